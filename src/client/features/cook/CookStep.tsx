import type { RecipeStep } from '../../../shared/recipe/reading';
import { Button } from '../../ui/Button';
import { useLingui } from '@lingui/react/macro';
import { durationWords } from './duration-words';

interface CookStepProps {
  /** Counted from 1. */
  number: number;
  total: number;
  /** Undefined only if the steps changed under the view. */
  step: RecipeStep | undefined;
  onStartTimer: (label: string, seconds: number) => void;
}

export function CookStep({ number, total, step, onStartTimer }: CookStepProps) {
  const { t, i18n } = useLingui();
  const durations = step?.durations ?? [];
  return (
    <>
      <div className="cook__step" aria-live="polite" aria-atomic="true">
        <p className="cook__count">{t`Step ${number} of ${total}`}</p>
        <p className="cook__text">{step?.text}</p>
      </div>
      {durations.length > 0 && (
        <div className="cook__timer-buttons">
          {durations.map((duration, index) => {
            // The timer's list and alarm name it as its button does.
            const label = durationWords(duration.seconds, i18n.locale);
            return (
              <Button
                variant="primary"
                key={index}
                onClick={() => onStartTimer(label, duration.seconds)}
              >
                {t`Start ${label} timer`}
              </Button>
            );
          })}
        </div>
      )}
    </>
  );
}
