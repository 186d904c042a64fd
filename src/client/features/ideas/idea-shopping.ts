import { groupIngredients } from '../../../shared/recipe/ingredient-match';
import type { Idea } from '../../../shared/ideas-request';

export interface ShownIdea extends Idea {
  /** The visitor's items it uses, by the kitchen's own matching (never the model's word). */
  uses: string[];
  /** What it needs beyond the list and the pantry staples. */
  toBuy: string[];
}

export function withShopping(idea: Idea, list: readonly string[]): ShownIdea {
  const groups = groupIngredients(idea.ingredients, list);
  return { ...idea, uses: [...new Set(groups.have.map((h) => h.item))], toBuy: groups.toBuy };
}

/** Least shopping first, then the most of the list used; otherwise in the model's order. */
export function byShopping(ideas: readonly ShownIdea[]): ShownIdea[] {
  return ideas
    .map((idea, i) => ({ idea, i }))
    .sort(
      (a, b) =>
        a.idea.toBuy.length - b.idea.toBuy.length ||
        b.idea.uses.length - a.idea.uses.length ||
        a.i - b.i,
    )
    .map(({ idea }) => idea);
}
