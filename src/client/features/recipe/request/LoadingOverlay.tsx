import { RECIPE_TEXT } from '../recipe-text';
import { CookingPot } from './CookingPot';

/**
 * Covers the page while a recipe is on its way. The status region is always in the page and only
 * its content comes and goes, so screen readers announce "Generating Recipe" once per request.
 */
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
