import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RecipeMarkdown from './RecipeMarkdown';

const renderMd = (text: string, streaming = false) =>
  render(
    <div data-testid="md">
      <RecipeMarkdown text={text} streaming={streaming} />
    </div>,
  ).getByTestId('md');

describe('RecipeMarkdown', () => {
  it('renders GitHub-flavoured markdown, headings starting below the section heading', () => {
    const md = renderMd(
      '# Fried Rice\n\nA *quick* **dish**.\n\n| A | B |\n| - | - |\n| 1 | 2 |\n\n1. Heat\n2. Stir\n\n- [x] done\n\n~~old~~ 20~25 min',
    );
    expect(md.querySelector('h3')?.textContent).toBe('Fried Rice');
    expect(md.querySelector('h1, h2')).toBeNull();
    expect(md.querySelector('em')?.textContent).toBe('quick');
    expect(md.querySelector('strong')?.textContent).toBe('dish');
    expect(md.querySelectorAll('table td')).toHaveLength(2);
    expect(md.querySelectorAll('ol > li')).toHaveLength(2);
    expect(md.querySelectorAll('del')).toHaveLength(1);
    expect(md.textContent).toContain('20~25 min');
  });

  it.each([
    ['## Top\n\n### Part\n\n#### Step', ['H3 Top', 'H4 Part', 'H5 Step']],
    [
      '# Top\n\n### Part (a level skipped)\n\n###### Deep',
      ['H3 Top', 'H4 Part (a level skipped)', 'H5 Deep'],
    ],
    ['Top\n===\n\nPart\n---\n\n- item\n---', ['H3 Top', 'H4 Part']],
    ['#### Only\n\n```\n# not a heading\n```\n\n#### Again', ['H3 Only', 'H3 Again']],
    ['# A\n\n## B\n\n### C\n\n#### D\n\n##### E', ['H3 A', 'H4 B', 'H5 C', 'H6 D', 'H6 E']],
  ])('fits the recipe outline under the section heading: %j', (text, expected) => {
    const md = renderMd(text);
    const headings = [...md.querySelectorAll('h1, h2, h3, h4, h5, h6')];
    expect(headings.map((h) => `${h.tagName} ${h.textContent}`)).toEqual(expected);
  });

  it('never turns raw HTML from the model into elements', () => {
    const md = renderMd(
      'Hi <script>alert(1)</script> <img src=x onerror="alert(1)"> <b onclick="x()">bold</b>\n\n' +
        '<iframe src="https://evil.example"></iframe>\n\n<div onmouseover="alert(1)">block</div>',
    );
    expect(md.querySelector('script, img, iframe, b, div')).toBeNull();
    expect(md.querySelectorAll('[onerror], [onclick], [onmouseover]')).toHaveLength(0);
    expect(md.innerHTML).not.toMatch(/<script|onerror|<iframe/i);
  });

  it('drops dangerous links and keeps safe ones, opening in a new tab', () => {
    const md = renderMd(
      '[a](javascript:alert(1)) [b](data:text/html,x) [c](vbscript:x) [d](JAVASCRIPT&colon;alert(1)) ' +
        '[e](https://example.com/x) [f](#steps) <javascript:alert(1)>',
    );
    const links = [...md.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/x', '#steps']);
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(md.textContent).toContain('a b c d');
  });

  it('shows images as their description and never loads them', () => {
    const md = renderMd(
      '![A golden omelette](https://tracker.example/pixel.png) ![](data:image/png;base64,xx)',
    );
    expect(md.querySelector('img')).toBeNull();
    expect(md.textContent).toContain('A golden omelette');
    expect(md.innerHTML).not.toContain('tracker.example');
  });

  it('hides half-typed markup while streaming', () => {
    const md = renderMd('Mix **well and [see the gui', true);
    expect(md.textContent).not.toContain('**');
    expect(md.textContent).not.toContain('[');
    expect(md.querySelector('strong')?.textContent).toBe('well and see the gui');
  });

  it('renders the same document whether split into blocks or not', () => {
    const text = '# T\n\n- a\n\n- b\n\nPara\n\n```js\nx\n\ny\n```\n\n> quote';
    const html = renderMd(text).innerHTML;
    expect(html).toContain('<ul>');
    expect(html.match(/<ul>/g)).toHaveLength(1);
    expect(html).toContain('<pre><code class="language-js">x\n\ny\n</code></pre>');
  });
});
