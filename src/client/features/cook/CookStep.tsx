import { useMemo } from 'react';
import { findDurations } from '../../../shared/recipe/durations';
import { Button } from '../../ui/Button';

interface CookStepProps {
  /** Counted from 1. */
  number: number;
  total: number;
  text: string;
  onStartTimer: (label: string, seconds: number) => void;
}

/** One step in large text, "Step 3 of 7" announced politely, and a timer button per duration. */
export function CookStep({ number, total, text, onStartTimer }: CookStepProps) {
  const durations = useMemo(() => findDurations(text), [text]);
  return (
    <>
      <div className="cook__step" aria-live="polite" aria-atomic="true">
        <p className="cook__count">
          Step {number} of {total}
        </p>
        <p className="cook__text">{text}</p>
      </div>
      {durations.length > 0 && (
        <div className="cook__timer-buttons">
          {durations.map((duration, index) => (
            <Button
              variant="primary"
              key={index}
              onClick={() => onStartTimer(duration.label, duration.seconds)}
            >
              Start {duration.label} timer
            </Button>
          ))}
        </div>
      )}
    </>
  );
}
