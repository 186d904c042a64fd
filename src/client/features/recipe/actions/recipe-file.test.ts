import { beforeAll, describe, expect, it } from 'vitest';
import { readRecipe } from '../../../../shared/recipe/read-recipe';
import { recipeFileName } from './recipe-file';

const fileName = (markdown: string) => recipeFileName(readRecipe(markdown).title);

describe('recipe file name', () => {
  it("is named after the recipe's title", () => {
    const md = 'Intro\n\n```\n# not a title\n```\n\n## **Crème Brûlée** for _Two_ ##\n\n# Later';
    expect(readRecipe(md).title).toBe('Crème Brûlée for Two');
    expect(fileName(md)).toBe('creme-brulee-for-two.md');
    expect(fileName('**Recipe: Mango Lassi**\n\n**Ingredients:**\n- mango')).toBe('mango-lassi.md');
  });

  it('falls back to recipe.md', () => {
    expect(fileName('No heading here.')).toBe('recipe.md');
    expect(fileName('# ***')).toBe('recipe.md');
    expect(fileName('# /../../etc')).toBe('etc.md');
    expect(recipeFileName(null)).toBe('recipe.md');
  });

  it('keeps names short', () => {
    const name = recipeFileName('Very long title '.repeat(10));
    expect(name.length).toBeLessThanOrEqual(63);
    expect(name).toMatch(/^[a-z-]+[a-z]\.md$/);
  });
});

describe('reading a hostile recipe', () => {
  // The longest recipe the page sends back (LIMITS.maxRecipeBytes); model output is untrusted.
  const KB16 = 16 * 1024;
  const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length));
  const timed = (markdown: string) => {
    const started = performance.now();
    const name = fileName(markdown);
    return { name, ms: performance.now() - started };
  };
  // An ordinary recipe of the same size, read in the same run: a bound in milliseconds alone failed
  // on a loaded machine, where every read is slower alike.
  let ordinaryMs = 0;
  beforeAll(() => {
    const ordinary = fill(
      '## Step\n\n1. Cook 5 minutes with **2 cups** of [rice](r) and oil.\n- 2 eggs\n\n',
      KB16,
    );
    timed(ordinary.slice(0, KB16));
    ordinaryMs = Math.min(timed(ordinary.slice(0, KB16)).ms, timed(ordinary.slice(0, KB16)).ms);
  });
  it.each([
    ['a long "# a # # …" line', `# a${fill(' #', KB16)}x`],
    ['a heading of blanks and #s', `# ${fill(' \t#', KB16)}x`],
    ['a heading of blanks', `#${fill(' ', KB16)}`],
    ['open link brackets', `# ${fill('[', KB16)}`],
    ['links that never close', `# ${fill('[a](', KB16)}`],
    ['many short lines', fill('# a # #\n', KB16)],
    ['fences', fill('```\n# a #  #\n', KB16)],
    ['a line of colons', `**${fill(':', KB16)}`],
    ['numbers and dashes', `1. ${fill('1-', KB16)}`],
    ['ranges without end', `1. ${fill('1 minute to ', KB16)}`],
    ['many labels', fill('**For the sauce:**\n', KB16)],
    ['many steps', fill('1. Cook 5 minutes.\n', KB16)],
    ['stated times', fill('Prep time: 1 | ', KB16)],
  ])('reads a 16 KB recipe about as fast as an ordinary one: %s', (_shape, text) => {
    const { name, ms } = timed(text.slice(0, KB16));
    expect(name).toMatch(/^[\p{L}\p{N}-]+\.md$/u);
    // At most 3 times the ordinary recipe measured (links that never close); a pattern that
    // backtracks over the whole text would take hundreds of times longer.
    expect(ms).toBeLessThan(10 * ordinaryMs);
  });
});
