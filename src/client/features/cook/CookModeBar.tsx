import { Button } from '../../ui/Button';

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
        <Button variant="quiet" aria-pressed={soundOn} onClick={onToggleSound}>
          Timer sound
        </Button>
      )}
      <Button
        variant="quiet"
        aria-expanded={ingredientsShown}
        aria-controls="cook-ingredients"
        onClick={onToggleIngredients}
      >
        Ingredients
      </Button>
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </div>
  );
}
