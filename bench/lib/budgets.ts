import type { BrowserResult } from '../sections/browser';
import type { KitchenResult } from '../sections/kitchen';
import type { ComputeResult } from '../sections/recipe-compute';
import type { ChunksResult } from '../sections/chunks';
import type { ConcurrencyResult } from '../sections/concurrency';
import type { LighthouseRun } from '../sections/lighthouse';
import type { WeightResult } from '../sections/weight';
import type { EmbeddedResult } from '../sections/embedded';

export type BudgetStatus = 'PASS' | 'FAIL' | 'SKIP' | 'ERROR';

export interface BudgetResult {
  name: string;
  limit: string;
  measured: string;
  status: BudgetStatus;
}

/** What the budgets read; a section left out (`--only`) is undefined, one that crashed an Error. */
export interface Measured {
  weight?: WeightResult | Error;
  chunks?: ChunksResult | Error;
  concurrency?: ConcurrencyResult | Error;
  browser?: BrowserResult | Error;
  lighthouse?: LighthouseRun[] | Error;
  embedded?: EmbeddedResult | Error;
  kitchen?: KitchenResult | Error;
  compute?: ComputeResult | Error;
}

export const LIMITS = {
  overheadMedianMs: 15,
  visibleSpeedup: 10,
  chunkAddedP99Ms: 1,
  concurrentStreams: 1000,
  criticalJsGzipBytes: 70_000,
  lighthouseScore: 100,
  /** A recipe's kitchen panel, nutrition and food-safety check, each, warm p95 (issue 37). */
  recipeComputeP95Ms: 20,
  embedded: {
    generationShare: 0.9,
    firstTextShare: 0.6,
    changeFirstText: 1.5,
    /** The answer that copies its recipe, and the one that copies nothing, against no prediction. */
    predictionBest: 2,
    predictionWorst: 0.9,
    chainFirstText: 1.5,
    ideasShare: 0.15,
    cookFirstText: 1.5,
    rssOverModelBytes: 600 * 2 ** 20,
  },
} as const;

function budget<T>(
  name: string,
  limit: string,
  section: T | Error | undefined,
  evaluate: (s: T) => { ok: boolean; measured: string },
): BudgetResult {
  if (section === undefined) return { name, limit, measured: 'not run', status: 'SKIP' };
  try {
    if (section instanceof Error) throw section;
    const { ok, measured } = evaluate(section);
    return { name, limit, measured, status: ok ? 'PASS' : 'FAIL' };
  } catch (err) {
    return {
      name,
      limit,
      measured: `error: ${(err as Error).message.split('\n')[0]}`,
      status: 'ERROR',
    };
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export function evaluateBudgets(m: Measured, tokens: number): BudgetResult[] {
  const L = LIMITS;
  return [
    budget(
      'First-token overhead (delay 0)',
      `<= ${L.overheadMedianMs} ms median`,
      m.browser,
      (b) => {
        if (!b.overheadMs.n) throw new Error('no successful run of ours-delay-0');
        // The floor does not change the verdict: it says how much of the figure any page pays here.
        return {
          ok: b.overheadMs.median <= L.overheadMedianMs,
          measured:
            `${b.overheadMs.median} ms (p95 ${b.overheadMs.p95}); floor ${b.floorOverheadMs.median} ms, ` +
            `frame clock ${b.frameClock.costMs} ms`,
        };
      },
    ),
    budget(
      `Recipe visible vs baseline (${tokens} tokens)`,
      `>= ${L.visibleSpeedup}x sooner`,
      m.browser,
      (b) => {
        const ratio = b.ratios['ours-delay-2000'];
        if (ratio === undefined || Number.isNaN(ratio))
          throw new Error('no successful run of ours-delay-2000');
        return {
          ok: ratio >= L.visibleSpeedup && tokens >= 1024,
          measured:
            `${ratio}x default flow (${b.ratios['ours-delay-0']}x delay 0; baseline computed)` +
            (tokens < 1024 ? ', needs a 1024-token answer' : ''),
        };
      },
    ),
    budget(
      'Server latency per chunk',
      `<= ${L.chunkAddedP99Ms} ms at p99, median of rounds`,
      m.chunks,
      (c) => ({
        ok: c.errors.length === 0 && c.server.p99MedianOfRounds <= L.chunkAddedP99Ms,
        measured:
          `${c.server.p99MedianOfRounds} ms (p50 ${c.server.p50}); bare relay ${c.relay.p99MedianOfRounds} ms` +
          (c.errors.length ? `; ${c.errors.length} errors` : ''),
      }),
    ),
    budget('Concurrent streams without errors', `>= ${L.concurrentStreams}`, m.concurrency, (c) => {
      const top = c.steps.at(-1);
      return {
        ok: c.maxCleanStreams >= L.concurrentStreams,
        measured:
          `${c.maxCleanStreams} clean; at ${top?.streams}: ${top?.errors} errors, ${top?.peakUpstream} ` +
          `open at once, ${top?.kbPerStream} KB ` +
          `per stream (RSS ${top?.idleRssMb} -> ${top?.peakRssMb} MB)`,
      };
    }),
    budget(
      'JS before first paint',
      `<= ${L.criticalJsGzipBytes / 1000} KB gzip`,
      m.weight,
      (w) => ({
        // The larger of index.html's reading and what Chromium had loaded at its first paint.
        ok: Math.max(w.jsGzip, w.jsGzipAtFcp) <= L.criticalJsGzipBytes,
        measured: `${kb(w.jsGzip)} gzip (${kb(w.jsBrotli)} brotli); in Chromium ${kb(w.jsGzipAtFcp)} gzip`,
      }),
    ),
    budget('Assets compressed, hashed immutable', 'all files', m.weight, (w) => {
      const bad = w.served.filter((a) => a.problem);
      const hashed = w.served.some((a) => a.cacheControl.includes('immutable'));
      return {
        ok: bad.length === 0 && hashed,
        measured: bad.length
          ? bad.map((a) => `${a.path}: ${a.problem}`).join(', ')
          : `${w.served.length} of ${w.served.length} files${hashed ? '' : ', none immutable'}`,
      };
    }),
    budget('Long tasks > 50 ms while streaming', '0 on our page', m.browser, (b) => ({
      ok: b.longTasks === 0,
      measured: `${b.longTasks} (longest ${b.longestTaskMs} ms)`,
    })),
    budget(
      'Lighthouse performance, accessibility',
      `${L.lighthouseScore}`,
      m.lighthouse,
      (runs) => ({
        ok:
          runs.length > 0 &&
          runs.every((r) => Math.min(r.performance, r.accessibility) >= L.lighthouseScore),
        measured: runs
          .map(
            (r) =>
              `${r.formFactor} ${r.performance} / ${r.accessibility} (best practices ${r.bestPractices})`,
          )
          .join(', '),
      }),
    ),
    budget(
      "A recipe's panel, nutrition, safety computed",
      `<= ${L.recipeComputeP95Ms} ms p95 each`,
      m.compute,
      (c) => {
        const cold = Math.max(
          ...c.rows.flatMap((r) => [r.cold.group, r.cold.nutrition, r.cold.safety]),
        );
        return {
          ok: c.worstP95Ms <= L.recipeComputeP95Ms,
          measured: `worst p95 ${c.worstP95Ms} ms (first compute up to ${cold} ms)`,
        };
      },
    ),
    ...embeddedBudgets(m.embedded),
  ];
}

const MB = 2 ** 20;

function embeddedBudgets(result: EmbeddedResult | Error | undefined): BudgetResult[] {
  const best = (r: EmbeddedResult) => ({
    tokensPerSecond: Math.max(...r.reference.map((x) => x.tokensPerSecond)),
    firstTokenMs: Math.min(...r.reference.map((x) => x.firstTokenMs)),
  });
  const L = LIMITS.embedded;
  const read = (n: number | null) => (n === null ? 'read not logged' : `${n} tokens read`);
  return [
    budget(
      'Embedded: generation speed',
      `>= ${L.generationShare * 100}% of node-llama-cpp's, same length`,
      result,
      (r) => {
        const ref = r.fullReference.tokensPerSecond;
        const share = r.product.tokensPerSecond / ref;
        return {
          ok: share >= L.generationShare,
          measured: `${r.product.tokensPerSecond} tok/s vs ${ref} (${Math.round(share * 100)}%)`,
        };
      },
    ),
    budget(
      'Embedded: first text, repeated request',
      `<= ${L.firstTextShare * 100}% of a full prompt`,
      result,
      (r) => {
        const ref = best(r).firstTokenMs;
        const share = r.product.repeatedFirstTextMs / ref;
        return {
          ok: share <= L.firstTextShare,
          measured: `${r.product.repeatedFirstTextMs} ms vs ${ref} ms (${Math.round(share * 100)}%)`,
        };
      },
    ),
    budget(
      'Embedded: first text, change of the recipe just written',
      `<= ${L.changeFirstText}x a fresh request's`,
      result,
      (r) => {
        const { change, repeatedFirstTextMs: fresh } = r.product;
        const ratio = change.firstTextMs / fresh;
        return {
          ok: ratio <= L.changeFirstText,
          measured: `${change.firstTextMs} ms vs ${fresh} ms (${ratio.toFixed(2)}x; ${read(change.read)})`,
        };
      },
    ),
    budget(
      'Embedded: first text, change after another conversation',
      'reported (a full read)',
      result,
      (r) => ({
        ok: true,
        measured: `${r.product.changeAfterOther.firstTextMs} ms (${read(r.product.changeAfterOther.read)})`,
      }),
    ),
    ...(
      [
        ['best case: the answer copies its recipe', L.predictionBest, 'best'],
        ['worst case: it copies nothing', L.predictionWorst, 'worst'],
        ['mixed: it copies half', undefined, 'mixed'],
      ] as const
    ).map(([what, limit, key]) =>
      budget(
        `Embedded: token prediction, ${what}`,
        limit === undefined ? 'reported' : `>= ${limit}x the speed without`,
        result,
        (r) => {
          const p = r.prediction[key];
          const ratio = p.predictedTokensPerSecond / p.plainTokensPerSecond;
          return {
            ok: limit === undefined || ratio >= limit,
            measured:
              `${p.predictedTokensPerSecond} vs ${p.plainTokensPerSecond} tok/s (${ratio.toFixed(2)}x), ` +
              `${p.accepted} of ${p.guessed} guesses accepted, ${p.tokens} tokens`,
          };
        },
      ),
    ),
    budget('Embedded: output with and without prediction', 'identical (greedy)', result, (r) => {
      const same = Object.values(r.prediction).every((p) => p.identical);
      return { ok: same, measured: same ? 'identical in all three cases' : 'different' };
    }),
    budget(
      'Embedded: first text, third change of a chain',
      `<= ${L.chainFirstText}x a fresh request's`,
      result,
      (r) => {
        const { fresh, changes } = r.chain;
        const third = changes[2];
        if (!third) return { ok: false, measured: 'no third change' };
        const ratio = third.firstTextMs / fresh.firstTextMs;
        return {
          ok: ratio <= L.chainFirstText,
          measured:
            `${third.firstTextMs} ms vs ${fresh.firstTextMs} ms (${ratio.toFixed(2)}x); tokens read ` +
            `per change ${changes.map((c) => c.read).join(', ')}`,
        };
      },
    ),
    budget(
      'Embedded: three ideas',
      `<= ${L.ideasShare * 100}% of a whole recipe's time`,
      result,
      (r) => {
        const { ideas, recipeSeconds } = r.product;
        if (ideas instanceof Error) throw ideas;
        const share = ideas.threeIdeasMs / (recipeSeconds * 1000);
        return {
          ok: share <= L.ideasShare,
          measured:
            `${ideas.threeIdeasMs} ms vs ${recipeSeconds} s (${Math.round(share * 100)}%; ` +
            `${ideas.ideas} ideas, first at ${ideas.firstIdeaMs} ms)`,
        };
      },
    ),
    budget(
      'Embedded: first text, Cook this after the ideas',
      `<= ${L.cookFirstText}x a fresh request's`,
      result,
      (r) => {
        const { ideas, repeatedFirstTextMs: fresh } = r.product;
        if (ideas instanceof Error) throw ideas;
        const ratio = ideas.cook.firstTextMs / fresh;
        return {
          ok: ratio <= L.cookFirstText,
          measured: `${ideas.cook.firstTextMs} ms vs ${fresh} ms (${ratio.toFixed(2)}x; ${read(ideas.cook.read)})`,
        };
      },
    ),
    budget('Embedded: server memory (RSS)', 'model file + 600 MB', result, (r) => ({
      ok: r.product.rssBytes <= r.modelBytes + L.rssOverModelBytes,
      measured: `${Math.round(r.product.rssBytes / MB)} MB (model ${Math.round(r.modelBytes / MB)} MB)`,
    })),
    budget('Embedded: a full 1,024-token recipe', 'reported', result, (r) => ({
      ok: true,
      measured: `${r.product.recipeSeconds} s (${r.product.tokens} tokens)`,
    })),
    budget(
      'Embedded: default time limit (pace at load)',
      '>= the full recipe above',
      result,
      (r) => {
        const p = r.product.loadPace;
        if (!p) return { ok: false, measured: 'not in the "embedded model ready" line' };
        return {
          ok: p.answerLimitMs >= r.product.recipeSeconds * 1000,
          measured:
            `${Math.round(p.answerLimitMs / 1000)} s (load pace ${p.answerMsPerToken} ms/token, ` +
            `${Math.round(1000 / p.answerMsPerToken)} tok/s)`,
        };
      },
    ),
  ];
}

/** --check fails on a missed budget and on one that could not be measured. */
export const failsCheck = (r: BudgetResult) => r.status === 'FAIL' || r.status === 'ERROR';
