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
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M6 6l12 12M18 6L6 18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </li>
  );
});
