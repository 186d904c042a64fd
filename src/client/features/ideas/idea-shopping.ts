import type { FoodTable } from '../../../shared/food/food-table';
import { groupIngredients } from '../../../shared/recipe/ingredient-match';
import type { Idea } from '../../../shared/ideas-request';

export interface ShownIdea extends Idea {
  /** The visitor's items it uses, by the kitchen's own matching (never the model's word). */
  uses: string[];
  /** What it needs beyond the list and the pantry staples; null without the food data. */
  toBuy: string[] | null;
}

/**
 * By the one "have" matcher: a line that may be an item, or that is not identified, is counted to
 * buy (the card never says "nothing" to buy when it cannot tell).
 */
export function withShopping(
  idea: Idea,
  list: readonly string[],
  table: FoodTable | null,
): ShownIdea {
  if (!table) return { ...idea, uses: [], toBuy: null };
  const groups = groupIngredients(idea.ingredients, list, table);
  const unsure = new Set([...groups.maybe.map((m) => m.line), ...groups.unidentified]);
  return {
    ...idea,
    uses: [...new Set(groups.have.map((h) => h.item))],
    toBuy: idea.ingredients.filter(
      (line) => groups.toBuy.includes(line) || (unsure.has(line) && !isStaple(groups, line)),
    ),
  };
}

const isStaple = (groups: { staples: string[] }, line: string) => groups.staples.includes(line);

/** Least shopping first, then the most of the list used; otherwise in the model's order. */
export function byShopping(ideas: readonly ShownIdea[]): ShownIdea[] {
  return ideas
    .map((idea, i) => ({ idea, i }))
    .sort(
      (a, b) =>
        (a.idea.toBuy?.length ?? 0) - (b.idea.toBuy?.length ?? 0) ||
        b.idea.uses.length - a.idea.uses.length ||
        a.i - b.i,
    )
    .map(({ idea }) => idea);
}
