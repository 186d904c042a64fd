import { describe, expect, it } from 'vitest';
import { recipeFileName, recipeTitle } from '../actions/recipe-file';
import { safeUrl } from './safe-url';
import { splitBlocks } from './split-blocks';

describe('splitBlocks', () => {
  it('splits at blank lines between top-level blocks', () => {
    expect(splitBlocks('# Title\n\nIntro text\nmore\n\n## Steps')).toEqual([
      '# Title',
      'Intro text\nmore',
      '## Steps',
    ]);
  });

  it('keeps fenced code with blank lines in one block', () => {
    const md = 'Before\n\n```\ncode\n\nmore code\n```\n\nAfter';
    expect(splitBlocks(md)).toEqual(['Before', '```\ncode\n\nmore code\n```', 'After']);
  });

  it('keeps a loose list, and indented continuations, together', () => {
    const md = '1. One\n\n2. Two\n\n   still two\n\nAfter';
    expect(splitBlocks(md)).toEqual(['1. One\n\n2. Two\n\n   still two', 'After']);
  });

  it('keeps text with reference definitions whole', () => {
    const md = 'See [the site][s].\n\n[s]: https://example.com';
    expect(splitBlocks(md)).toEqual([md]);
  });

  it('keeps every character of the text', () => {
    const md = '# A\n\n\n\nB\n- c\n\n- d\n\n|x|y|\n|-|-|\n|1|2|\n';
    expect(splitBlocks(md).join('\n\n').replace(/\n+/g, '\n')).toBe(
      md.trim().replace(/\n+/g, '\n'),
    );
  });
});

describe('safeUrl', () => {
  it.each([
    'https://example.com/a?b=c',
    'http://example.com',
    'mailto:chef@example.com',
    '/relative/path',
    'relative.html',
    '#step-2',
    './x:y',
  ])('keeps %s', (url) => expect(safeUrl(url)).toBe(url));

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'streamdown:incomplete-link',
    'java\tscript:alert(1)',
  ])('drops %s', (url) => expect(safeUrl(url)).toBe(''));
});

describe('recipe file name', () => {
  it('is named after the first heading', () => {
    const md = 'Intro\n\n```\n# not a title\n```\n\n## **Crème Brûlée** for _Two_ ##\n\n# Later';
    expect(recipeTitle(md)).toBe('Crème Brûlée for Two');
    expect(recipeFileName(md)).toBe('creme-brulee-for-two.md');
  });

  it('falls back to recipe.md', () => {
    expect(recipeFileName('No heading here')).toBe('recipe.md');
    expect(recipeFileName('# ***')).toBe('recipe.md');
    expect(recipeFileName('# /../../etc')).toBe('etc.md');
  });

  it('keeps names short', () => {
    const name = recipeFileName(`# ${'Very long title '.repeat(10)}`);
    expect(name.length).toBeLessThanOrEqual(63);
    expect(name).toMatch(/^[a-z-]+[a-z]\.md$/);
  });

  const KB64 = 64 * 1024;
  const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length));
  it.each([
    ['an 8,000-character "# a # # …" line', `# a${fill(' #', 8_000)}x`],
    ['a 64,000-character "# a # # …" line', `# a${fill(' #', 64_000)}x`],
    ['a heading of blanks and #s', `# ${fill(' \t#', KB64)}x`],
    ['a line of #s', `${fill('#', KB64)}x`],
    ['a heading of #s', `# ${fill('#', KB64)}x`],
    ['a heading of blanks', `#${fill(' ', KB64)}`],
    ['open link brackets', `# ${fill('[', KB64)}`],
    ['links that never close', `# ${fill('[a](', KB64)}`],
    ['a link with an endless address', `# [a](${fill('x[b]', KB64)}`],
    ['many short lines', fill('# a # #\n', KB64)],
    ['fences', fill('```\n# a #  #\n', KB64)],
  ])('names a 64 KB recipe fast: %s', (_shape, text) => {
    const recipe = text.slice(0, KB64);
    const started = performance.now();
    const name = recipeFileName(recipe);
    const elapsed = performance.now() - started;
    expect(name).toMatch(/^[\p{L}\p{N}-]+\.md$/u);
    // Download must feel instant whatever the model wrote (a quadratic pattern took seconds).
    expect(elapsed).toBeLessThan(100);
  });
});
