import { useMemo } from 'react';
import type { Preferences } from '../../../shared/preferences';
import { readRecipe } from '../../../shared/recipe/read-recipe';
import { checkWishes } from '../../../shared/wishes/check-wishes';
import { WishesCheck } from './WishesCheck';

interface RecipeWishesProps {
  /** The complete recipe. */
  text: string;
  /** The list it was made from. */
  ingredients: readonly string[];
  /** The wishes it was asked with. */
  preferences: Preferences | undefined;
  /** Asks for a change to the recipe; null while none can be asked. */
  onFix: ((line: string) => void) | null;
}

/** A complete recipe checked against the wishes it was asked with; nothing when none was set. */
export default function RecipeWishes({ text, ingredients, preferences, onFix }: RecipeWishesProps) {
  const findings = useMemo(
    () => (preferences ? checkWishes(readRecipe(text), ingredients, preferences) : []),
    [text, ingredients, preferences],
  );
  return <WishesCheck findings={findings} onFix={onFix} />;
}
