import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFoodTable, type FoodTable } from '../food/food-table';
import { isPageLanguage, type PageLanguage } from '../languages';
import { dietVerdict, lineIdentified } from '../wishes/diet-rules';

/** fixtures/lines.txt: `language | line | identified | vegan | vegetarian`, one case a line. */
interface LineCase {
  language: PageLanguage;
  line: string;
  identified: boolean;
  vegan: string;
  vegetarian: string;
}

function readCases(): LineCase[] {
  const text = readFileSync(join(import.meta.dirname, 'fixtures/lines.txt'), 'utf8');
  return text
    .split('\n')
    .filter((row) => row.trim() && !row.startsWith('#'))
    .map((row) => {
      const [language, line, identified, vegan, vegetarian] = row.split('|').map((c) => c.trim());
      if (!isPageLanguage(language) || !line || !vegan || !vegetarian || !identified)
        throw new Error(`fixtures/lines.txt: a row of five cells: ${row}`);
      return { language, line, identified: identified === 'yes', vegan, vegetarian };
    });
}

let table: FoodTable;
beforeAll(async () => {
  table = await loadFoodTable();
});

describe('ingredient lines as real recipes write them (fixtures/lines.txt)', () => {
  it.each(readCases().map((c) => [`${c.language}: ${c.line}`, c] as const))('%s', (_, c) => {
    const options = { language: c.language };
    expect({
      identified: lineIdentified(c.line, table, options),
      vegan: dietVerdict(c.line, 'vegan', table, options).verdict,
      vegetarian: dietVerdict(c.line, 'vegetarian', table, options).verdict,
    }).toEqual({ identified: c.identified, vegan: c.vegan, vegetarian: c.vegetarian });
  });
});
