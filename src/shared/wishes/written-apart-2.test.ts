import { beforeAll, describe, expect, it } from 'vitest';
import { loadFoodTable, type FoodTable } from '../food/food-table';
import { readRecipe } from '../recipe/read-recipe';
import type { RecipeLanguage } from '../recipe/recipe-language';
import type { RecipeReading } from '../recipe/reading';
import { checkAvoid, checkDiet, type WishFinding } from './check-wishes';
import { CLEAN, LINES, RECIPES, type Wish } from './fixtures/second-round/second-round';

/**
 * Kept means kept (D14) on a second set written apart from the rules (fixtures/second-round):
 * whole recipes through the reader, as the page reads them, with the breaking food in the list,
 * in the steps or elsewhere; and lines alone and in a small recipe of their language. Every wish
 * is checked: one the line breaks is never Kept; one it breaks only as a rule (`~`, a curry paste
 * that usually holds shrimp) is Kept only as a bought product read by its usual recipe (D19),
 * named for a label check; one a choice of the line lets the cook keep (`@c`) reads Kept.
 */

const FRAME: Record<RecipeLanguage, [string, string, string[], string]> = {
  en: [
    'Ingredients',
    'Method',
    ['2 tbsp rapeseed oil', '1 tsp fine sea salt', '200 g white long-grain rice'],
    'Cook the rice with the oil for 20 minutes.',
  ],
  de: [
    'Zutaten',
    'Zubereitung',
    ['2 EL Rapsöl', '1 TL Meersalz', '250 g Basmatireis'],
    'Den Reis mit dem Öl in 20 Minuten garen.',
  ],
  fr: [
    'Ingrédients',
    'Préparation',
    ["2 c. à soupe d'huile de tournesol", '1 pincée de sel fin', '250 g de riz basmati'],
    'Faites cuire le riz avec le reste pendant 20 minutes.',
  ],
  es: [
    'Ingredientes',
    'Preparación',
    ['2 cucharadas de aceite de girasol', '1 cucharadita de sal marina', '250 g de arroz basmati'],
    'Cocina el arroz con el resto durante 20 minutos.',
  ],
  it: [
    'Ingredienti',
    'Preparazione',
    ['2 cucchiai di olio di girasole', '1 cucchiaino di sale marino', '250 g di riso basmati'],
    'Cuoci il riso con il resto per 20 minuti.',
  ],
  pt: [
    'Ingredientes',
    'Modo de preparação',
    ['2 colheres de sopa de óleo de girassol', '1 pitada de sal marinho', '250 g de arroz basmati'],
    'Cozinhe o arroz com o resto durante 20 minutos.',
  ],
  nl: [
    'Ingrediënten',
    'Bereiding',
    ['2 el zonnebloemolie', '1 snufje zeezout', '250 g basmatirijst'],
    'Kook de rijst met de rest in 20 minuten gaar.',
  ],
};

/** A small recipe of the line's language around it, read as the page reads one. */
function inRecipe(lang: RecipeLanguage, line: string): RecipeReading {
  const [ingredients, method, lines, step] = FRAME[lang];
  const list = [...lines, line].map((l) => `- ${l}`).join('\n');
  return readRecipe(`# Dish\n\n## ${ingredients}\n\n${list}\n\n## ${method}\n\n1. ${step}\n`);
}

function alone(line: string): RecipeReading {
  return {
    title: null,
    description: null,
    servings: null,
    times: {},
    ingredients: [{ name: null, lines: [{ text: line, start: 0, end: line.length }] }],
    steps: [],
  };
}

let table: FoodTable;
beforeAll(async () => {
  table = await loadFoodTable();
});

function finding(reading: RecipeReading, w: Wish): WishFinding {
  return w.diet ? checkDiet(reading, w.diet, table) : checkAvoid(reading, [w.term!], table);
}

const status = (reading: RecipeReading, w: Wish) => finding(reading, w).status;

/** Kept where the wish is broken only as a rule, without a bought product named to check. */
const keptUnlabelled = (f: WishFinding) => f.status === 'kept' && !f.labelCheck?.length;

describe('a second set written apart from the rules', () => {
  it('never says Kept for a line that breaks its wish, alone or in a recipe', () => {
    const kept: string[] = [];
    const choicesNotKept: string[] = [];
    let checks = 0;
    let notKept = 0;
    let asARule = 0;
    let choices = 0;
    for (const { lang, text, wishes } of LINES)
      for (const w of wishes) {
        const [a, b] = [finding(alone(text), w), finding(inRecipe(lang, text), w)];
        const name = `${lang} ${w.raw}: ${text}`;
        if (w.choice) {
          choices++;
          if (a.status !== 'kept' || b.status !== 'kept') choicesNotKept.push(name);
        } else if (w.asARule) {
          asARule++;
          if (keptUnlabelled(a) || keptUnlabelled(b)) kept.push(name);
        } else {
          checks++;
          if (a.status === 'kept' || b.status === 'kept') kept.push(name);
          if (b.status === 'not kept') notKept++;
        }
      }
    console.log(
      `Second set: ${LINES.length} lines, ${checks} checks, false Kept ${kept.length}, ` +
        `Not kept ${notKept} (${((notKept / checks) * 100).toFixed(1)}%), the rest Unknown; ` +
        `${asARule} broken as a rule, ${choices} a choice keeps (Kept ${choices - choicesNotKept.length})`,
    );
    expect(kept).toEqual([]);
    expect([checks, asARule, choices]).toEqual([1122, 96, 4]);
    // ratchet: raise when it improves (the checks read Not kept today).
    expect(notKept).toBeGreaterThanOrEqual(1000);
    expect(choicesNotKept).toEqual([]);
    // Two thousand readings: seconds on a busy machine.
  }, 120_000);

  it('never says Kept for a whole recipe that breaks its wish, wherever it names the food', () => {
    const read = RECIPES.map(({ name, wishes, markdown }) => ({
      name,
      wishes,
      reading: readRecipe(markdown),
    }));
    const kept: string[] = [];
    const choices: string[] = [];
    for (const { name, wishes, reading } of read)
      for (const w of wishes) {
        const f = finding(reading, w);
        if (w.choice) choices.push(`${name} ${w.raw}: ${f.status}`);
        else if (w.asARule ? keptUnlabelled(f) : f.status === 'kept') kept.push(`${name} ${w.raw}`);
      }
    expect(RECIPES.length).toBe(68);
    expect(kept).toEqual([]);
    // Its step 4 seasons "with sugar and fish sauce", the list's choice ("or soy sauce") unsaid
    // there: Not kept, as the step reads.
    expect(choices).toEqual(['en03-greencurry a:fish@c: not kept']);
  }, 60_000);

  it('calls no clean line Not kept', () => {
    const alarms = CLEAN.flatMap(({ lang, text, wishes }) =>
      wishes
        .filter((w) => status(inRecipe(lang, text), w) === 'not kept')
        .map((w) => `${lang} ${w.raw}: ${text}`),
    );
    expect(CLEAN.length).toBe(111);
    // Avoid terms do not read "vegan" as a promise yet ("vegan mayonnaise" for eggs).
    expect(alarms).toEqual([
      'en a:eggs: 2 tbsp vegan mayonnaise',
      'en a:fish: 1 tbsp vegan Worcestershire sauce',
    ]);
  }, 60_000);
});
