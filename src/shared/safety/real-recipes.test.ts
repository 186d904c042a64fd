import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFoodTable, type FoodTable } from '../food/food-table';
import { readRecipe } from '../recipe/read-recipe';
import { checkSafety, type SafetyFinding } from './check-safety';

/**
 * Real recipes from public collections (fixtures/real-recipes/README.md) that state a temperature
 * beside a food with a minimum: no false `Not safe`. The one `Not safe` among them is reviewed:
 * it is the recipe's own stated doneness, below the published minimum.
 */

const DIR = join(__dirname, 'fixtures', 'real-recipes');

/** Each recipe called Not safe, with what it states and why that is below the minimum. */
const REVIEWED_NOT_SAFE: Record<string, string> = {
  'based-cooking--basic-meatballs.md':
    'ground beef and pork meatballs "cook until the inside registers 60°C/140F": below 71 °C / 160 °F',
};

let table: FoodTable;
let found: { file: string; findings: SafetyFinding[] }[];
beforeAll(async () => {
  table = await loadFoodTable();
  found = readdirSync(DIR)
    .filter((f) => f.endsWith('.md') && f !== 'README.md')
    .map((file) => ({
      file,
      findings: checkSafety(readRecipe(readFileSync(join(DIR, file), 'utf8')), table),
    }));
  // Reading 132 recipes takes a few seconds on a busy machine.
}, 30_000);

describe('real recipes that state temperatures', () => {
  it('show no false Not safe', () => {
    const notSafe = found.filter((r) => r.findings.some((f) => f.status === 'not safe'));
    const notes = found.filter((r) => r.findings.some((f) => f.status === 'note'));
    console.log(
      `Food safety on ${found.length} real recipes: ${notSafe.length} Not safe (reviewed true), ` +
        `${notes.length} with a note.`,
    );
    expect(found.length).toBe(132);
    expect(notSafe.map((r) => r.file)).toEqual(Object.keys(REVIEWED_NOT_SAFE));
  });

  it('reads the stated doneness: a chicken taken to 165 °F gets no suggestion to state it', () => {
    const chicken = found.find((r) => r.file === 'based-cooking--spatchcock-chicken.md');
    expect(chicken?.findings).toEqual([]);
    const roti = found.find((r) => r.file === 'nosrecettes--poulet-roti-entier.md');
    expect(roti?.findings).toEqual([]);
  });

  it('notes a pork roast taken to 135 °F and a turkey to 160 °F, never Not safe', () => {
    const pork = found.find((r) => r.file === 'based-cooking--tuscan-style-pork-roast.md');
    expect(pork?.findings.map((f) => [f.status, f.code, f.food, f.stated])).toEqual([
      ['note', 'below guidance', 'pork', '135°F (57°C)'],
    ]);
    const turkey = found.find((r) => r.file === 'based-cooking--turkey-smoked.md');
    expect(turkey?.findings.map((f) => f.status)).toEqual(['note']);
  });
});
