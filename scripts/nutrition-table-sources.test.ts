import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NutritionTableData } from '../src/shared/nutrition/nutrition-table-data';
import {
  NUTRITION_TABLE,
  buildFromSources,
  defaultFolder,
  readFoodTable,
  readNutritionTable,
  sr28Foods,
} from './build-nutrition-table';
import { FROM_SR28, MIXED } from './nutrition-knowledge';

/** The table checked: the committed one. */
const TABLE = NUTRITION_TABLE;

/** What differs between two tables, a line each: the first few foods, joins and phrases. */
function tableDifferences(committed: NutritionTableData, built: NutritionTableData): string[] {
  const differences: string[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  for (const key of new Set([...Object.keys(committed), ...Object.keys(built)]) as Set<
    keyof NutritionTableData
  >) {
    const [a, b] = [committed[key], built[key]];
    if (same(a, b)) continue;
    if (typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) || !a || !b) {
      differences.push(`${key}: committed ${JSON.stringify(a)}, built ${JSON.stringify(b)}`);
      continue;
    }
    const [x, y] = [a as Record<string, unknown>, b as Record<string, unknown>];
    const ids = [...new Set([...Object.keys(x), ...Object.keys(y)])];
    const changed = ids.filter((id) => !same(x[id], y[id]));
    for (const id of changed.slice(0, 5))
      differences.push(
        `${key}["${id}"]: committed ${JSON.stringify(x[id])}, built ${JSON.stringify(y[id])}`,
      );
    if (changed.length > 5) differences.push(`${key}: ${changed.length - 5} more differ`);
    if (!changed.length) differences.push(`${key}: the same entries in another order`);
  }
  return differences;
}

/**
 * The table `file` and what its sources build: SR24, SR28's files when they are in
 * .cache/usda-sr/sr28 (else its foods as `file` has them), the decided lists. Built once.
 */
let built: ReturnType<typeof build> | undefined;
function build(file: string) {
  const sr24 = defaultFolder('sr24');
  if (!existsSync(join(sr24, '.source')))
    throw new Error(
      `SR24's XML files are not in ${sr24}: \`npm run get:nutrition-sources\` fetches them ` +
        '(Debian package cronometer, 6 MB), then run the test again.',
    );
  const sr28 = sr28Foods(undefined, file);
  return {
    committed: readNutritionTable(file),
    sr28,
    ...buildFromSources(sr24, sr28.foods, readFoodTable()),
  };
}
const sources = (file = TABLE) => (built ??= build(file));

describe('the committed nutrition table', () => {
  it('is what its sources build: SR24, the foods of SR28, the decided lists', () => {
    const { committed, data } = sources();
    expect(
      tableDifferences(committed, data),
      'src/shared/nutrition/nutrition-table.json is not what its sources build: ' +
        '`npm run build:nutrition`, then `npx prettier --write` it',
    ).toEqual([]);
    // Byte for byte as the build writes it (before prettier): key order too.
    expect(JSON.stringify(data) === JSON.stringify(committed)).toBe(true);
  });

  it('holds from SR28 exactly the foods of FROM_SR28', () => {
    const { committed, sr24 } = sources();
    const others = new Set([...sr24.map((f) => f.uid), ...MIXED.map((m) => m.uid)]);
    const fromSr28 = Object.keys(committed.foods).filter((uid) => !others.has(uid));
    expect(
      fromSr28.sort(),
      'the foods of the committed table in neither SR24 nor MIXED are those of FROM_SR28 ' +
        '(src/shared/nutrition/knowledge/from-sr28.txt): a food added to it needs SR28 ' +
        '(`npm run get:nutrition-sources -- --sr28`, docs/nutrition.md) and a build',
    ).toEqual(Object.keys(FROM_SR28).sort());
  });
});
