import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicConfig } from '../../shared/api';
import { controlledStream, jsonResponse, type ControlledStream } from '../test-utils/sse';
import { POLL_PREPARING_MS } from '../features/recipe/request/use-app-config';
import { App } from './App';
import { ENGLISH_FIRST } from '../test-utils/i18n';

const READY: PublicConfig = {
  minIngredients: 4,
  recipeDelayMs: 30,
  provider: { kind: 'remote', model: 'm', ready: true, state: 'ready' },
};

interface Server {
  config: PublicConfig;
  /** What the next `POST /api/recipe` answers; a stream by default. */
  nextRecipe: () => Response;
  streams: ControlledStream[];
  bodies: unknown[];
  configCalls: number;
}

let server: Server;
let scrollCalls: unknown[];

function installServer(config: Partial<PublicConfig> = {}) {
  server = {
    config: { ...READY, ...config },
    nextRecipe: () => {
      const s = controlledStream();
      server.streams.push(s);
      return s.response;
    },
    streams: [],
    bodies: [],
    configCalls: 0,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/config') {
        server.configCalls++;
        return jsonResponse(200, server.config);
      }
      if (url === '/api/recipe') {
        server.bodies.push(JSON.parse(init?.body as string));
        const response = server.nextRecipe();
        init?.signal?.addEventListener('abort', () =>
          server.streams.at(-1)?.fail(new DOMException('aborted', 'AbortError')),
        );
        return response;
      }
      throw new Error(`unexpected fetch ${url}`);
    }),
  );
}

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

beforeEach(() => {
  installServer();
  setReducedMotion(false);
  scrollCalls = [];
  Element.prototype.scrollIntoView = function (arg?: boolean | ScrollIntoViewOptions) {
    scrollCalls.push({ id: this.id, arg });
  };
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const input = () => screen.getByLabelText('Add ingredient') as HTMLInputElement;
const items = () =>
  within(screen.getByRole('list', { name: 'Ingredients on hand:' })).queryAllByRole('listitem');
const itemTexts = () => items().map((li) => li.querySelector('.ingredient__text')?.textContent);

async function add(user: ReturnType<typeof userEvent.setup>, ...values: string[]) {
  for (const value of values) {
    await user.clear(input());
    if (value) await user.type(input(), value);
    await user.click(screen.getByRole('button', { name: 'Add Ingredients' }));
  }
}

async function renderApp() {
  const user = userEvent.setup();
  const empty = { ingredients: [], preferences: undefined, storage: 'off' as const };
  render(<App kitchen={{ first: empty, full: Promise.resolve(empty) }} words={ENGLISH_FIRST} />);
  // The recipe part loads just after the first paint.
  await waitFor(() => expect(server.configCalls).toBeGreaterThan(0), { timeout: 15_000 });
  return user;
}

const FOUR = ['Egg', 'Rice', 'Spring onion', 'Soy sauce'];

describe('header and add form', () => {
  it('shows the exact texts and attributes of the spec', async () => {
    await renderApp();
    expect(screen.getByRole('img', { name: 'chef-logo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pantry Chef' })).toBeInTheDocument();
    expect(input()).toHaveAttribute('name', 'ingredient');
    expect(input()).toHaveAttribute('placeholder', 'e.g. Egg');
    expect(input()).toHaveAttribute('maxlength', '100');
    expect(screen.getByRole('button', { name: 'Add Ingredients' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ingredients on hand:' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Ready for a recipe?' })).toBeNull();
  });

  it('adds as typed by button and Enter, ignores blanks, clears and keeps focus', async () => {
    const user = await renderApp();
    await add(user, '   ');
    expect(screen.queryByRole('heading', { name: 'Ingredients on hand:' })).toBeNull();
    await add(user, '  Egg ');
    expect(input().value).toBe('');
    expect(input()).toHaveFocus();
    await user.type(input(), 'Milk{Enter}');
    expect(input()).toHaveFocus();
    expect(itemTexts()).toEqual(['  Egg ', 'Milk']);
    expect(document.getElementById('ingredients')).toContainElement(
      screen.getByRole('heading', { name: 'Ingredients on hand:' }),
    );
  });

  it('removes by position, duplicates each removable, and moves focus sensibly', async () => {
    const user = await renderApp();
    await add(user, 'Egg', 'Milk', 'Egg', 'Salt');
    const removeEgg = screen.getAllByRole('button', { name: 'Remove Egg' });
    expect(removeEgg).toHaveLength(2);
    await user.click(removeEgg[0] as HTMLElement);
    expect(itemTexts()).toEqual(['Milk', 'Egg', 'Salt']);
    // The next item's remove button takes focus...
    expect(screen.getByRole('button', { name: 'Remove Milk' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove Salt' }));
    // ...or the previous one when the last was removed...
    expect(screen.getByRole('button', { name: 'Remove Egg' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove Egg' }));
    await user.click(screen.getByRole('button', { name: 'Remove Milk' }));
    // ...or the input when the list is empty.
    expect(screen.queryByRole('heading', { name: 'Ingredients on hand:' })).toBeNull();
    expect(input()).toHaveFocus();
  });

  it('says clearly when the list is full at 50 and loses nothing', async () => {
    const user = await renderApp();
    await user.click(input());
    await user.paste(Array.from({ length: 51 }, (_, i) => `Item ${i + 1}`).join(', '));
    await user.click(await screen.findByRole('button', { name: 'Add separately' }));
    expect(items()).toHaveLength(50);
    expect(itemTexts().at(-1)).toBe('Item 50');
    const message = screen.getByText(/list is full: it can hold at most 50 ingredients/i);
    expect(message).toBeVisible();
    expect(message).toHaveTextContent('Not added: Item 51.');
    await user.type(input(), 'One more{Enter}');
    expect(items()).toHaveLength(50);
    expect(input().value).toBe('One more');
    expect(input()).toHaveAccessibleDescription(/at most 50 ingredients/);
    await user.click(screen.getByRole('button', { name: 'Remove Item 1' }));
    expect(screen.queryByText(/list is full/i)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Ingredients' }));
    expect(itemTexts().at(-1)).toBe('One more');
  }, 15_000);

  it('offers to add a pasted list as separate ingredients', async () => {
    const user = await renderApp();
    await user.click(input());
    await user.paste('egg, milk,  flour');
    expect(input().value).toBe('');
    // The offer's code loads on first use.
    expect(await screen.findByText(/add these 3 as separate ingredients/i)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add separately' }));
    expect(itemTexts()).toEqual(['egg', 'milk', 'flour']);
    expect(input()).toHaveFocus();

    await user.paste('salt; pepper');
    await user.click(await screen.findByRole('button', { name: 'Keep as one' }));
    expect(input().value).toBe('salt; pepper');
    expect(itemTexts()).toHaveLength(3);

    // A single item pastes as usual.
    await user.clear(input());
    await user.paste('cheese');
    expect(input().value).toBe('cheese');
    expect(screen.queryByRole('button', { name: 'Add separately' })).toBeNull();
  });
});

describe('request block', () => {
  it('appears from the threshold the server configures', async () => {
    installServer({ minIngredients: 2 });
    const user = await renderApp();
    await add(user, 'Egg');
    expect(screen.queryByRole('button', { name: 'Get a recipe' })).toBeNull();
    await add(user, 'Egg');
    expect(await screen.findByRole('heading', { name: 'Ready for a recipe?' })).toBeVisible();
    expect(screen.getByText('Generate a recipe from your list of ingredients.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Get a recipe' })).toBeVisible();
  });

  it('uses the default of 4', async () => {
    const user = await renderApp();
    await add(user, ...FOUR.slice(0, 3));
    expect(screen.queryByRole('button', { name: 'Get a recipe' })).toBeNull();
    await add(user, FOUR[3] as string);
    expect(await screen.findByRole('button', { name: 'Get a recipe' })).toBeVisible();
  });

  it('shows the model being prepared instead of the button, until it is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    installServer({
      minIngredients: 1,
      provider: {
        kind: 'local',
        model: 'm',
        ready: false,
        state: 'downloading',
        progress: { percent: 42.7, downloadedBytes: 1, totalBytes: 2 },
      },
    });
    const user = await renderApp();
    await add(user, 'Egg');
    const status = await screen.findByText('The recipe model is being prepared (42%).');
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Model download' })).toHaveAttribute(
      'value',
      '42',
    );
    expect(screen.queryByRole('button', { name: 'Get a recipe' })).toBeNull();
    server.config = { ...READY, minIngredients: 1 };
    // The next poll is due in POLL_PREPARING_MS: the clock is moved on, not waited out.
    await act(() => vi.advanceTimersByTimeAsync(POLL_PREPARING_MS));
    expect(await screen.findByRole('button', { name: 'Get a recipe' })).toBeVisible();
    vi.useRealTimers();
  });
  it('words a model that could not be started from the reason the server reports', async () => {
    installServer({
      minIngredients: 1,
      provider: {
        kind: 'local',
        model: 'qwen.gguf',
        ready: false,
        state: 'error',
        problem: 'context_too_small',
        context: { holds: 256, needs: 5915 },
      },
    });
    const user = await renderApp();
    await add(user, 'Egg');
    const status = await screen.findByText(
      /^The recipe model \(qwen\.gguf\) cannot be used: its context holds 256 tokens, but the longest allowed request needs 5,915\./,
    );
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Get a recipe' })).toBeNull();
  });
});

async function startRecipe(user: ReturnType<typeof userEvent.setup>, list = FOUR) {
  await add(user, ...list);
  await user.click(await screen.findByRole('button', { name: 'Get a recipe' }));
  return server.streams.at(-1) as ControlledStream;
}

const overlayStatus = () =>
  [...document.querySelectorAll('[role="status"]')].find((el) => el.classList.contains('overlay'));
const recipeRegion = () => screen.getByRole('region', { name: 'Pantry Chef Recommends:' });

describe('asking for a recipe', () => {
  it('overlay, streaming and completion with the live-region attributes at each step', async () => {
    const user = await renderApp();
    expect(overlayStatus()).toBeEmptyDOMElement();
    const stream = await startRecipe(user, [...FOUR.slice(0, 3), ' Soy sauce ']);
    expect(server.bodies[0]).toEqual({
      ingredients: ['Egg', 'Rice', 'Spring onion', ' Soy sauce '],
    });

    // Loading: one status region says it once; the page behind is inert.
    expect(overlayStatus()).toHaveTextContent('Generating Recipe');
    expect(document.querySelector('.page')).toHaveAttribute('inert');
    expect(screen.queryByRole('region', { name: 'Pantry Chef Recommends:' })).toBeNull();

    // Streaming: the section is a polite live region, busy until complete.
    act(() => stream.delta('# Golden Rice\n\nA *quick* dish'));
    const region = await screen.findByRole('region', { name: 'Pantry Chef Recommends:' });
    expect(overlayStatus()).toBeEmptyDOMElement();
    expect(document.querySelector('.page')).not.toHaveAttribute('inert');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-busy', 'true');
    // Focus and scroll follow in the next frame.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Pantry Chef Recommends:' })).toHaveFocus(),
    );
    await waitFor(() =>
      expect(scrollCalls).toContainEqual({
        id: 'ingredients',
        arg: { behavior: 'smooth', block: 'start' },
      }),
    );
    expect(screen.getByRole('button', { name: 'Stop' })).toBeVisible();
    // Nothing sits under the growing text (it would shift): actions and note come at the end.
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
    expect(screen.queryByText(/written by a language model/i)).toBeNull();

    act(() => stream.delta('.\n\nEnjoy!'));
    act(() => stream.done());
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
    expect(await within(region).findByRole('heading', { name: 'Golden Rice' })).toBeVisible();
    expect(region).toHaveTextContent('Enjoy!');
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    for (const name of ['Copy', 'Download .md', 'Print', 'Regenerate']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
    expect(screen.getByText(/written by a language model/i)).toHaveTextContent(/allergies/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('scrolls instantly where motion is reduced', async () => {
    setReducedMotion(true);
    const user = await renderApp();
    const stream = await startRecipe(user);
    act(() => stream.delta('Text'));
    await screen.findByRole('region', { name: 'Pantry Chef Recommends:' });
    await waitFor(() =>
      expect(scrollCalls).toContainEqual({
        id: 'ingredients',
        arg: { behavior: 'auto', block: 'start' },
      }),
    );
  });

  it('Stop keeps the partial recipe, announces it and keeps focus in the recipe', async () => {
    const user = await renderApp();
    const stream = await startRecipe(user);
    act(() => stream.delta('# Partial\n\nFirst step'));
    await screen.findByRole('region', { name: 'Pantry Chef Recommends:' });
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(recipeRegion()).toHaveAttribute('aria-busy', 'false'));
    expect(recipeRegion()).toHaveTextContent('First step');
    expect(screen.getByText('Stopped. The recipe so far is kept.')).toHaveAttribute(
      'role',
      'status',
    );
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Pantry Chef Recommends:' })).toHaveFocus(),
    );
    expect(items()).toHaveLength(4);
  });

  it('a failed call: console error, plain alert with retry time, focus on Try again, list kept', async () => {
    const user = await renderApp();
    server.nextRecipe = () =>
      jsonResponse(
        429,
        // The page's words come from the code and the retry time, never from the message text.
        { error: { code: 'rate_limited', message: 'Server wording the page does not show.' } },
        { 'Retry-After': '17' },
      );
    await startRecipe(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'You have asked for many recipes in a short time. Please try again in 17 seconds.',
    );
    expect(console.error).toHaveBeenCalled();
    expect(overlayStatus()).toBeEmptyDOMElement();
    expect(screen.queryByRole('region', { name: 'Pantry Chef Recommends:' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    expect(items()).toHaveLength(4);

    server.nextRecipe = READY_STREAM;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => server.streams.at(-1)?.delta('Now it works'));
    const region = await screen.findByRole('region', { name: 'Pantry Chef Recommends:' });
    await waitFor(() => expect(region).toHaveTextContent('Now it works'));
  });

  it('a stream cut short keeps the text, marks it, and offers to try again', async () => {
    const user = await renderApp();
    const stream = await startRecipe(user);
    act(() => stream.delta('Half a rec'));
    await screen.findByRole('region', { name: 'Pantry Chef Recommends:' });
    act(() => stream.close());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/cut short/i);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await waitFor(() => expect(recipeRegion()).toHaveTextContent('Half a rec'));
    expect(recipeRegion()).toHaveAttribute('aria-busy', 'false');
  });

  it('keeps the earlier recipe when the list changes, says so, and offers a new one', async () => {
    const user = await renderApp();
    const stream = await startRecipe(user);
    act(() => stream.delta('# First idea'));
    act(() => stream.done());
    await waitFor(() => expect(recipeRegion()).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByText(/list has changed/i)).toBeNull();
    await add(user, 'Garlic');
    expect(screen.getByText(/list has changed since this recipe was made/i)).toBeVisible();
    expect(recipeRegion()).toHaveTextContent('First idea');
    await user.click(screen.getByRole('button', { name: 'Make a new recipe' }));
    expect(server.bodies.at(-1)).toEqual({ ingredients: [...FOUR, 'Garlic'] });
  });

  it('regenerate asks again with the same list; the old recipe stays until the new one arrives', async () => {
    const user = await renderApp();
    const first = await startRecipe(user);
    act(() => first.delta('# First idea'));
    act(() => first.done());
    await waitFor(() => expect(recipeRegion()).toHaveAttribute('aria-busy', 'false'));
    await add(user, 'Garlic');
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(server.bodies.at(-1)).toEqual({ ingredients: FOUR });
    expect(recipeRegion()).toHaveTextContent('First idea');
    act(() => server.streams.at(-1)?.delta('# Second idea'));
    await waitFor(() => expect(recipeRegion()).toHaveTextContent('Second idea'));
    expect(recipeRegion()).not.toHaveTextContent('First idea');
  });

  it('copies the markdown with an announced confirmation and downloads it named after its title', async () => {
    const user = await renderApp();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:recipe';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    const stream = await startRecipe(user);
    const md = '# Golden Egg Fried Rice\n\n- Egg';
    act(() => stream.delta(md));
    act(() => stream.done());
    await waitFor(() => expect(recipeRegion()).toHaveAttribute('aria-busy', 'false'));

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(md);
    expect(await screen.findByText('Copied')).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('button', { name: 'Download .md' }));
    expect(clicked[0]?.download).toBe('golden-egg-fried-rice.md');
    expect(clicked[0]?.href).toBe('blob:recipe');
    expect(await created[0]?.text()).toBe(md);
    expect(created[0]?.type).toMatch(/^text\/markdown/);

    const print = vi.fn();
    vi.stubGlobal('print', print);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('stores nothing: no cookies, no web storage', async () => {
    const user = await renderApp();
    const stream = await startRecipe(user);
    act(() => stream.delta('Text'));
    act(() => stream.done());
    await screen.findByRole('region', { name: 'Pantry Chef Recommends:' });
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});

const READY_STREAM = () => {
  const s = controlledStream();
  server.streams.push(s);
  return s.response;
};
