import { RECIPE_TEXT } from '../recipe-text';
import { CookingPot } from './CookingPot';

/** The status region stays; only its content comes and goes, so it is said once per request. */
export function LoadingOverlay({ active }: { active: boolean }) {
  return (
    <div className={active ? 'overlay overlay--active' : 'overlay'} role="status">
      {active && (
        <div className="overlay__panel">
          <CookingPot />
          <p className="overlay__text">{RECIPE_TEXT.loading}</p>
        </div>
      )}
    </div>
  );
}
