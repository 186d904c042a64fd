import { Button } from '../../ui/Button';
import { useLingui } from '@lingui/react/macro';

interface CookModeBarProps {
  soundOn: boolean;
  /** Null when there is no sound to offer (the system asks for reduced motion). */
  onToggleSound: (() => void) | null;
  ingredientsShown: boolean;
  onToggleIngredients: () => void;
  onClose: () => void;
}

export function CookModeBar(props: CookModeBarProps) {
  const { t } = useLingui();
  const { soundOn, onToggleSound, ingredientsShown, onToggleIngredients, onClose } = props;
  return (
    <div className="cook__bar">
      <h2 id="cook-title" className="cook__title">
        {t`Cook mode`}
      </h2>
      {onToggleSound && (
        <Button variant="quiet" aria-pressed={soundOn} onClick={onToggleSound}>
          {t`Timer sound`}
        </Button>
      )}
      <Button
        variant="quiet"
        aria-expanded={ingredientsShown}
        aria-controls="cook-ingredients"
        onClick={onToggleIngredients}
      >
        {t`Ingredients`}
      </Button>
      <Button variant="secondary" onClick={onClose}>
        {t`Close`}
      </Button>
    </div>
  );
}
