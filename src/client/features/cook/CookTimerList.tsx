import type { CookTimer } from './use-cook-timers';
import { Button } from '../../ui/Button';
import { useLingui } from '@lingui/react/macro';

interface CookTimerListProps {
  timers: readonly CookTimer[];
  now: number;
  onRemove: (id: number) => void;
}

function clock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** Not a live region: it ticks. */
export function CookTimerList({ timers, now, onRemove }: CookTimerListProps) {
  const { t } = useLingui();
  if (!timers.length) return null;
  return (
    <section className="cook__timers" aria-labelledby="cook-timers-heading">
      <h3 id="cook-timers-heading" className="visually-hidden">
        {t`Timers`}
      </h3>
      <ul className="cook__timer-list">
        {timers.map((timer) => {
          const { label, step } = timer;
          const name = t`${label} timer (step ${step})`;
          const left = clock(timer.endsAt - now);
          return (
            <li
              key={timer.id}
              className={timer.ended ? 'cook__timer cook__timer--ended' : 'cook__timer'}
            >
              <span>
                {name}: <strong>{timer.ended ? t`done` : t`${left} left`}</strong>
              </span>
              <Button
                variant="quiet"
                size="small"
                aria-label={timer.ended ? t`Dismiss ${name}` : t`Cancel ${name}`}
                onClick={() => onRemove(timer.id)}
              >
                {timer.ended ? t`Dismiss` : t`Cancel`}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
