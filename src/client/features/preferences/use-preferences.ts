import { useCallback, useMemo, useState } from 'react';
import type { Preferences } from '../../../shared/preferences';
import { EMPTY_PREFERENCES, preferencesFromForm, type PreferencesForm } from './preferences-form';

export interface UsePreferences {
  form: PreferencesForm;
  change: <K extends keyof PreferencesForm>(key: K, value: PreferencesForm[K]) => void;
  /** All fields at once (the remembered ones, or another tab's). */
  replace: (form: PreferencesForm) => void;
  /** What the next request sends; undefined while nothing is set. */
  preferences: Preferences | undefined;
}

/** The Preferences fields, in page state; starting from those remembered on this device. */
export function usePreferences(initial: PreferencesForm = EMPTY_PREFERENCES): UsePreferences {
  const [form, setForm] = useState<PreferencesForm>(initial);
  const change = useCallback(
    <K extends keyof PreferencesForm>(key: K, value: PreferencesForm[K]) =>
      setForm((current) => ({ ...current, [key]: value })),
    [],
  );
  const preferences = useMemo(() => preferencesFromForm(form), [form]);
  return { form, change, replace: setForm, preferences };
}
