import { describe, expect, it } from 'vitest';
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
