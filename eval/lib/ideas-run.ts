import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SingleBar } from 'cli-progress';
import { loadFoodTable } from '../../src/shared/food/food-table';
import type { RecipeProvider } from '../../src/server/providers/types';
import { formatIdeasTable, runIdeas, summarizeIdeas } from './ideas';
import type { EvalRequest } from './run-requests';

/** `--ideas`: the set asked for ideas, one at a time, then the table (and the full report). */
export async function evalIdeas(options: {
  provider: RecipeProvider;
  requests: readonly EvalRequest[];
  stop: AbortSignal;
  bar: SingleBar;
  model: string;
  json: string | undefined;
}): Promise<void> {
  const { provider, requests, stop, bar, model, json } = options;
  let failed = 0;
  try {
    const answers = await runIdeas(provider, requests, stop, (answer) => {
      if (answer.failure) failed++;
      bar.increment({ failed });
    });
    bar.stop();
    const summary = summarizeIdeas(requests, answers, await loadFoodTable());
    console.log(`\nPantry Chef eval, ideas: ${model}\n`);
    console.log(formatIdeasTable(summary));
    if (json) {
      mkdirSync(dirname(json), { recursive: true });
      const full = { model, when: new Date().toISOString(), summary, answers };
      writeFileSync(json, `${JSON.stringify(full, null, 2)}\n`);
      console.log(`\nThe full report is in ${json}.`);
    }
  } finally {
    bar.stop();
    await provider.close();
  }
}
