import { PAGE_LANGUAGES } from '../../../shared/languages';
import { activatePageCatalog } from '../../lib/use-page-catalog';
import { afterAll, describe, expect, it } from 'vitest';
import { readRecipe } from '../../../shared/recipe/read-recipe';
import { labelKind } from '../../../shared/recipe/recipe-labels';
import { recipeJsonLd } from '../export';
import { backupText, ImportProblem, plainText, readImport, recipeMarkdown } from './backup-file';
import { SAVED_RECIPE_VERSION, type SavedRecipe } from './saved-recipe';

const SAVED: SavedRecipe = {
  version: SAVED_RECIPE_VERSION,
  id: 'a',
  savedAt: '2026-01-02T03:04:05.000Z',
  title: 'Tomato Rice',
  text: '# Tomato Rice\n\n## Ingredients\n\n- 1 cup rice\n- 2 tomatoes\n\n## Steps\n\n1. Cook the rice.\n2. Add the tomatoes.\n',
  ingredients: ['Rice', 'Tomato', 'Salt', 'Oil'],
  preferences: { diet: 'vegan', servings: 2 },
};

describe('the backup file', () => {
  it('writes schema.org Recipe items with what they were asked with, and reads them back unchanged', () => {
    const text = backupText([SAVED], { readRecipe, recipeJsonLd });
    const json = JSON.parse(text) as { '@graph': Record<string, unknown>[] };
    expect(json['@graph'][0]).toMatchObject({
      '@type': 'Recipe',
      name: 'Tomato Rice',
      recipeIngredient: ['1 cup rice', '2 tomatoes'],
    });
    expect(readImport(text)).toEqual({ recipes: [SAVED], skipped: 0 });
  });

  it('turns another app’s Recipe into markdown the reader reads: sections, steps, ingredients', () => {
    const markdown = recipeMarkdown({
      '@type': ['Recipe'],
      name: 'Soup &amp; Bread',
      recipeIngredient: ['1 onion', '<b>2</b> carrots'],
      recipeInstructions: 'Chop.\nSimmer.',
    });
    const reading = readRecipe(markdown!);
    expect(reading.title).toBe('Soup & Bread');
    expect(reading.ingredients.flatMap((g) => g.lines.map((l) => l.text))).toEqual([
      '1 onion',
      '2 carrots',
    ]);
    expect(reading.steps.map((s) => s.text)).toEqual(['Chop.', 'Simmer.']);
  });

  it('keeps no markup from a hostile string', () => {
    expect(plainText('<img src=x onerror=alert(1)>Hi<script>steal()</script> &lt;b&gt;')).toBe(
      'Hi b',
    );
  });

  it('refuses what is not a recipe file, with a message', () => {
    expect(() => readImport('not json')).toThrow(ImportProblem);
    expect(() => readImport('{"@type":"Person"}')).toThrow(/No recipes were found/);
    expect(() => readImport('{"@type":"Recipe","name":"Empty"}')).toThrow(
      /no ingredients or steps/,
    );
  });

  it('gives the reason as a code, for the page to word in its language', () => {
    const reason = (text: string) => {
      try {
        readImport(text);
      } catch (error) {
        return error instanceof ImportProblem ? error.reason : null;
      }
      return null;
    };
    expect(reason('not json')).toBe('not json');
    expect(reason('{"@type":"Person"}')).toBe('no recipes');
    expect(reason('{"@type":"Recipe","name":"Empty"}')).toBe('nothing to read');
  });
});

describe('another app’s recipe, imported on a page in each language', () => {
  afterAll(() => activatePageCatalog('en'));

  it.each(PAGE_LANGUAGES)(
    '%s: its sections and servings in the page’s words, which the reader reads',
    async (locale) => {
      await activatePageCatalog(locale);
      const markdown = recipeMarkdown({
        '@type': 'Recipe',
        recipeYield: '4',
        recipeIngredient: ['200 g rice', '1 onion'],
        recipeInstructions: 'Chop.\nSimmer.',
      })!;
      if (locale !== 'en')
        expect(markdown).not.toMatch(/Imported recipe|Ingredients|Instructions|Servings/);
      const headings = markdown.split('\n').filter((line) => line.startsWith('## '));
      expect(headings.map((h) => labelKind(h.slice(3)))).toEqual(['ingredients', 'steps']);
      const reading = readRecipe(markdown);
      expect(reading.title).toBeTruthy();
      expect(reading.servings?.min).toBe(4);
      expect(reading.ingredients.flatMap((g) => g.lines.map((l) => l.text))).toEqual([
        '200 g rice',
        '1 onion',
      ]);
      expect(reading.steps.map((s) => s.text)).toEqual(['Chop.', 'Simmer.']);
    },
  );
});
