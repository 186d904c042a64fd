import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  DIETS,
  PREFERENCE_LIMITS,
  READY_IN_MINUTES,
  type Diet,
} from '../../../shared/preference-options';

type Options = (readonly [string, string])[];
const { minServings, maxServings } = PREFERENCE_LIMITS;
const SERVING_COUNTS = Array.from({ length: maxServings - minServings + 1 }, (_, i) => {
  const n = String(minServings + i);
  return [n, n] as const;
});

/** The diets by the page's words (the request keeps its English values). */
export const DIET_WORDS: Record<Diet, MessageDescriptor> = {
  vegetarian: msg`Vegetarian`,
  vegan: msg`Vegan`,
  pescatarian: msg`Pescatarian`,
  'gluten-free': msg`Gluten-free`,
  'dairy-free': msg`Dairy-free`,
};

/** The choices of the Preferences' selects, in the page's language. */
export function usePreferenceOptions(): { servings: Options; readyIn: Options; diet: Options } {
  const { t, i18n } = useLingui();
  return {
    servings: [['', t`Any`], ...SERVING_COUNTS],
    readyIn: [
      ['', t`Any time`],
      ...READY_IN_MINUTES.map((m) => [String(m), t`${m} minutes`] as const),
    ],
    diet: [['', t`None`], ...DIETS.map((d) => [d, i18n._(DIET_WORDS[d])] as const)],
  };
}
