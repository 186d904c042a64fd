import { memo, type Ref } from 'react';

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
  return (
    <li className="ingredient">
      <span className="ingredient__text">{text}</span>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button ingredient__remove"
        aria-label={`Remove ${text}`}
        onClick={() => onRemove(index)}
      />
    </li>
  );
});
