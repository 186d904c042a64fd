import { lazy, Suspense } from 'react';

let loading: Promise<typeof import('./RecipeMarkdown')> | null = null;

/** Fetches the markdown renderer ahead of need (it isn't part of the first paint). */
export function preloadRecipeMarkdown(): Promise<typeof import('./RecipeMarkdown')> {
  loading ??= import('./RecipeMarkdown').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

const RecipeMarkdown = lazy(preloadRecipeMarkdown);

/** The recipe text; plain until the renderer has loaded, then markdown. */
export function RecipeBody({ text, streaming }: { text: string; streaming: boolean }) {
  return (
    <div className="markdown">
      <Suspense fallback={<p className="markdown__plain">{text}</p>}>
        <RecipeMarkdown text={text} streaming={streaming} />
      </Suspense>
    </div>
  );
}
