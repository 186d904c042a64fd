import { useId } from 'react';
import { PREFERENCE_LIMITS, PREFERENCE_MESSAGES } from '../../../shared/preference-options';
import { avoidProblem } from './preferences-form';
import { useLingui } from '@lingui/react/macro';

interface AvoidFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** "Avoid": allergies or dislikes, comma-separated; a broken limit is said as it is typed. */
export function AvoidField({ value, onChange }: AvoidFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const problem = avoidProblem(value);
  const { maxAvoidItems, maxAvoidLength } = PREFERENCE_LIMITS;
  return (
    <div className="preferences__field preferences__field--wide">
      <label htmlFor={id}>{t`Avoid`}</label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint ${id}-problem`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="preferences__hint">
        {t`Allergies or dislikes, separated by commas (up to ${maxAvoidItems}).`}
      </p>
      <p id={`${id}-problem`} className="preferences__problem" role="status">
        {problem === PREFERENCE_MESSAGES.avoidCount
          ? t`Avoid can hold at most ${maxAvoidItems} items.`
          : problem
            ? t`Each item to avoid can be at most ${maxAvoidLength} characters.`
            : ''}
      </p>
    </div>
  );
}
