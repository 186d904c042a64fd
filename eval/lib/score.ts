import prettyMs from 'pretty-ms';
import type { FoodTable } from '../../src/shared/food/food-table';
import { groupIngredients } from '../../src/shared/recipe/ingredient-match';
import type { RecipeReading } from '../../src/shared/recipe/reading';
import {
  checkWishes,
  WISH_LABELS,
  wishesSet,
  type WishFinding,
  type WishName,
  type WishStatus,
} from '../../src/shared/wishes/check-wishes';
import { table } from '../../bench/lib/table';
import type { Answer, EvalRequest } from './run-requests';

export interface ScoredAnswer extends Answer {
  readable: { ingredients: boolean; steps: boolean };
  /** One per wish the request set; empty for a failed answer (its wishes count as failed). */
  findings: WishFinding[];
  /** Ingredient lines beyond the visitor's list and the pantry staples; null with no list read. */
  extras: number | null;
  /** Share of the visitor's items that some ingredient line uses; null with no list read. */
  listUsed: number | null;
  /** The answer's language as the reader names it; "unclear" when it does not, "none" if failed. */
  language: string;
  /** Ingredient lines the diet or avoid check could not identify (each line once). */
  uncheckedLines: number;
}

/** Reads one answer with the product's reader and checks it with the page's checks. */
export function scoreAnswer(
  request: EvalRequest,
  answer: Answer,
  read: (markdown: string) => RecipeReading,
  food: FoodTable | null,
): ScoredAnswer {
  if (answer.outcome === 'failed')
    return {
      ...answer,
      readable: { ingredients: false, steps: false },
      findings: [],
      extras: null,
      listUsed: null,
      language: 'none',
      uncheckedLines: 0,
    };
  const reading = read(answer.text);
  const lines = reading.ingredients.flatMap((g) => g.lines.map((l) => l.text));
  const groups = food ? groupIngredients(lines, request.ingredients, food) : null;
  const hasList = lines.length > 0;
  const findings = checkWishes(reading, request.ingredients, request.preferences, food);
  return {
    ...answer,
    readable: { ingredients: hasList, steps: reading.steps.length > 0 },
    findings,
    language: reading.language ?? 'unclear',
    uncheckedLines: new Set(findings.flatMap((f) => f.unchecked ?? [])).size,
    extras: hasList && groups ? groups.toBuy.length : null,
    listUsed:
      hasList && groups
        ? (request.ingredients.length - groups.notUsed.length) / request.ingredients.length
        : null,
  };
}

const WISHES = Object.entries(WISH_LABELS) as [WishName, string][];

export type WishCounts = Record<WishStatus | 'failed', number> & { set: number };

interface Spread {
  mean: number | null;
  worst: number | null;
  worstId: string | null;
}

export interface Summary {
  requests: number;
  done: number;
  answered: number;
  failed: Record<string, number>;
  cutAtLength: number;
  readable: { both: number; ingredients: number; steps: number };
  wishes: Record<WishName, WishCounts>;
  extras: Spread;
  /** Lowest share as worst. */
  listUsed: Spread;
  chars: Spread;
  ms: Spread;
  firstTextMs: Spread;
  /** Lines the diet and avoid checks could not identify, over every answer. */
  uncheckedLines: number;
  /** The same figures split by the answer's language. */
  byLanguage: Record<string, LanguageCounts>;
  /** Per language asked (the request's, English when absent): answers, and how many came in it. */
  asked: Record<string, AskedCounts>;
}

export interface AskedCounts {
  answers: number;
  inAsked: number;
  /** The languages the other answers came in ("unclear" when the reader could not tell). */
  others: Record<string, number>;
}

export interface LanguageCounts {
  answers: number;
  diet: WishCounts;
  avoid: WishCounts;
  uncheckedLines: number;
}

/** Mean and worst of the values present; `low` when the lowest is worst. */
function spread(items: { id: string; value: number | null }[], low = false): Spread {
  const present = items.filter((i): i is { id: string; value: number } => i.value !== null);
  if (present.length === 0) return { mean: null, worst: null, worstId: null };
  const worst = present.reduce((w, i) => ((low ? i.value < w.value : i.value > w.value) ? i : w));
  const mean = present.reduce((s, i) => s + i.value, 0) / present.length;
  return { mean, worst: worst.value, worstId: worst.id };
}

function countWish(
  requests: ReadonlyMap<string, EvalRequest>,
  scored: readonly ScoredAnswer[],
  wish: WishName,
): WishCounts {
  const counts: WishCounts = { set: 0, kept: 0, 'not kept': 0, unknown: 0, failed: 0 };
  for (const answer of scored) {
    if (!wishesSet(requests.get(answer.id)!.preferences).includes(wish)) continue;
    counts.set++;
    const found = answer.findings.find((f) => f.wish === wish);
    counts[found ? found.status : 'failed']++;
  }
  return counts;
}

export function summarize(
  requests: readonly EvalRequest[],
  scored: readonly ScoredAnswer[],
): Summary {
  const byId = new Map(requests.map((r) => [r.id, r]));
  const answered = scored.filter((a) => a.outcome === 'answered');
  const failed: Record<string, number> = {};
  for (const a of scored) if (a.failure) failed[a.failure] = (failed[a.failure] ?? 0) + 1;
  const of = (pick: (a: ScoredAnswer) => number | null, list = answered) =>
    list.map((a) => ({ id: a.id, value: pick(a) }));
  return {
    requests: requests.length,
    done: scored.length,
    answered: answered.length,
    failed,
    cutAtLength: answered.filter((a) => a.finishReason === 'length').length,
    readable: {
      both: scored.filter((a) => a.readable.ingredients && a.readable.steps).length,
      ingredients: scored.filter((a) => a.readable.ingredients).length,
      steps: scored.filter((a) => a.readable.steps).length,
    },
    wishes: Object.fromEntries(WISHES.map(([w]) => [w, countWish(byId, scored, w)])) as Record<
      WishName,
      WishCounts
    >,
    extras: spread(of((a) => a.extras)),
    listUsed: spread(
      of((a) => a.listUsed),
      true,
    ),
    chars: spread(of((a) => a.text.length)),
    ms: spread(of((a) => a.ms, [...scored])),
    firstTextMs: spread(of((a) => a.firstTextMs, [...scored])),
    uncheckedLines: scored.reduce((sum, a) => sum + a.uncheckedLines, 0),
    byLanguage: byLanguage(byId, scored),
    asked: askedLanguages(byId, answered),
  };
}

function askedLanguages(
  requests: ReadonlyMap<string, EvalRequest>,
  answered: readonly ScoredAnswer[],
): Record<string, AskedCounts> {
  const asked: Record<string, AskedCounts> = {};
  for (const answer of answered) {
    const language = requests.get(answer.id)!.language ?? 'en';
    const counts = (asked[language] ??= { answers: 0, inAsked: 0, others: {} });
    counts.answers++;
    if (answer.language === language) counts.inAsked++;
    else counts.others[answer.language] = (counts.others[answer.language] ?? 0) + 1;
  }
  return asked;
}

function byLanguage(
  requests: ReadonlyMap<string, EvalRequest>,
  scored: readonly ScoredAnswer[],
): Record<string, LanguageCounts> {
  const languages = [...new Set(scored.map((a) => a.language))].sort();
  return Object.fromEntries(
    languages.map((language) => {
      const of = scored.filter((a) => a.language === language);
      return [
        language,
        {
          answers: of.length,
          diet: countWish(requests, of, 'diet'),
          avoid: countWish(requests, of, 'avoid'),
          uncheckedLines: of.reduce((sum, a) => sum + a.uncheckedLines, 0),
        },
      ];
    }),
  );
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const seconds = (ms: number) => prettyMs(ms, { secondsDecimalDigits: 1 });
const percent = (share: number) => `${Math.round(share * 100)}%`;

function spreadRow(
  name: string,
  s: Spread,
  show: (n: number) => string,
  worst: string,
  showWorst = show,
): string[] {
  if (s.mean === null) return [name, '-', 'no answer to measure'];
  return [name, `mean ${show(s.mean)}`, `${worst} ${showWorst(s.worst!)} (${s.worstId})`];
}

/** The one table `npm run eval` prints. */
export function formatTable(s: Summary): string {
  const failures = Object.entries(s.failed).map(([kind, n]) => `${kind} ${n}`);
  const rows: string[][] = [
    ['Figure', 'Value', 'Detail'],
    [
      'Answers',
      `${s.answered} of ${s.done}`,
      `${s.done - s.answered} failed${failures.length ? `: ${failures.join(', ')}` : ''}` +
        `; ${s.cutAtLength} cut at the token cap` +
        (s.done < s.requests ? `; stopped after ${s.done} of ${s.requests} requests` : ''),
    ],
    [
      'Readable',
      `${s.readable.both} of ${s.done}`,
      `ingredient list ${s.readable.ingredients}, steps ${s.readable.steps}`,
    ],
    ...WISHES.map(([wish, label]) => {
      const c = s.wishes[wish];
      return [
        `${label} kept`,
        `${c.kept} of ${c.set}`,
        `not kept ${c['not kept']}, unknown ${c.unknown}, failed ${c.failed}`,
      ];
    }),
    [
      'Lines not checked',
      `${s.uncheckedLines}`,
      'ingredient lines the diet or avoid check could not identify',
    ],
    ...Object.entries(s.byLanguage).map(([language, c]) => [
      `Language ${language}`,
      `${c.answers} ${c.answers === 1 ? 'answer' : 'answers'}`,
      `diet kept ${c.diet.kept} of ${c.diet.set} (not kept ${c.diet['not kept']}, unknown ` +
        `${c.diet.unknown}); avoid kept ${c.avoid.kept} of ${c.avoid.set} (not kept ` +
        `${c.avoid['not kept']}, unknown ${c.avoid.unknown}); lines not checked ${c.uncheckedLines}`,
    ]),
    ...Object.entries(s.asked).map(([language, c]) => [
      `Asked in ${language}`,
      `${c.inAsked} of ${c.answers} (${percent(c.answers ? c.inAsked / c.answers : 0)})`,
      Object.keys(c.others).length
        ? `the others in ${Object.entries(c.others)
            .map(([other, n]) => `${other} ${n}`)
            .join(', ')}`
        : `every answer in ${language}`,
    ]),
    spreadRow('Extras', s.extras, (n) => n.toFixed(1), 'worst', int),
    spreadRow('List used', s.listUsed, percent, 'lowest'),
    spreadRow('Length (characters)', s.chars, int, 'longest'),
    spreadRow('Time per answer', s.ms, seconds, 'slowest'),
    spreadRow('First text', s.firstTextMs, seconds, 'slowest'),
  ];
  return table(rows);
}
