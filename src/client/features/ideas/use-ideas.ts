import { useCallback, useEffect, useRef, useState } from 'react';
import type { CookIdea } from '../../../shared/cook-idea';
import { foodTableIfLoaded, loadFoodTable, type FoodTable } from '../../../shared/food/food-table';
import type { Idea } from '../../../shared/ideas-request';
import type { Preferences } from '../../../shared/preferences';
import { sameTitle } from '../../../shared/ideas/read-ideas';
import { byShopping, withShopping, type ShownIdea } from './idea-shopping';
import { streamIdeas, type IdeasFailure } from './ideas-stream';

/** As the server's limit on titles sent back (src/shared/cook-idea.ts), newest kept. */
const MAX_SHOWN = 30;

export interface IdeasState {
  phase: 'loading' | 'done' | 'error';
  ideas: ShownIdea[];
  failure: IdeasFailure | null;
}

interface Asked {
  ingredients: string[];
  preferences: Preferences | undefined;
  /** Titles this request asked the model to leave out: `Cook this` sends them back as asked. */
  shown: string[];
}

export interface IdeasHandle {
  state: IdeasState;
  /** Three others: every title shown so far is left out. */
  more: () => void;
  retry: () => void;
  /** What `Cook this` sends, once the answer is whole. */
  cookable: (title: string) => CookIdea | null;
}

/** One request's ideas as they arrive, then its ending; `answer` once it is whole. */
async function askIdeas(
  request: Asked,
  signal: AbortSignal,
  update: (state: IdeasState, answer?: string) => void,
): Promise<void> {
  const arrived: Idea[] = [];
  // What each idea needs bought is told by the food table: ideas wait for it (its own chunk,
  // loaded while the model writes), and never show a wrong "to buy" before it.
  let table: FoodTable | null | undefined = foodTableIfLoaded() ?? undefined;
  const shown = () =>
    table === undefined
      ? []
      : byShopping(arrived.map((idea) => withShopping(idea, request.ingredients, table ?? null)));
  const ready = loadFoodTable().then(
    (loaded) => loaded,
    () => null,
  );
  void ready.then((loaded) => {
    table = loaded;
    if (!signal.aborted && arrived.length > 0)
      update({ phase: 'loading', ideas: shown(), failure: null });
  });
  const result = await streamIdeas(
    {
      ingredients: request.ingredients,
      ...(request.preferences && { preferences: request.preferences }),
      ...(request.shown.length > 0 && { shown: request.shown }),
    },
    {
      signal,
      onIdea: (idea) => {
        // The server leaves repeats out too; a page never shows one twice whatever it is sent.
        const known = [...request.shown, ...arrived.map((i) => i.title)];
        if (known.some((t) => sameTitle(t, idea.title))) return;
        arrived.push(idea);
        if (table !== undefined) update({ phase: 'loading', ideas: shown(), failure: null });
      },
    },
  );
  table = await ready;
  const ideas = shown();
  if (result.kind === 'failed') update({ phase: 'error', ideas, failure: result.failure });
  if (result.kind === 'done') update({ phase: 'done', ideas, failure: null }, result.answer);
}

/** One ideas request at a time; a new one abandons the last. Asks at once, and again on `askId`. */
export function useIdeas(
  ingredients: readonly string[],
  preferences: Preferences | undefined,
  askId: number,
): IdeasHandle {
  const [state, setState] = useState<IdeasState>({ phase: 'loading', ideas: [], failure: null });
  const asked = useRef<Asked | null>(null);
  const answer = useRef<string | null>(null);
  const seen = useRef<string[]>([]);
  const abort = useRef<AbortController | null>(null);
  const latest = useRef({ ingredients, preferences });
  useEffect(() => {
    latest.current = { ingredients, preferences };
  });

  const run = useCallback((request: Asked) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    asked.current = request;
    answer.current = null;
    setState({ phase: 'loading', ideas: [], failure: null });
    void askIdeas(request, controller.signal, (next, done) => {
      if (abort.current !== controller) return;
      if (done !== undefined) {
        answer.current = done;
        seen.current = [...seen.current, ...next.ideas.map((i) => i.title)].slice(-MAX_SHOWN);
      }
      setState(next);
    });
  }, []);

  const ask = useCallback(
    (shown: string[]) => {
      const { ingredients: list, preferences: prefs } = latest.current;
      run({ ingredients: [...list], preferences: prefs, shown });
    },
    [run],
  );

  useEffect(() => {
    seen.current = [];
    ask([]);
  }, [askId, ask]);
  useEffect(() => () => abort.current?.abort(), []);

  return {
    state,
    more: () => ask(seen.current),
    retry: () => {
      if (asked.current) run(asked.current);
    },
    cookable: (title) => {
      const request = asked.current;
      if (!request || answer.current === null) return null;
      return {
        ideas: answer.current,
        title,
        ...(request.shown.length > 0 && { shown: request.shown }),
      };
    },
  };
}
