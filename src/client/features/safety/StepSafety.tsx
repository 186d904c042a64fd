import type { RecipeReading } from '../../../shared/recipe/reading';
import { safetyWords } from './safety-words';
import { useSafetyFindings } from './use-safety-findings';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

interface StepSafetyProps {
  reading: RecipeReading;
  /** The step on screen, counted from 0. */
  step: number;
}

const STATUS = {
  'not safe': msg`Not safe`,
  note: msg`Note`,
  suggestion: msg`Not stated`,
} as const;

/** Cook mode: the food-safety line of the step on screen, under its text. */
export function StepSafety({ reading, step }: StepSafetyProps) {
  const { i18n, t } = useLingui();
  const findings = useSafetyFindings(reading)?.filter((f) => f.step === step) ?? [];
  // Always there, so a step's line is announced as the step changes, like the step itself.
  return (
    <div className="cook__safety-area" aria-live="polite">
      {findings.length > 0 && (
        <ul className="cook__safety" aria-label={t`Food safety for this step`}>
          {findings.map((f, i) => {
            const status = i18n._(STATUS[f.status]);
            const words = safetyWords(i18n, f);
            return (
              <li
                key={i}
                className={`cook__safety-item cook__safety-item--${f.status.replace(' ', '-')}`}
              >
                <strong>{t`Food safety`}</strong> {t`${status}: ${words}`}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
