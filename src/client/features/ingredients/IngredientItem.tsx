import { memo, type Ref } from 'react';
import { msg } from '@lingui/core/macro';
import { useSay } from '../../lib/first-text';

interface IngredientItemProps {
  text: string;
  index: number;
  onRemove: (index: number) => void;
  buttonRef: Ref<HTMLButtonElement>;
}

export const IngredientItem = memo(function IngredientItem({
  text,
  index,
  onRemove,
  buttonRef,
}: IngredientItemProps) {
  const say = useSay();
  return (
    <li className="ingredient">
      <span className="ingredient__text">{text}</span>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button ingredient__remove"
        aria-label={say(msg`Remove ${text}`)}
        onClick={() => onRemove(index)}
      />
    </li>
  );
});
