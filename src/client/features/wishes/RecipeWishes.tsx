import { useMemo } from 'react';
import type { Preferences } from '../../../shared/preferences';
import type { RecipeReading } from '../../../shared/recipe/reading';
import { checkWishes } from '../../../shared/wishes/check-wishes';
import { useFoodTable } from '../../lib/use-food-table';
import { WishesCheck } from './WishesCheck';

interface RecipeWishesProps {
  reading: RecipeReading;
  ingredients: readonly string[];
  preferences: Preferences | undefined;
  onFix: ((line: string) => void) | null;
}

/**
 * A complete recipe checked against the wishes it was asked with; nothing when none was set.
 * Shown once the food data is loaded (or has failed), so the section and its alert say their
 * words once.
 */
export default function RecipeWishes({
  reading,
  ingredients,
  preferences,
  onFix,
}: RecipeWishesProps) {
  const food = useFoodTable();
  const findings = useMemo(
    () =>
      preferences && food.status !== 'loading'
        ? checkWishes(
            reading,
            ingredients,
            preferences,
            food.status === 'ready' ? food.table : null,
          )
        : [],
    [reading, ingredients, preferences, food],
  );
  return (
    <WishesCheck
      findings={findings}
      onFix={onFix}
      attribution={food.status === 'ready' ? food.table.attribution : null}
    />
  );
}
