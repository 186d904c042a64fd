interface CookModeBarProps {
  soundOn: boolean;
  /** Null when there is no sound to offer (the system asks for reduced motion). */
  onToggleSound: (() => void) | null;
  ingredientsShown: boolean;
  onToggleIngredients: () => void;
  onClose: () => void;
}

/** The cook view's title and its controls: timer sound, ingredients, Close. */
export function CookModeBar(props: CookModeBarProps) {
  const { soundOn, onToggleSound, ingredientsShown, onToggleIngredients, onClose } = props;
  return (
    <div className="cook__bar">
      <h2 id="cook-title" className="cook__title">
        Cook mode
      </h2>
      {onToggleSound && (
        <button
          type="button"
          className="button button--quiet"
          aria-pressed={soundOn}
          onClick={onToggleSound}
        >
          Timer sound
        </button>
      )}
      <button
        type="button"
        className="button button--quiet"
        aria-expanded={ingredientsShown}
        aria-controls="cook-ingredients"
        onClick={onToggleIngredients}
      >
        Ingredients
      </button>
      <button type="button" className="button button--secondary" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
