import type { RecipeFailure } from './failure';
import { streamRecipe, type StreamOptions, type StreamResult } from './recipe-stream';
import type { Preferences } from '../../../../shared/preferences';
import type { EarlierChange, RecipeRequest } from '../../../../shared/recipe-request';
import { conversationOf } from './conversation';

export type RecipePhase = 'idle' | 'loading' | 'streaming' | 'done' | 'error';

export interface ShownRecipe {
  /** One per request; a new id means a new recipe replaced the old one. */
  id: number;
  text: string;
  /** The list it was made from (to notice later changes, and to regenerate). */
  ingredients: readonly string[];
  preferences?: Preferences;
  /** The changes that led to it, oldest first: each recipe shown and the line asked (a change's). */
  conversation?: readonly EarlierChange[];
  /** complete; truncated (hit the token cap); stopped (by the visitor); cut-short (failed midway). */
  status: 'streaming' | 'complete' | 'truncated' | 'stopped' | 'cut-short';
}

export interface ShownFailure extends RecipeFailure {
  /** Part of the recipe arrived before the failure (and stays shown). */
  partial: boolean;
}

export interface RecipeState {
  phase: RecipePhase;
  /** Stays through later failures. */
  recipe: ShownRecipe | null;
  failure: ShownFailure | null;
}

export interface SessionDeps {
  stream: (request: RecipeRequest, options: StreamOptions) => Promise<StreamResult>;
  requestFrame: (callback: () => void) => number;
  cancelFrame: (handle: number) => void;
  logError: (message: string, cause: unknown) => void;
}

interface Run {
  id: number;
  ingredients: readonly string[];
  preferences: Preferences | undefined;
  conversation: readonly EarlierChange[];
  abort: AbortController;
  /** Text not yet on screen: held back behind the overlay, or waiting for the next frame. */
  pending: string;
  delayPassed: boolean;
  overlayEnded: boolean;
  result: StreamResult | null;
  timer: ReturnType<typeof setTimeout> | undefined;
  frame: number | null;
}

const browserDeps = (): SessionDeps => ({
  stream: streamRecipe,
  requestFrame: (callback) =>
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => callback())
      : (setTimeout(callback, 16) as unknown as number),
  cancelFrame: (handle) =>
    typeof cancelAnimationFrame === 'function'
      ? cancelAnimationFrame(handle)
      : clearTimeout(handle),
  logError: (message, cause) => console.error(message, cause),
});

/**
 * Outside React so plain timers can test it. The overlay stays up at least the delay and until text
 * or an ending arrives; after that, text reaches the screen at most once per animation frame.
 */
export class RecipeSession {
  private state: RecipeState = { phase: 'idle', recipe: null, failure: null };
  private readonly listeners = new Set<() => void>();
  private run: Run | null = null;
  private seq = 0;
  private readonly deps: SessionDeps;

  constructor(deps: Partial<SessionDeps> = {}) {
    this.deps = { ...browserDeps(), ...deps };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): RecipeState => this.state;

  /** Abandons a running call; the shown recipe stays until the new one's first text arrives. */
  start = (body: RecipeRequest, minDelayMs: number): void => {
    this.cancelRun();
    const run: Run = {
      id: ++this.seq,
      ingredients: body.ingredients,
      preferences: body.preferences,
      conversation: conversationOf(body),
      abort: new AbortController(),
      pending: '',
      delayPassed: minDelayMs <= 0,
      overlayEnded: false,
      result: null,
      timer: undefined,
      frame: null,
    };
    this.run = run;
    this.set({ phase: 'loading', failure: null });
    if (!run.delayPassed) {
      run.timer = setTimeout(() => {
        run.delayPassed = true;
        this.endOverlayWhenReady(run);
      }, minDelayMs);
    }
    void this.deps
      .stream(body, { signal: run.abort.signal, onDelta: (text) => this.onDelta(run, text) })
      .then((result) => this.onEnd(run, result));
  };

  /** A saved recipe, shown as a complete one that has just arrived: every view reads it alike. */
  open = (recipe: Pick<ShownRecipe, 'text' | 'ingredients' | 'preferences'>): void => {
    this.cancelRun();
    this.set({
      phase: 'done',
      recipe: { ...recipe, id: ++this.seq, status: 'complete' },
      failure: null,
    });
  };

  /** Text already shown stays, marked stopped; before any text, the earlier recipe stays as is. */
  stop = (): void => {
    const run = this.run;
    if (!run) return;
    this.cancelRun();
    if (!run.overlayEnded) {
      this.set({ phase: this.state.recipe ? 'done' : 'idle' });
      return;
    }
    const recipe = this.withPending(run);
    this.set({
      phase: 'done',
      recipe: recipe && { ...recipe, status: 'stopped' },
      failure: null,
    });
  };

  private set(patch: Partial<RecipeState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private cancelRun(): void {
    const run = this.run;
    if (!run) return;
    this.run = null;
    clearTimeout(run.timer);
    if (run.frame !== null) this.deps.cancelFrame(run.frame);
    run.frame = null;
    if (!run.result) run.abort.abort();
  }

  private withPending(run: Run): ShownRecipe | null {
    const recipe = this.state.recipe;
    if (!recipe || recipe.id !== run.id || !run.pending) return recipe;
    const text = recipe.text + run.pending;
    run.pending = '';
    return { ...recipe, text };
  }

  private onDelta(run: Run, text: string): void {
    if (this.run !== run) return;
    run.pending += text;
    if (!run.overlayEnded) {
      this.endOverlayWhenReady(run);
    } else if (run.frame === null) {
      run.frame = this.deps.requestFrame(() => {
        run.frame = null;
        if (this.run !== run || !run.pending) return;
        this.set({ recipe: this.withPending(run) });
      });
    }
  }

  private onEnd(run: Run, result: StreamResult): void {
    if (this.run !== run) return;
    run.result = result;
    if (result.kind === 'failed') {
      this.deps.logError(`Recipe request failed: ${result.failure.code}`, result.cause);
    }
    if (run.overlayEnded) this.finish(run);
    else this.endOverlayWhenReady(run);
  }

  private endOverlayWhenReady(run: Run): void {
    if (this.run !== run || run.overlayEnded || !run.delayPassed) return;
    if (!run.pending && !run.result) return;
    run.overlayEnded = true;
    if (run.pending) {
      const recipe: ShownRecipe = {
        id: run.id,
        text: run.pending,
        ingredients: run.ingredients,
        ...(run.preferences && { preferences: run.preferences }),
        ...(run.conversation.length > 0 && { conversation: run.conversation }),
        status: 'streaming',
      };
      run.pending = '';
      this.set({ phase: 'streaming', recipe, failure: null });
    }
    if (run.result) this.finish(run);
  }

  private finish(run: Run): void {
    const result = run.result;
    if (!result) return;
    this.cancelRun();
    const recipe = this.withPending(run);
    const own = recipe && recipe.id === run.id ? recipe : null;
    if (result.kind === 'aborted') {
      this.set({ phase: recipe ? 'done' : 'idle', recipe });
      return;
    }
    if (result.kind === 'done') {
      if (own) {
        const status = result.finishReason === 'length' ? 'truncated' : 'complete';
        this.set({ phase: 'done', recipe: { ...own, status }, failure: null });
      } else {
        this.set({
          phase: 'error',
          failure: { code: 'empty_recipe', partial: false },
        });
      }
      return;
    }
    if (own) {
      this.set({
        phase: 'done',
        recipe: { ...own, status: 'cut-short' },
        failure: { ...result.failure, partial: true },
      });
    } else {
      this.set({ phase: 'error', failure: { ...result.failure, partial: false } });
    }
  }
}
