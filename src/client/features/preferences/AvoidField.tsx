import { useId } from 'react';
import { PREFERENCE_LIMITS } from '../../../shared/preference-options';
import { avoidProblem } from './preferences-form';

interface AvoidFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** "Avoid": allergies or dislikes, comma-separated; a broken limit is said as it is typed. */
export function AvoidField({ value, onChange }: AvoidFieldProps) {
  const id = useId();
  const problem = avoidProblem(value);
  return (
    <div className="preferences__field preferences__field--wide">
      <label htmlFor={id}>Avoid</label>
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
        Allergies or dislikes, separated by commas (up to {PREFERENCE_LIMITS.maxAvoidItems}).
      </p>
      <p id={`${id}-problem`} className="preferences__problem" role="status">
        {problem ?? ''}
      </p>
    </div>
  );
}
