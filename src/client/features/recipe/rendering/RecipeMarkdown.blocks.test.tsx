import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// Count renders of each block's markdown.
const rendered: string[] = [];
vi.mock('react-markdown', async (importOriginal) => {
  const original = await importOriginal<typeof import('react-markdown')>();
  return {
    ...original,
    default: (props: Parameters<typeof original.default>[0]) => {
      rendered.push(String(props.children));
      return original.default(props);
    },
  };
});

const { default: RecipeMarkdown } = await import('./RecipeMarkdown');

describe('RecipeMarkdown while streaming', () => {
  it('re-renders only the last block as text arrives', () => {
    const start = '# Title\n\nFirst paragraph.\n\n- one\n- tw';
    const { rerender, container } = render(<RecipeMarkdown text={start} streaming />);
    expect(rendered).toHaveLength(3);
    rendered.length = 0;

    rerender(<RecipeMarkdown text={`${start}o\n- three`} streaming />);
    expect(rendered).toEqual(['- one\n- two\n- three']);
    rendered.length = 0;

    rerender(<RecipeMarkdown text={`${start}o\n- three\n\nDone.`} streaming />);
    expect(rendered).toEqual(['Done.']);
    expect(container.querySelectorAll('li')).toHaveLength(3);
  });

  it('shifts headings from the whole text and re-renders the rest only when the outline changes', () => {
    rendered.length = 0;
    const start = '## Soup\n\nHot.\n\n### Steps';
    const { rerender, container } = render(<RecipeMarkdown text={start} streaming />);
    const tags = () => [...container.querySelectorAll('h3, h4, h5, h6')].map((h) => h.tagName);
    expect(tags()).toEqual(['H3', 'H4']);
    rendered.length = 0;

    rerender(<RecipeMarkdown text={`${start}\n\n### Serve`} streaming />);
    expect(rendered).toEqual(['### Serve']);
    rendered.length = 0;

    // A higher level arrives late: the outline changes, so every block is drawn again.
    rerender(<RecipeMarkdown text={`${start}\n\n### Serve\n\n# Menu`} streaming />);
    expect(rendered).toHaveLength(5);
    expect(tags()).toEqual(['H4', 'H5', 'H5', 'H3']);
  });
});
