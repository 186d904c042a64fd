import { useMemo } from 'react';
import type { Preferences } from '../../../shared/preferences';
import type { RecipeReading } from '../../../shared/recipe/reading';
import { checkWishes } from '../../../shared/wishes/check-wishes';
import { WishesCheck } from './WishesCheck';

interface RecipeWishesProps {
  reading: RecipeReading;
  ingredients: readonly string[];
  preferences: Preferences | undefined;
  onFix: ((line: string) => void) | null;
}

/** A complete recipe checked against the wishes it was asked with; nothing when none was set. */
export default function RecipeWishes({
  reading,
  ingredients,
  preferences,
  onFix,
}: RecipeWishesProps) {
  const findings = useMemo(
    () => (preferences ? checkWishes(reading, ingredients, preferences) : []),
    [reading, ingredients, preferences],
  );
  return <WishesCheck findings={findings} onFix={onFix} />;
}
