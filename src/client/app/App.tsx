import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from '../../shared/limits';
import { AddIngredientForm } from '../components/AddIngredientForm';
import { Header } from '../components/Header';
import { IngredientList } from '../components/IngredientList';
import type { RecipeSession } from '../hooks/recipe-session';
import { useIngredients } from '../hooks/use-ingredients';

const loadRecipeArea = () => import('../components/RecipeArea');
const RecipeArea = lazy(loadRecipeArea);

/** Runs `callback` once the browser has painted the current frame. */
function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** The one screen: composition only; behaviour lives in the hooks. */
export function App({ makeSession }: { makeSession?: () => RecipeSession } = {}) {
  const ingredients = useIngredients(LIMITS.maxIngredients);
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [recipeAreaWanted, setRecipeAreaWanted] = useState(false);
  const focusInput = useCallback(() => inputRef.current?.focus(), []);

  // The first paint needs only the form: the recipe machinery loads just after it.
  useEffect(() => afterPaint(() => setRecipeAreaWanted(true)), []);

  return (
    <div className="page" inert={busy}>
      <Header />
      <main className="main">
        <AddIngredientForm
          inputRef={inputRef}
          onAdd={ingredients.add}
          isFull={ingredients.isFull}
          maxIngredients={LIMITS.maxIngredients}
          maxLength={LIMITS.maxIngredientLength}
        />
        <IngredientList
          items={ingredients.items}
          onRemoveAt={ingredients.removeAt}
          onEmptied={focusInput}
        />
        {recipeAreaWanted && (
          <Suspense fallback={null}>
            <RecipeArea names={ingredients.names} onBusyChange={setBusy} makeSession={makeSession} />
          </Suspense>
        )}
      </main>
    </div>
  );
}
