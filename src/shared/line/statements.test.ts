import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFoodTable, type FoodTable } from '../food/food-table';
import { readRecipe } from '../recipe/read-recipe';
import { checkDiet } from '../wishes/check-wishes';
import { withoutStatements } from './statements';

/** fixtures/statements.txt: `language | sentence`, one a line. */
const SENTENCES = readFileSync(join(import.meta.dirname, 'fixtures/statements.txt'), 'utf8')
  .split('\n')
  .filter((row) => row.trim() && !row.startsWith('#'))
  .map((row) => {
    const [language, sentence] = row.split('|').map((cell) => cell.trim());
    if (!language || !sentence) throw new Error(`fixtures/statements.txt: ${row}`);
    return [language, sentence] as const;
  });

let table: FoodTable;
beforeAll(async () => {
  table = await loadFoodTable();
});

describe('yield and time statements (fixtures/statements.txt)', () => {
  it('takes the statement out, leaving no word of it', () => {
    expect(withoutStatements('Rende 2 porções').trim()).toBe('');
    expect(withoutStatements('Serves 4 people').trim()).toBe('');
    expect(withoutStatements('Kochzeit: 20 Min.').replace(/\W/g, '')).toBe('');
    expect(withoutStatements('Add 2 tomatoes').trim()).toBe('Add 2 tomatoes');
  });

  it.each(SENTENCES)(
    '%s: "%s" is taken out in capitals too, the rest as written',
    (_, sentence) => {
      const line = `Nimm Die Tomaten. ${sentence} Voilà`;
      const kept = withoutStatements(line);
      expect(kept).not.toBe(line);
      expect(withoutStatements(line.toUpperCase())).toBe(kept.toUpperCase());
      expect(kept.startsWith('Nimm Die Tomaten.')).toBe(true);
      expect(kept.endsWith(' Voilà')).toBe(true);
    },
  );

  it.each(SENTENCES)('%s: "%s" keeps a vegetarian recipe Kept', (_, sentence) => {
    const recipe = readRecipe(
      `# Tomato salad\n\n${sentence}\n\n## Ingredients\n\n- 4 tomatoes\n- 1 tbsp olive oil\n\n` +
        `## Method\n\n1. Slice the tomatoes. ${sentence}\n2. Dress with the oil.\n`,
    );
    expect(checkDiet(recipe, 'vegetarian', table).status).toBe('kept');
    expect(checkDiet(recipe, 'vegan', table).status).toBe('kept');
  });
});
