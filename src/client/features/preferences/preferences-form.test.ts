import { describe, expect, it } from 'vitest';
import { avoidProblem, EMPTY_PREFERENCES, preferencesFromForm } from './preferences-form';

describe('preferences from the form', () => {
  it('is undefined while nothing is set, so the request stays the spec’s', () => {
    expect(preferencesFromForm(EMPTY_PREFERENCES)).toBeUndefined();
    expect(preferencesFromForm({ ...EMPTY_PREFERENCES, avoid: ' , ', cuisine: '  ' })).toBe(
      undefined,
    );
  });

  it('keeps only what is set, as the request wants it', () => {
    expect(
      preferencesFromForm({
        servings: '4',
        readyIn: '45',
        diet: 'dairy-free',
        avoid: 'Peanut, shellfish,, peanut ',
        cuisine: ' Thai ',
        onlyWhatIHave: true,
      }),
    ).toEqual({
      servings: 4,
      readyInMinutes: 45,
      diet: 'dairy-free',
      avoid: ['Peanut', 'shellfish'],
      cuisine: 'Thai',
      onlyWhatIHave: true,
    });
    expect(preferencesFromForm({ ...EMPTY_PREFERENCES, readyIn: '20', diet: 'paleo' })).toBe(
      undefined,
    );
  });

  it('says which Avoid limit is broken', () => {
    expect(avoidProblem('egg, milk')).toBeNull();
    expect(
      avoidProblem(
        Array(11)
          .fill(0)
          .map((_, i) => `x${i}`)
          .join(','),
      ),
    ).toBe('Avoid can hold at most 10 items.');
    expect(avoidProblem('x'.repeat(41))).toBe('Each item to avoid can be at most 40 characters.');
  });
});
