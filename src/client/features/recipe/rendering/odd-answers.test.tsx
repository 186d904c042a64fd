import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readRecipe } from '../../../../shared/recipe/read-recipe';
import { ODD_ANSWERS } from '../../../../../tests/fixtures/odd-answers';
import RecipeMarkdown from './RecipeMarkdown';

describe.each(ODD_ANSWERS)('$name', ({ text, shows }) => {
  it.each([false, true])('renders whole and streaming=%s without throwing', (streaming) => {
    const { container } = render(<RecipeMarkdown text={text} streaming={streaming} />);
    if (!streaming) expect(container.textContent?.replace(/\s+/g, ' ')).toContain(shows);
    expect(container.querySelector('script, iframe, img, style, svg, [onclick], [onerror]')).toBe(
      null,
    );
    for (const a of container.querySelectorAll('a[href]')) {
      expect(a.getAttribute('href')).toMatch(/^(https:|#)/);
    }
  });

  it('is read for the views without throwing', () => {
    expect(() => readRecipe(text)).not.toThrow();
  });
});
