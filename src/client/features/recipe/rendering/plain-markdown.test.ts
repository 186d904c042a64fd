import { describe, expect, it } from 'vitest';
import { plainMarkdown } from './plain-markdown';

describe('plainMarkdown, the stand-in while the renderer loads', () => {
  it.each([
    ['Start with **go', 'Start with go'],
    ['Start with **golden butter** and *fr', 'Start with golden butter and fr'],
    ['and *fresh* [her', 'and fresh her'],
    ['and [herbs](https://exa', 'and herbs'],
    ['and [herbs](https://example.com/herbs) today.', 'and herbs today.'],
    ['# Egg Fried Rice\n\n## Ingredients\n- 2 eggs', 'Egg Fried Rice\n\nIngredients\n- 2 eggs'],
    ['> a `note` with __bold__ and ~~gone~~', 'a note with bold and gone'],
  ])('%j reads %j', (text, plain) => {
    expect(plainMarkdown(text)).toBe(plain);
  });

  it('keeps what is no markup: amounts, hyphens, snake-free words', () => {
    expect(plainMarkdown('- 1 1/2 cups self-raising flour (200 g)')).toBe(
      '- 1 1/2 cups self-raising flour (200 g)',
    );
  });
});
