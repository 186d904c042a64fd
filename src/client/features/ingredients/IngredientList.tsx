import { memo, useCallback, useRef } from 'react';
import { flushSync } from 'react-dom';
import { msg } from '@lingui/core/macro';
import { useSay } from '../../lib/first-text';
// The product description fixes it word for word (in English).
const LIST_HEADING = msg`Ingredients on hand:`;
import type { Ingredient } from './use-ingredients';
import { IngredientItem } from './IngredientItem';

export const INGREDIENTS_ANCHOR = 'ingredients';

interface IngredientListProps {
  ingredients: readonly Ingredient[];
  onRemoveAt: (index: number) => void;
  /** Where focus goes when the last ingredient is removed. */
  onEmptied: () => void;
}

export const IngredientList = memo(function IngredientList({
  ingredients,
  onRemoveAt,
  onEmptied,
}: IngredientListProps) {
  const say = useSay();
  const buttons = useRef(new Map<number, HTMLButtonElement>());

  const remove = useCallback(
    (index: number) => {
      const target = ingredients[index + 1] ?? ingredients[index - 1];
      // Apply the removal now so the focus target below is the button on screen.
      flushSync(() => onRemoveAt(index));
      const button = target ? buttons.current.get(target.id) : undefined;
      if (button) button.focus();
      else onEmptied();
    },
    [ingredients, onRemoveAt, onEmptied],
  );

  if (ingredients.length === 0) return null;
  return (
    <section
      id={INGREDIENTS_ANCHOR}
      className="card ingredients"
      aria-labelledby="ingredients-heading"
    >
      <h2 id="ingredients-heading" className="card__title">
        {say(LIST_HEADING)}
      </h2>
      <ul className="ingredients__list" aria-labelledby="ingredients-heading">
        {ingredients.map((item, index) => (
          <IngredientItem
            key={item.id}
            text={item.text}
            index={index}
            onRemove={remove}
            buttonRef={(el) => {
              if (el) buttons.current.set(item.id, el);
              else buttons.current.delete(item.id);
            }}
          />
        ))}
      </ul>
    </section>
  );
});
