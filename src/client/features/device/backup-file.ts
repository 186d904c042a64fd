import { t } from '@lingui/core/macro';
import type { recipeJsonLd as RecipeJsonLd } from '../export';
import type { RecipeReading } from '../../../shared/recipe/reading';
import {
  migrateSavedRecipe,
  newRecipeId,
  SAVED_RECIPE_VERSION,
  type SavedRecipe,
} from './saved-recipe';

/**
 * The backup file: one schema.org JSON-LD document whose `@graph` holds a `Recipe` per saved recipe
 * (as the single export writes it), each with `pantryChef`: the markdown and what it was asked with.
 * The reader and the JSON-LD come from the recipe's lazy chunk, loaded when a backup is made.
 */
export interface RecipeReader {
  readRecipe: (markdown: string) => RecipeReading;
  recipeJsonLd: typeof RecipeJsonLd;
}
export const BACKUP_MAX_BYTES = 5_000_000;
const MAX_RECIPES = 2000;

export function backupText(recipes: readonly SavedRecipe[], reader: RecipeReader): string {
  const { readRecipe, recipeJsonLd } = reader;
  const graph = recipes.map((saved) => {
    const { '@context': _context, ...recipe } = recipeJsonLd(readRecipe(saved.text), {
      preferences: saved.preferences ?? {},
      created: new Date(saved.savedAt),
    });
    return { ...recipe, name: saved.title || recipe.name, pantryChef: saved };
  });
  return `${JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }, null, 2)}\n`;
}

export const backupFileName = (now: Date) =>
  `pantry-chef-saved-recipes-${now.toISOString().slice(0, 10)}.json`;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRecipe = (node: Json) =>
  [node['@type']].flat().some((t) => typeof t === 'string' && /(^|[/:])Recipe$/.test(t));

/** Every Recipe node: at the top, in arrays, in `@graph` (how Mealie, Tandoor, KitchenOwl write it). */
function findRecipes(node: unknown, found: Json[], depth = 0): Json[] {
  if (depth > 6 || found.length >= MAX_RECIPES) return found;
  if (Array.isArray(node)) node.forEach((item) => findRecipes(item, found, depth + 1));
  else if (isObject(node)) {
    if (isRecipe(node)) found.push(node);
    else if ('@graph' in node) findRecipes(node['@graph'], found, depth + 1);
  }
  return found;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '',
  gt: '',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Plain text from another app's string: tags dropped, entities decoded, no markup left to read. */
export function plainText(value: unknown, max = 2000): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  return String(value)
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(br|\/?(p|div|li|h\d))\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 31 && code !== 60 && code !== 62 && code < 0x110000
          ? String.fromCodePoint(code)
          : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

const texts = (value: unknown): string[] =>
  [value]
    .flat()
    .map((item) => plainText(item))
    .filter(Boolean);

/** Steps as numbered lines; a HowToSection's name as a heading over its own steps. */
function instructionLines(value: unknown, depth = 0): string[] {
  if (depth > 3) return [];
  const lines: string[] = [];
  let n = 0;
  for (const item of [value].flat()) {
    if (typeof item === 'string') {
      for (const part of item
        .split(/\n+/)
        .map((p) => plainText(p))
        .filter(Boolean))
        lines.push(`${++n}. ${part}`);
    } else if (
      isObject(item) &&
      (item.itemListElement !== undefined || isType(item, 'HowToSection'))
    ) {
      const name = plainText(item.name, 200);
      if (name) lines.push('', `### ${name}`, '');
      lines.push(...instructionLines(item.itemListElement, depth + 1));
      n = 0;
    } else if (isObject(item)) {
      const text = plainText(item.text) || plainText(item.name);
      if (text) lines.push(`${++n}. ${text}`);
    }
  }
  return lines;
}

const isType = (node: Json, type: string) => [node['@type']].flat().includes(type);

/** Another app's Recipe as the markdown every view of the page reads. */
export function recipeMarkdown(recipe: Json): string | null {
  const name = plainText(recipe.name, 300) || t`Imported recipe`;
  const ingredients = texts(recipe.recipeIngredient ?? recipe.ingredients);
  const steps = instructionLines(recipe.recipeInstructions);
  if (ingredients.length === 0 && steps.length === 0) return null;
  const description = plainText(recipe.description);
  const servings = texts(recipe.recipeYield)[0];
  return [
    `# ${name}`,
    ...(description ? ['', description] : []),
    // In the page's language, in words the recipe reader knows as these sections.
    ...(servings ? ['', t`Servings: ${servings}`] : []),
    '',
    `## ${t`Ingredients`}`,
    '',
    ...ingredients.map((line) => `- ${line}`),
    '',
    `## ${t`Instructions`}`,
    '',
    ...steps,
    '',
  ].join('\n');
}

export interface ImportResult {
  recipes: SavedRecipe[];
  skipped: number;
}

/** Why nothing was imported: a code the page words in its language (the message is English, for logs). */
export type ImportReason = 'not json' | 'no recipes' | 'nothing to read';

export class ImportProblem extends Error {
  constructor(
    readonly reason: ImportReason,
    message: string,
  ) {
    super(message);
  }
}

/** Reads a backup or another app's JSON-LD; throws ImportProblem (a message for the visitor). */
export function readImport(text: string, now = new Date()): ImportResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ImportProblem(
      'not json',
      'This file is not JSON, so no recipes could be read from it.',
    );
  }
  const nodes = findRecipes(json, []);
  if (nodes.length === 0)
    throw new ImportProblem(
      'no recipes',
      'No recipes were found in this file. Pantry Chef reads schema.org Recipe JSON-LD, as its own backup and apps like Mealie, Tandoor and KitchenOwl write it.',
    );
  const recipes: SavedRecipe[] = [];
  let skipped = 0;
  nodes.forEach((node, i) => {
    const own = migrateSavedRecipe(node.pantryChef);
    const markdown = own ? null : recipeMarkdown(node);
    const recipe: SavedRecipe | null =
      own ??
      (markdown === null
        ? null
        : {
            version: SAVED_RECIPE_VERSION,
            id: newRecipeId(),
            // Kept in the file's order, newest first.
            savedAt: new Date(now.getTime() - i).toISOString(),
            title: plainText(node.name, 300) || t`Imported recipe`,
            text: markdown,
            ingredients: [],
          });
    if (recipe) recipes.push(recipe);
    else skipped++;
  });
  if (recipes.length === 0)
    throw new ImportProblem(
      'nothing to read',
      'The recipes in this file have no ingredients or steps to read.',
    );
  return { recipes, skipped };
}
