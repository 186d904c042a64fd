/**
 * Rebuilds eval/nutrition-sets/chefkoch-nilsostertag.json from the scrape it comes from:
 *   git show 4dc7b1a9:data/raw_data/scraped_recipes.json   (GitHub nilsostertag/Projektarbeit-NLP)
 *   npx tsx scripts/build-chefkoch-set.ts <scraped_recipes.json> [how many, default all]
 * The selection is fixed before any computed figure is seen: the file's order, skipping only by
 * the rules in `skipReason`, so the set can be rebuilt and grown without choosing recipes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface ScrapedLine {
  name: string;
  amount: string;
  unit: string;
}
export interface ScrapedRecipe {
  url: string;
  title: string;
  properties: { nutritional_values?: { kcal?: number } };
  ingredients: { portions: number; payload: ScrapedLine[] };
}

// Units that are words standing for an amount: with no number they lost nothing.
const WORD_AMOUNTS = new Set(['', 'etwas', 'b.', 'evtl.', 'einige', 'wenig', 'viel']);

/** Why a recipe is left out, or null. The scraper lower-cased lines and dropped some amounts. */
export function skipReason(recipe: ScrapedRecipe, taken: Set<string>): string | null {
  const lines = recipe.ingredients.payload;
  if (!(recipe.ingredients.portions > 1)) return 'yield not above 1';
  if (!(Number(recipe.properties.nutritional_values?.kcal) > 0)) return 'no kcal';
  if (lines.length < 3) return 'fewer than 3 lines';
  if (lines.every((l) => l.amount.trim() === '')) return 'no amounts';
  if (taken.has(url(recipe))) return 'already in a set';
  const lost = lines.some(
    ({ amount, unit }) =>
      (amount.trim() === '' && !WORD_AMOUNTS.has(unit)) ||
      /[\d½¼¾⅓⅔⅛]/.test(unit) ||
      /^(gehäuft|gestr\.)$/.test(unit),
  );
  return lost ? 'scraper lost part of an amount' : null;
}

const SOURCE =
  "GitHub nilsostertag/Projektarbeit-NLP, data/raw_data/scraped_recipes.json at commit 4dc7b1a9e3b1e0e06a787b4c7ca1ac6f63d31523 (file last changed in bfc1f6f0c406be074278a8560ce5d774b2f58bb4): a student NLP project's scrape of chefkoch.de (the repository states no licence; the recipes are chefkoch.de's) (German community recipe site; 'kcal' is its figure per Portion, servings = the page's Portionen). All 948 recipes in the file come from chefkoch's Asian-cuisine listing (tag 'asien'). Selection: the file's own order; skipped: yield not > 1, no kcal, fewer than 3 lines, no amounts at all, URL already in eval/nutrition-recipes.json, and any recipe with a line where the scraper visibly lost part of the amount (amount empty but a measuring unit, a fraction/digit in the unit, or 'gehäuft'/'gestr.' in place of the unit); the first 40 were kept on 2026-11-27, all 142 the rules keep on 2026-11-28 (rebuilt by scripts/build-chefkoch-set.ts). Lines are rebuilt as 'amount unit name' from the scraper's fields; the scraper lower-cased them and wrote chefkoch's 'n. B.' as unit 'b.', restored as 'n. B.'. Known residual loss: a mixed number such as '1 ½ EL' was stored as '1 el' (not detectable; about 0.1% of lines).";

const url = (recipe: ScrapedRecipe) => recipe.url.trim();

/** "amount unit name", chefkoch's "n. B." restored from the scraper's "b.". */
export function lineText({ name, amount, unit }: ScrapedLine): string {
  const words = [amount.trim(), unit === 'b.' ? 'n. B.' : unit, name.trim()];
  return words.filter((w) => w !== '').join(' ');
}

function main() {
  const [source, count = 'Infinity'] = process.argv.slice(2);
  if (!source) throw new Error('usage: build-chefkoch-set.ts <scraped_recipes.json> [count]');
  const scraped = (JSON.parse(readFileSync(source, 'utf8')) as { payload: ScrapedRecipe[] })
    .payload;
  const firstSet = JSON.parse(
    readFileSync(new URL('../eval/nutrition-recipes.json', import.meta.url), 'utf8'),
  ) as { recipes: { url: string }[] };
  const taken = new Set(firstSet.recipes.map((r) => r.url));
  const kept = [];
  for (const recipe of scraped) {
    if (kept.length >= Number(count)) break;
    if (skipReason(recipe, taken) !== null) continue;
    taken.add(url(recipe));
    kept.push({
      url: url(recipe),
      title: recipe.title,
      servings: recipe.ingredients.portions,
      calories: recipe.properties.nutritional_values!.kcal!,
      ingredients: recipe.ingredients.payload.map(lineText),
    });
  }
  const target = new URL('../eval/nutrition-sets/chefkoch-nilsostertag.json', import.meta.url);
  writeFileSync(target, `${JSON.stringify({ source: SOURCE, recipes: kept }, null, 2)}\n`);
  console.log(`kept ${kept.length} of ${scraped.length}`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname))
  main();
