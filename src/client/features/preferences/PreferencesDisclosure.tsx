import { useId } from 'react';
import { DIETS, PREFERENCE_LIMITS, READY_IN_MINUTES } from '../../../shared/preference-options';
import type { UsePreferences } from './use-preferences';
import { AvoidField } from './AvoidField';
import { SelectField } from '../../ui/SelectField';

type Options = (readonly [string, string])[];
const { minServings, maxServings } = PREFERENCE_LIMITS;
const SERVINGS: Options = [
  ['', 'Any'],
  ...Array.from({ length: maxServings - minServings + 1 }, (_, i) => {
    const n = String(minServings + i);
    return [n, n] as const;
  }),
];
const READY_IN: Options = [
  ['', 'Any time'],
  ...READY_IN_MINUTES.map((m) => [String(m), `${m} minutes`] as const),
];
const DIET: Options = [
  ['', 'None'],
  ...DIETS.map((d) => [d, d.charAt(0).toUpperCase() + d.slice(1)] as const),
];

export function PreferencesDisclosure({ form, change }: Pick<UsePreferences, 'form' | 'change'>) {
  const id = useId();
  return (
    <details className="preferences">
      <summary className="preferences__summary">Preferences</summary>
      <div className="preferences__fields">
        <SelectField
          id={`${id}-servings`}
          label="Servings"
          value={form.servings}
          options={SERVINGS}
          onChange={(v) => change('servings', v)}
        />
        <SelectField
          id={`${id}-ready`}
          label="Ready in"
          value={form.readyIn}
          options={READY_IN}
          onChange={(v) => change('readyIn', v)}
        />
        <SelectField
          id={`${id}-diet`}
          label="Diet"
          value={form.diet}
          options={DIET}
          onChange={(v) => change('diet', v)}
        />
        <AvoidField value={form.avoid} onChange={(v) => change('avoid', v)} />
        <div className="preferences__field">
          <label htmlFor={`${id}-cuisine`}>Cuisine</label>
          <input
            id={`${id}-cuisine`}
            type="text"
            autoComplete="off"
            maxLength={PREFERENCE_LIMITS.maxCuisineLength}
            value={form.cuisine}
            onChange={(e) => change('cuisine', e.target.value)}
          />
        </div>
        <div className="preferences__check">
          <input
            id={`${id}-only`}
            type="checkbox"
            checked={form.onlyWhatIHave}
            aria-describedby={`${id}-only-hint`}
            onChange={(e) => change('onlyWhatIHave', e.target.checked)}
          />
          <label htmlFor={`${id}-only`}>Use only what I have</label>
          <p id={`${id}-only-hint`} className="preferences__hint">
            Your list plus pantry staples such as salt, pepper, oil and water.
          </p>
        </div>
      </div>
    </details>
  );
}
