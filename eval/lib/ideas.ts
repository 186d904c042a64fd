/**
 * `npm run eval -- --ideas`: the ideas answer for each request of the set, read as the route reads
 * it, and checked: three read, three distinct, and each idea's ingredients keeping the wishes that
 * can be told from names (diet, avoid, only what I have).
 */
import type { ErrorCode } from '../../src/shared/api';
import { IDEAS_JSON_SCHEMA, IDEAS_LIMITS, type Idea } from '../../src/shared/ideas-request';
import { distinctIdeas, readAllIdeas } from '../../src/shared/ideas/read-ideas';
import type { FoodTable } from '../../src/shared/food/food-table';
import { avoidVerdict, findAvoidedTerms, readTerm } from '../../src/shared/wishes/avoid-check';
import { groupIngredients } from '../../src/shared/recipe/ingredient-match';
import { dietVerdict } from '../../src/shared/wishes/diet-rules';
import { buildIdeasMessages } from '../../src/server/ideas-prompt';
import { ProviderError, type RecipeProvider } from '../../src/server/providers/types';
import { table } from '../../bench/lib/table';
import { waitForReady, type EvalRequest } from './run-requests';

export interface IdeasAnswer {
  id: string;
  failure?: ErrorCode;
  text: string;
  ideas: Idea[];
  ms: number;
}

type Wish = 'diet' | 'avoid' | 'onlyWhatIHave';

export interface IdeasSummary {
  done: number;
  failed: number;
  /** Answers with three ideas read from them. */
  readable: number;
  /** Of those, answers whose three titles all differ. */
  distinct: number;
  /** Per wish: ideas asked with it, and those whose ingredients keep it. */
  wishes: Record<Wish, { set: number; kept: number; unknown: number }>;
  ms: number[];
}

async function askIdeas(provider: RecipeProvider, request: EvalRequest, stop: AbortSignal) {
  const started = performance.now();
  const answer: IdeasAnswer = { id: request.id, text: '', ideas: [], ms: 0 };
  try {
    const messages = buildIdeasMessages(request);
    const options = { maxTokens: IDEAS_LIMITS.maxTokens, jsonSchema: IDEAS_JSON_SCHEMA };
    for await (const event of provider.streamRecipe(messages, stop, options)) {
      if (event.type === 'delta') answer.text += event.text;
    }
  } catch (err) {
    answer.failure = err instanceof ProviderError ? err.code : 'internal_error';
  }
  answer.ms = performance.now() - started;
  // Repeats kept: the summary counts them.
  answer.ideas = readAllIdeas(answer.text, true);
  return answer;
}

/**
 * Whether an idea keeps a wish, told from its ingredient names as the recipe's checks tell it:
 * kept only when every ingredient is identified as keeping it (decisions D14).
 */
function keeps(idea: Idea, wish: Wish, request: EvalRequest, food: FoodTable | null): Outcome {
  const { diet, avoid = [] } = request.preferences;
  if (wish === 'diet') {
    return outcome(
      idea.ingredients.map((i) => (diet ? dietVerdict(i, diet, food).verdict : 'fits')),
    );
  }
  if (wish === 'avoid') {
    const named = [idea.title, idea.line].join('\n');
    if (findAvoidedTerms(named, avoid).length > 0) return 'not kept';
    if (!food) return 'unknown';
    const terms = avoid.map((term) => readTerm(term, food));
    return outcome(
      idea.ingredients.flatMap((i) => terms.map((term) => avoidVerdict(i, term, food).verdict)),
    );
  }
  if (!food) return 'unknown';
  // As "Use only what I have" reads a recipe: a line not identified, or maybe had, is unknown.
  const groups = groupIngredients(idea.ingredients, request.ingredients, food);
  const unsure = [...groups.maybe.map((m) => m.line), ...groups.unidentified];
  if (groups.toBuy.some((line) => !unsure.includes(line))) return 'not kept';
  return unsure.length > 0 ? 'unknown' : 'kept';
}

type Outcome = 'kept' | 'not kept' | 'unknown';

const outcome = (verdicts: readonly string[]): Outcome =>
  verdicts.includes('breaks')
    ? 'not kept'
    : verdicts.every((v) => v === 'fits')
      ? 'kept'
      : 'unknown';

const wishSet = (request: EvalRequest, wish: Wish) =>
  wish === 'diet'
    ? request.preferences.diet !== undefined
    : wish === 'avoid'
      ? (request.preferences.avoid ?? []).length > 0
      : request.preferences.onlyWhatIHave === true;

export function summarizeIdeas(
  requests: readonly EvalRequest[],
  answers: readonly IdeasAnswer[],
  food: FoodTable | null,
): IdeasSummary {
  const wishes: IdeasSummary['wishes'] = {
    diet: { set: 0, kept: 0, unknown: 0 },
    avoid: { set: 0, kept: 0, unknown: 0 },
    onlyWhatIHave: { set: 0, kept: 0, unknown: 0 },
  };
  const byId = new Map(requests.map((r) => [r.id, r]));
  let readable = 0;
  let distinct = 0;
  for (const answer of answers) {
    const request = byId.get(answer.id);
    if (!request || answer.failure) continue;
    if (answer.ideas.length >= IDEAS_LIMITS.count) readable++;
    const three = answer.ideas.slice(0, IDEAS_LIMITS.count);
    if (three.length === IDEAS_LIMITS.count && distinctIdeas(three).length === three.length) {
      distinct++;
    }
    for (const wish of Object.keys(wishes) as Wish[]) {
      if (!wishSet(request, wish)) continue;
      for (const idea of distinctIdeas(answer.ideas)) {
        wishes[wish].set++;
        const result = keeps(idea, wish, request, food);
        if (result === 'kept') wishes[wish].kept++;
        if (result === 'unknown') wishes[wish].unknown++;
      }
    }
  }
  return {
    done: answers.length,
    failed: answers.filter((a) => a.failure).length,
    readable,
    distinct,
    wishes,
    ms: answers.map((a) => a.ms),
  };
}

export async function runIdeas(
  provider: RecipeProvider,
  requests: readonly EvalRequest[],
  stop: AbortSignal,
  onAnswer: (answer: IdeasAnswer) => void,
): Promise<IdeasAnswer[]> {
  await waitForReady(provider, stop);
  const answers: IdeasAnswer[] = [];
  for (const request of requests) {
    if (stop.aborted) break;
    const answer = await askIdeas(provider, request, stop);
    answers.push(answer);
    onAnswer(answer);
  }
  return answers;
}

const LABELS: Record<Wish, string> = {
  diet: 'Diet kept',
  avoid: 'Avoid kept',
  onlyWhatIHave: 'Only what I have',
};

export function formatIdeasTable(s: IdeasSummary): string {
  const sorted = [...s.ms].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const rows = [
    ['Figure', 'Value'],
    ['Answers', `${s.done - s.failed} of ${s.done} (${s.failed} failed)`],
    ['Three ideas read', `${s.readable} of ${s.done}`],
    ['Three distinct titles', `${s.distinct} of ${s.done}`],
    ...(Object.keys(LABELS) as Wish[]).map((w) => [
      `${LABELS[w]} (per idea)`,
      `${s.wishes[w].kept} of ${s.wishes[w].set} (unknown ${s.wishes[w].unknown})`,
    ]),
    ['Time per answer (median)', `${(median / 1000).toFixed(1)} s`],
  ];
  return table(rows);
}
