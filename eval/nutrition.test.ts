import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FoodTable } from '../src/shared/food/food-table';
import type { FoodTableData } from '../src/shared/food/food-table-data';
import { NutritionTable } from '../src/shared/nutrition/nutrition-table';
import type { NutritionTableData } from '../src/shared/nutrition/nutrition-table-data';
import { lineFood } from '../src/shared/nutrition/line-food';
import { renderedForm } from '../src/shared/nutrition/rendered';
import { edibleShare } from '../src/shared/nutrition/bone';
import { lineGrams } from '../src/shared/nutrition/line-grams';
import { drainedShare, recipeNutrition } from '../src/shared/nutrition/recipe-nutrition';
import { readRecipe } from '../src/shared/recipe/read-recipe';
import {
  evalRecipe,
  foodsBehindMisses,
  mainFoods,
  recipeMarkdown,
  siteLanguage,
  summarize,
  uniqueRecipes,
  type SiteRecipe,
} from './lib/nutrition-eval';
import { formatModelRows, modelRecipeCoverage } from './lib/nutrition-model-recipes';
import { nutritionSets } from './lib/nutrition-run';

const json = <T>(path: string) =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;

describe('the nutrition eval on real recipes', () => {
  const foods = new FoodTable(json<FoodTableData>('../src/shared/food/food-table.json'));
  const nutrition = new NutritionTable(
    json<NutritionTableData>('../src/shared/nutrition/nutrition-table.json'),
  );
  const set = json<{ source: string; recipes: SiteRecipe[] }>('./nutrition-recipes.json');
  const sets = nutritionSets();
  const recipes = sets.flatMap((s) => s.recipes);
  const outcomes = recipes.map((r) => evalRecipe(r, foods, nutrition));

  it('names its sources and every recipe its page, each page once over all sets', () => {
    expect(set.source).toMatch(/recipya/);
    expect(sets[0]!.recipes).toEqual(uniqueRecipes(set.recipes));
    for (const s of sets) expect(s.source.length, s.name).toBeGreaterThan(40);
    for (const r of recipes) {
      expect(r.url).toMatch(/^https?:\/\//);
      expect(r.servings, r.url).toBeGreaterThan(0);
      expect(r.calories, r.url).toBeGreaterThanOrEqual(0);
      expect(r.ingredients.length, r.url).toBeGreaterThan(0);
    }
    expect(new Set(recipes.map((r) => r.url)).size).toBe(recipes.length);
  });

  it('says why for every recipe without a figure', () => {
    for (const o of outcomes.filter((x) => x.kind !== 'figure'))
      expect(o.reason, o.url).toBeTruthy();
  });

  it('summarizes per language, with every recipe counted once', () => {
    const all = summarize(outcomes).find((s) => s.language === 'all')!;
    expect(all.recipes + all.notCompared).toBe(recipes.length);
    expect(all.figure + all.range).toBeLessThanOrEqual(all.recipes);
  });

  it("reads the language from the site's country first, then from the text", () => {
    const site = (url: string, ingredients: string[]): SiteRecipe => ({
      url,
      title: null,
      servings: 4,
      calories: 300,
      ingredients,
    });
    expect(
      siteLanguage(site('https://www.ah.nl/r/1', ['2 el rodewijnazijn', '1 tl mosterd'])),
    ).toBe('nl');
    expect(
      siteLanguage(
        site('https://example.com/r', [
          '500 g Mehl',
          'etwas Salz und Pfeffer',
          '1 EL Öl für die Pfanne',
        ]),
      ),
    ).toBe('de');
    expect(siteLanguage(site('https://example.com/r', ['100 g 克 细砂糖']))).toBe('other');
  });

  it('signs each error and names the foods that give a tenth of the energy or more', () => {
    const recipe: SiteRecipe = {
      url: 'https://example.com/curry',
      title: 'Curry',
      servings: 4,
      calories: 400,
      ingredients: ['400 ml coconut milk', '500 g chicken breast', '1 tsp curry powder'],
    };
    const o = evalRecipe(recipe, foods, nutrition);
    expect(o.kind).toBe('figure');
    expect(o.signedError).toBeCloseTo((o.computed! - 400) / 400, 6);
    expect(o.error).toBeCloseTo(Math.abs(o.signedError!), 6);
    const names = o.mainFoods!.map((f) => f.food);
    expect(names).toHaveLength(2);
    expect(names.some((f) => /coconut milk/i.test(f))).toBe(true);
    expect(names.some((f) => /^Chicken/.test(f))).toBe(true);
    const coconut = o.mainFoods!.find((f) => /coconut milk/i.test(f.food))!;
    expect(coconut.grams).toBeGreaterThan(350);
    expect(coconut.kcal / coconut.grams).toBeCloseTo(1.97, 1);
    const reading = { ...readRecipe(recipeMarkdown(recipe)), language: 'en' as const };
    expect(mainFoods(recipeNutrition(reading, foods, nutrition))).toEqual(o.mainFoods);
  });

  it('finds a food whose recipes run one way against the sites, and what the sites count it as', () => {
    // A recipe for 2 whose 200 g of the food counts 100 kcal/100 g; the rest makes it 500 a serving.
    const outcome = (site: number, foods: string[]) => ({
      url: `https://example.com/${site}-${foods.join()}`,
      language: 'de' as const,
      site,
      kind: 'figure' as const,
      computed: 500,
      error: Math.abs(500 - site) / site,
      signedError: (500 - site) / site,
      mainFoods: foods.map((food) => ({ food, grams: 200, kcal: 200 })),
      servings: 2,
      reason: null,
    });
    const outcomes = [
      ...[700, 650, 680, 480].map((site) => outcome(site, ['coconut milk', 'rice'])),
      ...[490, 520, 460, 400].map((site) => outcome(site, ['rice'])),
      outcome(340, ['butter']),
    ];
    const rows = foodsBehindMisses(outcomes, 2);
    expect(rows.map((r) => r.food)).toEqual(['coconut milk', 'rice']);
    expect(rows[0]).toMatchObject({ recipes: 4, within20: 1, kcalPer100g: 100 });
    // The median of -28.6%, -23.1%, -26.5% and +4.2%: between the middle two.
    expect(rows[0]!.medianSigned).toBeCloseTo(((500 - 650) / 650 + (500 - 680) / 680) / 2, 6);
    // The sites imply 100 + (site - 500) kcal per 100 g: the median of 300, 250, 280, 80.
    expect(rows[0]!.impliedPer100g).toBe(265);
    expect(rows[1]).toMatchObject({ recipes: 8, within20: 4 });
    const all = summarize(outcomes).find((r) => r.language === 'all')!;
    expect(all.medianSigned).toBeCloseTo((500 - 490) / 490, 6);
  });

  it('does not compare a stated yield of 1 or a figure of 0 kcal, and names why', () => {
    const one = outcomes.filter((o) => o.kind === 'not compared');
    expect(one.length).toBeGreaterThan(0);
    for (const o of one) expect(o.reason).toMatch(/yield of 1|states 0 kcal/);
    const all = summarize(outcomes).find((s) => s.language === 'all')!;
    expect(all.notCompared).toBeGreaterThanOrEqual(one.length);
    const zero = { url: 'https://example.com/r', title: null, servings: 4, calories: 0 };
    const outcome = evalRecipe({ ...zero, ingredients: ['400 g rice'] }, foods, nutrition);
    expect(outcome).toMatchObject({ kind: 'not compared', error: null });
    expect(outcome.reason).toMatch(/0 kcal/);
  });

  it('adds only lines it identified and weighed: every figure is the sum of its counted lines', () => {
    for (const r of recipes) {
      const language = siteLanguage(r);
      if (language === 'other') continue;
      const reading = { ...readRecipe(recipeMarkdown(r)), language };
      const result = recipeNutrition(reading, foods, nutrition);
      let kcal = 0;
      const counted = result.lines
        .filter((l) => l.rule === 'counted')
        .reduce((sum, l) => sum + l.grams!, 0);
      for (const line of result.lines) {
        // A frying bath adds at most a tenth of the weight counted, as its oil.
        if (line.rule === 'absorbed') {
          expect(line.grams!, line.text).toBeLessThanOrEqual(counted / 10 + 1e-9);
          const oil = lineFood(line.text, foods, nutrition, language).food!;
          expect(oil.name, line.text).toBe(line.food);
          kcal += ((oil.per100g[0] ?? 0) * line.grams!) / 100;
          continue;
        }
        if (line.rule !== 'counted') {
          expect(line.grams, line.text).toBeUndefined();
          continue;
        }
        const text = line.countedAs ?? line.text;
        const named = lineFood(text, foods, nutrition, language).food!;
        if (line.handful) {
          // Half the food's cup for each handful ("1 Handvoll Erbsen", "2–3 handfuls": 2.5).
          const handfuls = line.grams! / (lineGrams('1 cup', named).grams! / 2);
          expect(handfuls * 2, line.text).toBeCloseTo(Math.round(handfuls * 2), 9);
          expect(named.name, line.text).toBe(line.food);
          kcal += ((named.per100g[0] ?? 0) * line.grams!) / 100;
          continue;
        }
        const weighed =
          lineGrams(text, named).grams! * edibleShare(text, named) * drainedShare(text, named);
        const { food, grams } = renderedForm(named, weighed, nutrition, text);
        expect(food.name, line.text).toBe(line.food);
        expect(grams, line.text).toBe(line.grams);
        kcal += ((food.per100g[0] ?? 0) * line.grams!) / 100;
      }
      if (result.kind !== 'unknown')
        expect(result.perServing.kcal, r.url).toBeCloseTo(kcal / result.servings, 6);
    }
  });
});

describe('the nutrition eval on recipes as models write them', () => {
  const foods = new FoodTable(json<FoodTableData>('../src/shared/food/food-table.json'));
  const nutrition = new NutritionTable(
    json<NutritionTableData>('../src/shared/nutrition/nutrition-table.json'),
  );
  const rows = modelRecipeCoverage(foods, nutrition);

  it('reads each recipe once, in the language its file names, and sorts every one', () => {
    const all = rows.find((r) => r.language === 'all')!;
    const languages = rows.filter((r) => r.language !== 'all');
    expect(languages.map((r) => r.language).sort()).toEqual([
      'de',
      'en',
      'es',
      'fr',
      'it',
      'nl',
      'pt',
    ]);
    expect(languages.reduce((n, r) => n + r.recipes, 0)).toBe(all.recipes);
    for (const r of rows)
      expect(r.figure + r.range + r.unknown + r.noServings, r.language).toBe(r.recipes);
    expect(all.uncounted).toBeLessThan(all.lines);
    expect(formatModelRows(rows)).toMatch(/^all\s+54\s/m);
  });
});
