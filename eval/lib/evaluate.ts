import { loadFoodTable } from '../../src/shared/food/food-table';
import type { RecipeReading } from '../../src/shared/recipe/reading';
import { runRequests, type RunOptions } from './run-requests';
import { scoreAnswer, summarize, type ScoredAnswer, type Summary } from './score';

export interface EvalReport {
  summary: Summary;
  answers: ScoredAnswer[];
}

/** Sends the set through the provider, reads and checks each answer, and sums it up. */
export async function evaluate(
  options: RunOptions & { read: (markdown: string) => RecipeReading },
): Promise<EvalReport> {
  const answers = await runRequests(options);
  const food = await loadFoodTable();
  const byId = new Map(options.requests.map((r) => [r.id, r]));
  const scored = answers.map((a) => scoreAnswer(byId.get(a.id)!, a, options.read, food));
  return { summary: summarize(options.requests, scored), answers: scored };
}
