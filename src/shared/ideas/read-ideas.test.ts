import { describe, expect, it } from 'vitest';
import { distinctIdeas, readAllIdeas, readIdeas } from './read-ideas';

const JSON_ANSWER =
  '{"ideas":[{"title":"Pea Soup","line":"Green.","ingredients":["peas","stock"]},' +
  '{"title":"Toast","line":"Crisp.","ingredients":["bread"]},' +
  '{"title":"Omelette","line":"Soft {folded}.","ingredients":["egg"]}]}';

describe('reading an ideas answer', () => {
  it('reads each idea once its object is complete, as the answer streams', () => {
    const cut = JSON_ANSWER.indexOf('{"title":"Toast"') + 10;
    expect(readIdeas(JSON_ANSWER.slice(0, cut)).map((i) => i.title)).toEqual(['Pea Soup']);
    expect(readIdeas(JSON_ANSWER).map((i) => i.title)).toEqual(['Pea Soup', 'Toast', 'Omelette']);
    // Braces inside strings are text, not objects.
    expect(readIdeas(JSON_ANSWER)[2]?.line).toBe('Soft {folded}.');
  });

  it('reads JSON in a code fence, and ingredients given as one string', () => {
    const text =
      '```json\n{"ideas":[{"title":"**Chili**","line":"Hot","ingredients":"beans, beef"}]}\n```';
    expect(readIdeas(text)).toEqual([
      { title: 'Chili', line: 'Hot', ingredients: ['beans', 'beef'] },
    ]);
  });

  it('reads a markdown list at the end only, when there is no JSON', () => {
    const text = '1. **Pea Soup**: green\n   - Ingredients: peas, stock\n2. Toast - crisp bread\n';
    expect(readIdeas(text)).toEqual([]);
    expect(readIdeas(text, { final: true })).toEqual([
      { title: 'Pea Soup', line: 'green', ingredients: ['peas', 'stock'] },
      { title: 'Toast', line: 'crisp bread', ingredients: [] },
    ]);
  });

  it('reads nothing from prose', () => {
    expect(readIdeas('I cannot think of anything.', { final: true })).toEqual([]);
  });

  it('drops repeats and shown titles, whatever their case and punctuation', () => {
    const ideas = readAllIdeas(JSON_ANSWER.replace('Toast', 'pea soup!'));
    expect(ideas).toHaveLength(3);
    expect(distinctIdeas(ideas).map((i) => i.title)).toEqual(['Pea Soup', 'Omelette']);
    expect(readIdeas(JSON_ANSWER, { shown: ['TOAST'] }).map((i) => i.title)).toEqual([
      'Pea Soup',
      'Omelette',
    ]);
  });
});
