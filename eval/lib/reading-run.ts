import { loadFoodTable } from '../../src/shared/food/food-table';
import { loadNutritionTable } from '../../src/shared/nutrition/nutrition-table';
import { evalReading, loadReadingSet, readingTable, type Half } from './reading-eval';

/**
 * `npm run eval -- --reading`: the reader on real recipes it was not written from
 * (eval/reading-set), the working half beside the held-out half. `--verbose` lists what the
 * working half misses; the held-out half's misses are counted, never listed, so that no rule is
 * written from them.
 */
export async function evalReadingSet(verbose: boolean): Promise<void> {
  const [table, nutrition] = await Promise.all([loadFoodTable(), loadNutritionTable()]);
  const recipes = loadReadingSet();
  const halves = evalReading(recipes, table, nutrition);
  console.log(`Reading set: ${recipes.length} real recipes (eval/reading-set)\n`);
  console.log(readingTable(halves));
  const w = halves.working;
  const list = (title: string, items: readonly string[]) =>
    items.length ? `\n${title} (${items.length}):\n${items.map((i) => `  ${i}`).join('\n')}` : '';
  const because = Object.keys(w.missedBecause) as (keyof typeof w.missedBecause)[];
  console.log('\nLabelled diets not Kept, by why (working / held-out):');
  for (const why of because)
    console.log(`  ${why}: ${w.missedBecause[why]} / ${halves['held-out'].missedBecause[why]}`);
  const falseKept = (half: Half) => halves[half].falseKept;
  // A false Kept is a defect whichever half shows it: both are named.
  console.log(list('False Kept, working half', falseKept('working')));
  console.log(list('False Kept, held-out half', falseKept('held-out')));
  if (!verbose) return;
  console.log(list('Lines not identified, working half', w.unidentified));
  console.log(list('Labelled diets not Kept, working half', w.labelledMissed));
  console.log(list('Pairs wrong, working half', w.pairsWrong));
}
