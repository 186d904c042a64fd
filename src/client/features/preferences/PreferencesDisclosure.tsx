import { useId } from 'react';
import { PREFERENCE_LIMITS } from '../../../shared/preference-options';
import { usePreferenceOptions } from './use-preference-options';
import type { UsePreferences } from './use-preferences';
import { AvoidField } from './AvoidField';
import { SelectField } from '../../ui/SelectField';
import { useLingui } from '@lingui/react/macro';

export function PreferencesDisclosure({ form, change }: Pick<UsePreferences, 'form' | 'change'>) {
  const { t } = useLingui();
  const options = usePreferenceOptions();
  const id = useId();
  return (
    <details className="preferences">
      <summary className="preferences__summary">{t`Preferences`}</summary>
      <div className="preferences__fields">
        <SelectField
          id={`${id}-servings`}
          label={t`Servings`}
          value={form.servings}
          options={options.servings}
          onChange={(v) => change('servings', v)}
        />
        <SelectField
          id={`${id}-ready`}
          label={t`Ready in`}
          value={form.readyIn}
          options={options.readyIn}
          onChange={(v) => change('readyIn', v)}
        />
        <SelectField
          id={`${id}-diet`}
          label={t`Diet`}
          value={form.diet}
          options={options.diet}
          onChange={(v) => change('diet', v)}
        />
        <AvoidField value={form.avoid} onChange={(v) => change('avoid', v)} />
        <div className="preferences__field">
          <label htmlFor={`${id}-cuisine`}>{t`Cuisine`}</label>
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
          <label htmlFor={`${id}-only`}>{t`Use only what I have`}</label>
          <p id={`${id}-only-hint`} className="preferences__hint">
            {t`Your list plus pantry staples such as salt, pepper, oil and water.`}
          </p>
        </div>
      </div>
    </details>
  );
}
