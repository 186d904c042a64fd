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
});
