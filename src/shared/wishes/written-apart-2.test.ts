import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFoodTable, type FoodTable } from '../food/food-table';
import type { Diet } from '../preference-options';
import { readRecipe } from '../recipe/read-recipe';
import type { RecipeLanguage } from '../recipe/recipe-language';
import type { RecipeReading } from '../recipe/reading';
import { checkAvoid, checkDiet, type WishStatus } from './check-wishes';

/**
 * Kept means kept (D14) on a second set written apart from the rules (fixtures/second-round):
 * whole recipes through the reader, as the page reads them, with the breaking food in the list,
 * in the steps or elsewhere; and lines alone and in a small recipe of their language.
 */

// From the project root, as Vitest runs: no file URL needed (the reader's own tests once ran in jsdom).
const DIR = join(process.cwd(), 'src/shared/wishes/fixtures/second-round');

interface Wish {
  raw: string;
  diet?: Diet;
  term?: string;
  /** Breaks it as a rule only (a curry paste that usually holds shrimp). */
  asARule: boolean;
  /** A choice of the line lets the cook keep it. */
  choice: boolean;
}

function wish(raw: string): Wish {
  raw = raw.trim();
  let text = raw;
  const asARule = text.startsWith('~');
  if (asARule) text = text.slice(1);
  const choice = text.endsWith('@c');
  text = text.replace(/@[sxc]$/, '');
  return text.startsWith('a:')
    ? { raw, term: text.slice(2), asARule, choice }
    : { raw, diet: text as Diet, asARule, choice };
}

const rows = (file: string) =>
  readFileSync(join(DIR, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => line.split(' | '));

const LINES = readdirSync(DIR)
  .filter((file) => /^lines-.*\.txt$/.test(file))
  .flatMap((file) => rows(file))
  .map(([lang, text, wishes]) => ({
    lang: lang as RecipeLanguage,
    text: text!,
    wishes: wishes!.split(',').map(wish),
  }));

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

function status(reading: RecipeReading, w: Wish): WishStatus {
  return w.diet
    ? checkDiet(reading, w.diet, table).status
    : checkAvoid(reading, [w.term!], table).status;
}

describe('a second set written apart from the rules', () => {
  it('never says Kept for a line that breaks its wish, alone or in a recipe', () => {
    const kept: string[] = [];
    let checks = 0;
    let notKept = 0;
    for (const { lang, text, wishes } of LINES)
      for (const w of wishes.filter((w) => !w.asARule && !w.choice)) {
        checks++;
        const [a, b] = [status(alone(text), w), status(inRecipe(lang, text), w)];
        if (a === 'kept' || b === 'kept') kept.push(`${lang} ${w.raw}: ${text}`);
        if (b === 'not kept') notKept++;
      }
    console.log(
      `Second set: ${LINES.length} lines, ${checks} checks, false Kept ${kept.length}, ` +
        `Not kept ${notKept} (${((notKept / checks) * 100).toFixed(1)}%), the rest Unknown`,
    );
    expect(kept).toEqual([]);
    expect(notKept / checks).toBeGreaterThanOrEqual(0.75);
    // Two thousand readings: seconds on a busy machine.
  }, 120_000);

  it('never says Kept for a whole recipe that breaks its wish, wherever it names the food', () => {
    const recipes = rows('recipes.txt').map(([name, wishes]) => ({
      name: name!,
      wishes: wishes!.split(',').map(wish),
      reading: readRecipe(readFileSync(join(DIR, 'recipes', `${name}.md`), 'utf8')),
    }));
    const kept = recipes.flatMap(({ name, wishes, reading }) =>
      wishes
        .filter((w) => !w.asARule && !w.choice && status(reading, w) === 'kept')
        .map((w) => `${name} ${w.raw}`),
    );
    expect(recipes.length).toBe(68);
    expect(kept).toEqual([]);
  }, 60_000);

  it('calls no clean line Not kept', () => {
    const alarms = rows('clean.txt').flatMap(([lang, text, wishes]) =>
      wishes!
        .split(',')
        .map(wish)
        .filter((w) => status(inRecipe(lang as RecipeLanguage, text!), w) === 'not kept')
        .map((w) => `${lang} ${w.raw}: ${text}`),
    );
    // Avoid terms do not read "vegan" as a promise yet ("vegan mayonnaise" for eggs).
    expect(alarms).toEqual([
      'en a:eggs: 2 tbsp vegan mayonnaise',
      'en a:fish: 1 tbsp vegan Worcestershire sauce',
    ]);
  }, 60_000);
});
