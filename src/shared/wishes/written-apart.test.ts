import { beforeAll, describe, expect, it } from 'vitest';
import { wishStatus } from './fixtures/reading';
import { loadFoodTable, type FoodTable } from '../food/food-table';
import { BREAKING, KEEPING, type Lang } from './fixtures/written-apart';

/**
 * Kept means kept (D14), on lines written apart from the rules (fixtures/written-apart.txt): none
 * that breaks its wish may say "Kept", alone or inside a recipe of its language; lines that keep
 * their wish say so, and none is "Not kept".
 */

/** Lines that keep every wish of the set, the body of each recipe. */
const BASE: Record<Lang, string[]> = {
  en: ['200 g long-grain rice', '2 tbsp olive oil', '1 tsp salt', '3 ripe tomatoes, diced'],
  de: ['200 g Reis', '2 EL Olivenöl', '1 TL Salz', '3 Tomaten, gewürfelt'],
  fr: ['200 g de riz', "2 c. à soupe d'huile d'olive", '1 c. à café de sel', '3 tomates, en dés'],
  es: ['200 g de arroz', '2 cucharadas de aceite de oliva', '1 cucharadita de sal', '3 tomates'],
  it: ['200 g di riso', "2 cucchiai di olio d'oliva", '1 cucchiaino di sale', '3 pomodori'],
  pt: ['200 g de arroz', '2 colheres de sopa de azeite', '1 colher de chá de sal', '3 tomates'],
  nl: ['200 g rijst', '2 el olijfolie', '1 tl zout', '3 tomaten, in blokjes'],
};

let table: FoodTable;
beforeAll(async () => {
  table = await loadFoodTable();
});

const status = (wish: string, lines: string[]) => wishStatus(table, wish, lines);

describe('lines written apart from the rules', () => {
  it('the recipes they are put in keep every wish of the set', () => {
    const pairs = new Set(BREAKING.map(([lang, wish]) => `${lang} ${wish}`));
    for (const pair of pairs) {
      const [lang, wish] = [pair.slice(0, 2) as Lang, pair.slice(3)];
      expect(status(wish, BASE[lang]), pair).toBe('kept');
    }
  });

  it('never says Kept for a line that breaks its wish, alone or in a recipe', () => {
    const kept: string[] = [];
    let notKept = 0;
    for (const [lang, wish, line] of BREAKING) {
      const alone = status(wish, [line]);
      const inRecipe = status(wish, [...BASE[lang], line]);
      if (alone === 'kept' || inRecipe === 'kept') kept.push(`${lang} ${wish}: ${line}`);
      if (inRecipe === 'not kept') notKept++;
    }
    console.log(
      `Written apart: ${BREAKING.length} lines that break their wish, false Kept ${kept.length}, ` +
        `Not kept ${notKept} (${((notKept / BREAKING.length) * 100).toFixed(1)}%), the rest Unknown`,
    );
    expect(kept).toEqual([]);
    expect(BREAKING.length).toBe(1668);
    // ratchet: raise when it improves (the breaking lines read Not kept today).
    expect(notKept).toBeGreaterThanOrEqual(1366);
  }, 120_000);

  it('keeps the lines that keep their wish, and calls none of them Not kept', () => {
    const statuses = KEEPING.map(([lang, wish, line]) => ({
      line: `${lang} ${wish}: ${line}`,
      status: status(wish, [...BASE[lang], line]),
    }));
    const kept = statuses.filter((s) => s.status === 'kept').length;
    console.log(`Written apart: ${KEEPING.length} lines that keep their wish, Kept ${kept}`);
    expect(statuses.filter((s) => s.status === 'not kept').map((s) => s.line)).toEqual([]);
    expect(KEEPING.length).toBe(118);
    // Every one of them reads Kept today: none may fall back to Unknown.
    expect(statuses.filter((s) => s.status !== 'kept').map((s) => s.line)).toEqual([]);
  });
});
