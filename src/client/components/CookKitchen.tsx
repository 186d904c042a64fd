import { useMemo } from 'react';
import { kitchenGroups } from '../recipe/kitchen-groups';
import { CookIngredients } from './CookIngredients';
import { KitchenPanel } from './KitchenPanel';

interface CookKitchenProps {
  /** The recipe's markdown. */
  text: string;
  /** The visitor's list the recipe was made from. */
  list: readonly string[];
  /** The recipe's ingredient lines as written, shown when they can't be grouped. */
  lines: readonly string[];
}

/** Cook mode's ingredients: what is at hand and what to buy, else the recipe's list as written. */
export function CookKitchen({ text, list, lines }: CookKitchenProps) {
  const groups = useMemo(() => kitchenGroups(text, list), [text, list]);
  return (
    <section id="cook-ingredients" className="cook__ingredients" aria-label="Ingredients">
      {groups ? <KitchenPanel groups={groups} /> : <CookIngredients items={lines} />}
    </section>
  );
}
