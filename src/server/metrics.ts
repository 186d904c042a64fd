/** Labels are fixed, small sets: nothing a visitor typed ever becomes a label. */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ProviderStatus } from '../shared/api';
import { VIEW_NAMES, type ViewName } from '../shared/view-failure';
import type { RecipeProvider } from './providers/types';
import type { StreamTracker } from './streams';

const MODEL_STATES: ProviderStatus['state'][] = ['ready', 'downloading', 'loading', 'error'];

export interface RecipeObserver {
  delta(): void;
  end(): void;
}

export const NO_OBSERVER: RecipeObserver = { delta: () => {}, end: () => {} };

export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'pantry_chef_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });
  private readonly recipes = new Counter({
    name: 'pantry_chef_recipes_total',
    help: 'Recipe requests by outcome: stop, length, client_gone, or the error code.',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly firstText = new Histogram({
    name: 'pantry_chef_recipe_first_text_seconds',
    help: 'From the recipe request to its first delta sent.',
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120],
    registers: [this.registry],
  });
  private readonly duration = new Histogram({
    name: 'pantry_chef_recipe_stream_seconds',
    help: 'From the recipe request to the end of its stream, whatever the outcome.',
    buckets: [1, 5, 10, 20, 30, 60, 120, 180, 300, 600],
    registers: [this.registry],
  });
  private readonly deltas = new Counter({
    name: 'pantry_chef_recipe_deltas_total',
    help: 'Deltas (pieces of recipe text) sent to visitors.',
    registers: [this.registry],
  });

  private readonly viewFailures = new Counter({
    name: 'pantry_chef_view_failures_total',
    help: 'Views of a recipe that failed to render on a page and showed their fallback, by view.',
    labelNames: ['view'] as const,
    registers: [this.registry],
  });
  private readonly ideasAnswers = new Counter({
    name: 'pantry_chef_ideas_total',
    help: 'Ideas requests by outcome: stop, length, client_gone, or the error code.',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly firstIdea = new Histogram({
    name: 'pantry_chef_ideas_first_idea_seconds',
    help: 'From the ideas request to its first idea sent.',
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60],
    registers: [this.registry],
  });
  private readonly ideasDuration = new Histogram({
    name: 'pantry_chef_ideas_stream_seconds',
    help: 'From the ideas request to the end of its stream, whatever the outcome.',
    buckets: [0.5, 1, 2, 5, 10, 20, 30, 60, 120],
    registers: [this.registry],
  });
  private readonly ideasSent = new Counter({
    name: 'pantry_chef_ideas_sent_total',
    help: 'Ideas (dishes proposed) sent to visitors.',
    registers: [this.registry],
  });

  constructor(streams: StreamTracker, provider: RecipeProvider) {
    collectDefaultMetrics({ register: this.registry, prefix: 'pantry_chef_' });
    // Every view's series exists from the start, so a first failure shows as a rise from zero.
    for (const view of VIEW_NAMES) this.viewFailures.inc({ view }, 0);
    new Gauge({
      name: 'pantry_chef_recipe_streams_running',
      help: 'Recipe streams running now.',
      registers: [this.registry],
      collect() {
        this.set(streams.size);
      },
    });
    new Gauge({
      name: 'pantry_chef_model_state',
      help: 'The model behind the server: 1 for its current state, 0 for the others.',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const now = provider.status().state;
        for (const state of MODEL_STATES) this.set({ state }, state === now ? 1 : 0);
      },
    });
    new Gauge({
      name: 'pantry_chef_model_queue_length',
      help: "Recipes waiting in the embedded model's line (0 for a remote model).",
      registers: [this.registry],
      collect() {
        this.set(provider.queue?.().waiting ?? 0);
      },
    });
  }

  request(route: string, method: string, status: number): void {
    this.requests.inc({ route, method, status: String(status) });
  }

  recipeOutcome(outcome: string): void {
    this.recipes.inc({ outcome });
  }

  viewFailure(view: ViewName): void {
    this.viewFailures.inc({ view });
  }

  ideasOutcome(outcome: string): void {
    this.ideasAnswers.inc({ outcome });
  }

  /** As `recipe`, counting ideas instead of deltas. */
  ideas(startedAt: number): RecipeObserver {
    return this.observer(startedAt, {
      count: this.ideasSent,
      first: this.firstIdea,
      duration: this.ideasDuration,
    });
  }

  recipe(startedAt: number): RecipeObserver {
    return this.observer(startedAt, {
      count: this.deltas,
      first: this.firstText,
      duration: this.duration,
    });
  }

  private observer(
    startedAt: number,
    to: { count: Counter; first: Histogram; duration: Histogram },
  ): RecipeObserver {
    let first = true;
    let ended = false;
    const seconds = () => (performance.now() - startedAt) / 1000;
    return {
      delta: () => {
        to.count.inc();
        if (!first) return;
        first = false;
        to.first.observe(seconds());
      },
      end: () => {
        if (ended) return;
        ended = true;
        to.duration.observe(seconds());
      },
    };
  }
}
