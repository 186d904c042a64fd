import type { ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { messages as page } from '../locales/page/en.po';
import { messages as first } from '../locales/first/en.po';
import { SayContext, sayFrom, type FirstCatalog } from '../lib/first-text';

i18n.loadAndActivate({ locale: 'en', messages: page });
/** The first paint's English words, as main.tsx hands them to App. */
export const ENGLISH_FIRST = { language: 'en' as const, catalog: first as FirstCatalog };
const say = sayFrom(ENGLISH_FIRST.catalog);

/** Every component test renders in English, as the page does for an English browser. */
export function English({ children }: { children: ReactNode }) {
  return (
    <SayContext value={say}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </SayContext>
  );
}
