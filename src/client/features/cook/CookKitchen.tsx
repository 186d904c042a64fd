import { useMemo } from 'react';
import { kitchenGroups, KitchenPanel } from '../kitchen';
import { CookIngredients } from './CookIngredients';

interface CookKitchenProps {
  /** The recipe's markdown. */
  text: string;
  /** The visitor's ingredients the recipe was made from. */
  ingredients: readonly string[];
  /** The recipe's ingredient lines as written, shown when they can't be grouped. */
  lines: readonly string[];
}

/** Cook mode's ingredients: what is at hand and what to buy, else the recipe's ingredients as written. */
export function CookKitchen({ text, ingredients, lines }: CookKitchenProps) {
  const groups = useMemo(() => kitchenGroups(text, ingredients), [text, ingredients]);
  return (
    <section id="cook-ingredients" className="cook__ingredients" aria-label="Ingredients">
      {groups ? <KitchenPanel groups={groups} /> : <CookIngredients items={lines} />}
    </section>
  );
}
