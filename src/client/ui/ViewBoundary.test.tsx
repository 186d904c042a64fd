import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ViewBoundary, viewFailedText } from './ViewBoundary';

const RECIPE = '# Salt & pepper eggs\n\n1. Whisk the eggs.\n2. Season with salt & pepper.';

function Fails({ when }: { when: boolean }): string {
  if (when) throw new Error(`cannot draw ${RECIPE}`);
  return 'Drawn in full';
}

/** A view that fails, next to a counter that must keep working. */
function Page({ fail, recipeId }: { fail: boolean; recipeId: number }) {
  const [count, setCount] = useState(0);
  return (
    <>
      <button onClick={() => setCount((c) => c + 1)}>Clicked {count}</button>
      <ViewBoundary view="kitchen" text={RECIPE} resetKeys={[recipeId]}>
        <Fails when={fail} />
      </ViewBoundary>
    </>
  );
}

describe('ViewBoundary', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    consoleError.mockRestore();
  });

  it('shows the recipe as plain text with one line, keeps the rest working, and reports the view by name only', async () => {
    const { rerender, container } = render(<Page fail recipeId={1} />);

    expect(screen.getByText(viewFailedText('kitchen', true))).toBeInTheDocument();
    const plain = container.querySelector('.view-failure .markdown__plain');
    expect(plain?.textContent).toBe(RECIPE);
    expect(screen.queryByText('Drawn in full')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();

    expect(consoleError).toHaveBeenCalledWith(
      'Pantry Chef: the kitchen view failed to render.',
      expect.any(Error),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/view-failure');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ view: 'kitchen' });
    expect(String(init.body)).not.toContain('pepper');

    // A new recipe gives the view another try; a second failure of the same view is not re-sent.
    rerender(<Page fail={false} recipeId={2} />);
    expect(screen.getByText('Drawn in full')).toBeInTheDocument();
    expect(container.querySelector('.view-failure')).toBeNull();
    rerender(<Page fail recipeId={3} />);
    expect(container.querySelector('.view-failure')).not.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows only its line where the recipe is already on screen, and renders a working view as is', () => {
    render(
      <>
        <ViewBoundary view="wishes">
          <Fails when />
        </ViewBoundary>
        <ViewBoundary view="export">
          <Fails when={false} />
        </ViewBoundary>
      </>,
    );
    const note = screen.getByText(viewFailedText('wishes', false));
    expect(note.closest('.view-failure')?.textContent).toBe(note.textContent);
    expect(screen.getByText('Drawn in full')).toBeInTheDocument();
    expect(
      JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string),
    ).toEqual({ view: 'wishes' });
  });
});
