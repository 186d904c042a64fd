import type { RecipeReading } from '../../../shared/recipe/reading';
import { KitchenPanel } from './KitchenPanel';
import { useKitchenGroups } from './use-kitchen-groups';

interface RecipeKitchenProps {
  reading: RecipeReading;
  ingredients: readonly string[];
}

/** The avoid check is among the wishes, not here. */
export default function RecipeKitchen({ reading, ingredients }: RecipeKitchenProps) {
  return <KitchenPanel state={useKitchenGroups(reading, ingredients)} />;
}
