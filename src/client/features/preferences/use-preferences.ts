import { useCallback, useMemo, useState } from 'react';
import type { Preferences } from '../../../shared/preferences';
import { EMPTY_PREFERENCES, preferencesFromForm, type PreferencesForm } from './preferences-form';

export interface UsePreferences {
  form: PreferencesForm;
  change: <K extends keyof PreferencesForm>(key: K, value: PreferencesForm[K]) => void;
  /** What the next request sends; undefined while nothing is set. */
  preferences: Preferences | undefined;
}

/** The Preferences fields, kept in page state only (never stored), like the list. */
export function usePreferences(): UsePreferences {
  const [form, setForm] = useState<PreferencesForm>(EMPTY_PREFERENCES);
  const change = useCallback(
    <K extends keyof PreferencesForm>(key: K, value: PreferencesForm[K]) =>
      setForm((current) => ({ ...current, [key]: value })),
    [],
  );
  const preferences = useMemo(() => preferencesFromForm(form), [form]);
  return { form, change, preferences };
}
