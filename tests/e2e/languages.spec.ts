/**
 * A recipe in each of the reader's seven languages, through the page: its servings in the servings
 * view, its servings and total time in the schema.org Recipe it downloads, and cook mode offering a
 * timer for a duration written in that language.
 */
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { splitIntoDeltas } from '../fixtures/fake-provider';
import { askForRecipe, expect, recipeComplete, test } from './support/quick-app';
import { axeScan } from './support/axe';

interface LanguageCase {
  language: string;
  markdown: string;
  servings: number;
  /** schema.org's ISO 8601 duration of the stated total time. */
  totalTime: string;
  /** The step (counted from 1) with the duration, and the timer it offers. */
  timerStep: number;
  timer: string;
}

const md = (...lines: string[]) => lines.join('\n');

const CASES: LanguageCase[] = [
  {
    language: 'English',
    markdown: md(
      '# Lemon Rice',
      '',
      'Serves 2. Total time: 35 minutes.',
      '',
      '## Ingredients',
      '',
      '- 1 cup rice',
      '- 2 cups water',
      '- 1 tbsp butter',
      '',
      '## Instructions',
      '',
      '1. Rinse the rice.',
      '2. Simmer it in the water for 15 minutes.',
      '3. Stir in the butter and serve.',
    ),
    servings: 2,
    totalTime: 'PT35M',
    timerStep: 2,
    timer: '15 min',
  },
  {
    language: 'German',
    markdown: md(
      '# Linsensuppe',
      '',
      '**Für 4 Personen** | **Gesamtzeit:** 50 Minuten',
      '',
      '## Zutaten',
      '',
      '- 250 g Linsen',
      '- 1 Zwiebel, gewürfelt',
      '- 2 EL Öl',
      '- 1 l Gemüsebrühe',
      '',
      '## Zubereitung',
      '',
      '1. Die Zwiebel im Öl glasig dünsten.',
      '2. Linsen und Brühe zugeben und 30 Minuten köcheln lassen.',
      '3. Abschmecken und servieren.',
    ),
    servings: 4,
    totalTime: 'PT50M',
    timerStep: 2,
    timer: '30 min',
  },
  {
    language: 'French',
    markdown: md(
      '## Riz aux légumes',
      '',
      'Pour 3 personnes. Temps total : 40 minutes.',
      '',
      '### Ingrédients',
      '',
      '- 200 g de riz',
      '- 1 courgette',
      '- 1 c. à soupe d’huile',
      '',
      '### Préparation',
      '',
      '1. Faire revenir la courgette dans l’huile.',
      '2. Ajouter le riz et l’eau, cuire 18 minutes.',
    ),
    servings: 3,
    totalTime: 'PT40M',
    timerStep: 2,
    timer: '18 min',
  },
  {
    language: 'Spanish',
    markdown: md(
      '# Huevos con patatas',
      '',
      '**Raciones:** 2',
      '**Tiempo total:** 30 minutos',
      '',
      '## Ingredientes',
      '',
      '- 2 patatas',
      '- 4 huevos',
      '- 2 cucharadas de aceite',
      '',
      '## Instrucciones',
      '',
      '1. Freír las patatas durante 15 minutos.',
      '2. Añadir los huevos y cuajar.',
    ),
    servings: 2,
    totalTime: 'PT30M',
    timerStep: 1,
    timer: '15 min',
  },
  {
    language: 'Italian',
    markdown: md(
      '# Pasta e ceci',
      '',
      'Per 4 persone · Tempo totale: 45 minuti',
      '',
      '## Ingredienti',
      '',
      '- 320 g di pasta corta',
      '- 400 g di ceci cotti',
      '- 2 cucchiai di olio',
      '',
      '## Preparazione',
      '',
      '1. Scaldare l’olio e i ceci.',
      '2. Aggiungere la pasta e cuocere 12 minuti.',
    ),
    servings: 4,
    totalTime: 'PT45M',
    timerStep: 2,
    timer: '12 min',
  },
  {
    language: 'Portuguese',
    markdown: md(
      '# Arroz de tomate',
      '',
      '**Rende:** 4 porções',
      '**Tempo total:** 1 hora',
      '',
      '## Ingredientes',
      '',
      '- 2 xícaras de arroz',
      '- 3 tomates',
      '- 1 colher de sopa de azeite',
      '',
      '## Modo de preparo',
      '',
      '1. Refogue os tomates no azeite.',
      '2. Junte o arroz e cozinhe por 20 minutos.',
    ),
    servings: 4,
    totalTime: 'PT1H',
    timerStep: 2,
    timer: '20 min',
  },
  {
    language: 'Dutch',
    markdown: md(
      '# Erwtensoep',
      '',
      'Voor 6 personen | Totale tijd: 1 uur',
      '',
      '## Ingrediënten',
      '',
      '- 500 g spliterwten',
      '- 2 wortels',
      '- 1 eetlepel boter',
      '',
      '## Bereiding',
      '',
      '1. Smelt de boter en fruit de wortels.',
      '2. Voeg de erwten en water toe en laat 45 minuten zachtjes koken.',
    ),
    servings: 6,
    totalTime: 'PT1H',
    timerStep: 2,
    timer: '45 min',
  },
];

async function downloadedRecipe(page: Page): Promise<Record<string, unknown>> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .json' }).click();
  const download = await downloading;
  return JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as Record<
    string,
    unknown
  >;
}

for (const c of CASES) {
  test(`${c.language}: servings and total time read, cook mode offers a ${c.timer} timer`, async ({
    page,
    quick,
    fake,
  }) => {
    fake.setScenario({ chunks: splitIntoDeltas(c.markdown, 40) });
    await askForRecipe(page, quick.url);
    await recipeComplete(page);

    const servings = page.getByRole('group', { name: 'Recipe servings' });
    await expect(servings).toContainText(`${c.servings} servings`);

    const saved = await downloadedRecipe(page);
    expect(saved).toMatchObject({ '@type': 'Recipe', totalTime: c.totalTime });
    expect(String(saved.recipeYield)).toContain(String(c.servings));

    await page.getByRole('button', { name: 'Cook mode' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cook mode' });
    const step = dialog.locator('.cook__step[aria-live="polite"]');
    for (let at = 1; at < c.timerStep; at++) {
      await dialog.getByRole('button', { name: 'Next step' }).click();
      await expect(step).toContainText(`Step ${at + 1} of`);
    }
    const start = dialog.getByRole('button', { name: `Start ${c.timer} timer` });
    await expect(start).toBeVisible();
    await start.click();
    await expect(
      dialog.getByText(new RegExp(`${c.timer} timer \\(step ${c.timerStep}\\)`)),
    ).toBeVisible();
  });
}

test('German amounts scale with their own units and decimal commas; a line with no amount is named, with no axe violation', async ({
  page,
  quick,
  fake,
}) => {
  const markdown = md(
    '# Kartoffelgratin',
    '',
    'Für 2 Personen',
    '',
    '## Zutaten',
    '',
    '- 1,5 kg Kartoffeln',
    '- 1 EL Butter',
    '- 1 Prise Muskat',
    '- eine Zwiebel',
    '- Salz nach Geschmack',
    '',
    '## Zubereitung',
    '',
    '1. Alles schichten und 45 Minuten backen.',
  );
  fake.setScenario({ chunks: splitIntoDeltas(markdown, 40) });
  await askForRecipe(page, quick.url);
  await recipeComplete(page);
  await expect(page.locator('.recipe-view__unscaled')).toHaveCount(0);
  await page.getByRole('button', { name: 'More servings' }).click();
  await page.getByRole('button', { name: 'More servings' }).click();
  const text = page.locator('.recipe__content .markdown');
  await expect(text).toContainText('Für 4 Personen');
  await expect(text).toContainText('3 kg Kartoffeln');
  await expect(text).toContainText('2 EL Butter');
  await expect(text).toContainText('2 Prisen Muskat');
  const note = page.locator('.recipe-view__unscaled');
  await expect(note).toContainText('Not scaled');
  await expect(note.getByRole('listitem')).toHaveText(['eine Zwiebel']);
  await expect(
    page.getByRole('status').filter({ hasText: 'Amounts now for 4 servings' }),
  ).toHaveText('Amounts now for 4 servings, in units as written. 1 line not scaled.');
  const results = await axeScan(page).include('.recipe-view-area').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
