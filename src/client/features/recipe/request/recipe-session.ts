import type { RecipeFailure } from './failure';
import { streamRecipe, type StreamOptions, type StreamResult } from './recipe-stream';
import type { Preferences } from '../../../../shared/preferences';
import type { RecipeRequest } from '../../../../shared/recipe-request';

export type RecipePhase = 'idle' | 'loading' | 'streaming' | 'done' | 'error';

export interface ShownRecipe {
  /** One per request; a new id means a new recipe replaced the old one. */
  id: number;
  text: string;
  /** The list it was made from (to notice later changes, and to regenerate). */
  ingredients: readonly string[];
  /** The preferences it was asked with, if any. */
  preferences?: Preferences;
  /** complete; truncated (hit the token cap); stopped (by the visitor); cut-short (failed midway). */
  status: 'streaming' | 'complete' | 'truncated' | 'stopped' | 'cut-short';
}

export interface ShownFailure extends RecipeFailure {
  /** True when part of the recipe arrived before the failure (the partial text stays shown). */
  partial: boolean;
}

export interface RecipeState {
  /** loading: the overlay is up; streaming: text is arriving; done/error: the call has ended. */
  phase: RecipePhase;
  /** The recipe on screen. An older one stays through later failures. */
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
  abort: AbortController;
  /** Text not yet on screen: held back behind the overlay, or waiting for the next frame. */
  pending: string;
  delayPassed: boolean;
  /** The overlay has ended: text now goes to the screen (once per frame). */
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
 * The recipe call's state machine, outside React so it can be tested with plain timers.
 *
 * The overlay stays up for at least the delay and until text or an ending arrives;
 * text arriving before that is held back. After that, text reaches the screen at most once per
 * animation frame, so a fast stream never renders more often than the display can show.
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

  /**
   * Asks for a recipe (with the visitor's preferences, if any), or for a change to the shown one;
   * a call already running is abandoned. The recipe on screen stays until the new one's first
   * text arrives.
   */
  start = (body: RecipeRequest, minDelayMs: number): void => {
    this.cancelRun();
    const run: Run = {
      id: ++this.seq,
      ingredients: body.ingredients,
      preferences: body.preferences,
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

  /**
   * Stop (the visitor's button, leaving the page, unmounting): ends the call. Text already shown
   * stays, marked as stopped; before any text, the earlier recipe (if any) stays as it was.
   */
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

  /** The shown recipe with any text still waiting for a frame. */
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

  /** Ends the overlay once the delay has passed and there is text or an ending. */
  private endOverlayWhenReady(run: Run): void {
    if (this.run !== run || run.overlayEnded || !run.delayPassed) return;
    if (!run.pending && !run.result) return;
    run.overlayEnded = true;
    if (run.pending) {
      // The new recipe replaces the old one now that it starts to arrive.
      const recipe: ShownRecipe = {
        id: run.id,
        text: run.pending,
        ingredients: run.ingredients,
        ...(run.preferences && { preferences: run.preferences }),
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
