import type { RecipeStep } from '../../../shared/recipe/reading';
import { Button } from '../../ui/Button';
import { useLingui } from '@lingui/react/macro';

interface CookStepProps {
  /** Counted from 1. */
  number: number;
  total: number;
  /** Undefined only if the steps changed under the view. */
  step: RecipeStep | undefined;
  onStartTimer: (label: string, seconds: number) => void;
}

export function CookStep({ number, total, step, onStartTimer }: CookStepProps) {
  const { t } = useLingui();
  const durations = step?.durations ?? [];
  return (
    <>
      <div className="cook__step" aria-live="polite" aria-atomic="true">
        <p className="cook__count">{t`Step ${number} of ${total}`}</p>
        <p className="cook__text">{step?.text}</p>
      </div>
      {durations.length > 0 && (
        <div className="cook__timer-buttons">
          {durations.map(({ label, seconds }, index) => (
            <Button variant="primary" key={index} onClick={() => onStartTimer(label, seconds)}>
              {t`Start ${label} timer`}
            </Button>
          ))}
        </div>
      )}
    </>
  );
}
