import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react';
import { recipeLanguage } from '../../../../shared/recipe/recipe-language';
import { createRoot } from 'react-dom/client';
import { plainMarkdown } from './plain-markdown';

let loading: Promise<typeof import('../lazy-views')> | null = null;

/** The markdown renderer isn't part of the first paint. */
export function preloadRecipeMarkdown(): Promise<typeof import('../lazy-views')> {
  loading ??= import('../lazy-views').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

const RecipeMarkdown = lazy(() =>
  preloadRecipeMarkdown().then((views) => ({ default: views.RecipeMarkdown })),
);

/** A recipe written in another language than the page's is marked as such (WCAG 3.1.2). */
function otherLanguage(text: string, pageLanguage: string): string | undefined {
  const written = text ? recipeLanguage(text) : null;
  return written && written !== pageLanguage ? written : undefined;
}

export function RecipeBody({ text, streaming }: { text: string; streaming: boolean }) {
  const { i18n } = useLingui();
  const lang = otherLanguage(streaming ? '' : text, i18n.locale);
  return (
    <div className="markdown" lang={lang}>
      <Suspense fallback={<p className="markdown__plain">{plainMarkdown(text)}</p>}>
        <RecipeMarkdown text={text} streaming={streaming} />
      </Suspense>
    </div>
  );
}

const SAMPLE =
  '# Warm up\n\nA *quick* **dish** with [a link](https://example.com).\n\n| A | B |\n| - | - |\n| 1 | 2 |\n\n' +
  '1. One\n2. Two\n\n- a\n- b\n\n> note `code`';

let warmed = false;

/** The first markdown render is the slowest: do it while idle, not as the recipe arrives. */
export function warmUpRecipeMarkdown(): void {
  if (warmed) return;
  warmed = true;
  const idle = (fn: () => void) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(fn, { timeout: 1000 })
      : setTimeout(fn, 50);
  preloadRecipeMarkdown().then(
    () =>
      idle(() => {
        const root = createRoot(document.createElement('div'));
        // The renderer alone: this root has no I18nProvider, and needs no words.
        root.render(
          <Suspense fallback={null}>
            <RecipeMarkdown text={SAMPLE} streaming />
          </Suspense>,
        );
        setTimeout(() => idle(() => root.unmount()), 1000);
      }),
    () => {
      warmed = false;
    },
  );
}
