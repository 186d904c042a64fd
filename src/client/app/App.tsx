import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from '../../shared/limits';
import { AddIngredientForm, useIngredients } from '../features/ingredients';
import { Header } from './Header';

const PageBody = lazy(() => import('./PageBody'));

/** The one screen: composition only; behaviour lives in the hooks. */
export function App() {
  const { ingredients, add, removeAt, isFull } = useIngredients(LIMITS.maxIngredients);
  const inputRef = useRef<HTMLInputElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const [bodyWanted, setBodyWanted] = useState(false);
  const focusInput = useCallback(() => inputRef.current?.focus(), []);

  // The first paint needs only the header and the form: the rest loads just after it.
  // (A frame, then a task: the first paint has happened by then. As a transition, React renders
  // it in small slices, so it never blocks a tap. A late call after unmount is a no-op.)
  useEffect(() => {
    requestAnimationFrame(() => setTimeout(() => startTransition(() => setBodyWanted(true))));
  }, []);

  return (
    <div className="page" ref={pageRef}>
      <Header />
      <main className="main">
        <AddIngredientForm
          inputRef={inputRef}
          onAdd={add}
          isFull={isFull}
          maxIngredients={LIMITS.maxIngredients}
          maxLength={LIMITS.maxIngredientLength}
        />
        {bodyWanted && (
          <Suspense fallback={null}>
            <PageBody
              ingredients={ingredients}
              onRemoveAt={removeAt}
              onEmptied={focusInput}
              pageRef={pageRef}
            />
          </Suspense>
        )}
      </main>
    </div>
  );
}
