import { useLingui } from '@lingui/react/macro';
import { CookingPot } from './CookingPot';

/** The status region stays; only its content comes and goes, so it is said once per request. */
export function LoadingOverlay({ active }: { active: boolean }) {
  const { t } = useLingui();
  return (
    <div className={active ? 'overlay overlay--active' : 'overlay'} role="status">
      {active && (
        <div className="overlay__panel">
          <CookingPot />
          <p className="overlay__text">{t`Generating Recipe`}</p>
        </div>
      )}
    </div>
  );
}
