import {
  DIETS,
  PREFERENCE_LIMITS,
  PREFERENCE_MESSAGES,
  READY_IN_MINUTES,
  splitAvoidTerms,
} from '../../../shared/preference-options';
import type { Preferences } from '../../../shared/preferences';

/** The Preferences fields as the page holds them: what the controls show, '' for "not set". */
export interface PreferencesForm {
  servings: string;
  readyIn: string;
  diet: string;
  avoid: string;
  cuisine: string;
  onlyWhatIHave: boolean;
}

export const EMPTY_PREFERENCES: PreferencesForm = {
  servings: '',
  readyIn: '',
  diet: '',
  avoid: '',
  cuisine: '',
  onlyWhatIHave: false,
};

const oneOf = <T>(values: readonly T[], value: unknown): T | undefined =>
  values.find((v) => v === value);

/** Only what is set; undefined when nothing is, so the request body stays exactly the spec's. */
export function preferencesFromForm(form: PreferencesForm): Preferences | undefined {
  const preferences: Preferences = {};
  const servings = Number(form.servings);
  if (form.servings && Number.isInteger(servings)) preferences.servings = servings;
  const readyIn = oneOf(READY_IN_MINUTES, Number(form.readyIn));
  if (readyIn) preferences.readyInMinutes = readyIn;
  const diet = oneOf(DIETS, form.diet);
  if (diet) preferences.diet = diet;
  const avoid = splitAvoidTerms(form.avoid);
  if (avoid.length > 0) preferences.avoid = avoid;
  const cuisine = form.cuisine.trim();
  if (cuisine) preferences.cuisine = cuisine;
  if (form.onlyWhatIHave) preferences.onlyWhatIHave = true;
  return Object.keys(preferences).length > 0 ? preferences : undefined;
}

/** The first limit the Avoid text breaks, in the words the server would answer with. */
export function avoidProblem(text: string): string | null {
  const terms = splitAvoidTerms(text);
  if (terms.length > PREFERENCE_LIMITS.maxAvoidItems) return PREFERENCE_MESSAGES.avoidCount;
  if (terms.some((t) => t.length > PREFERENCE_LIMITS.maxAvoidLength)) {
    return PREFERENCE_MESSAGES.avoidLength;
  }
  return null;
}
