import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from '../../shared/limits';
import { AddIngredientForm, IngredientList, useIngredients } from '../features/ingredients';
import type { KitchenRead } from '../features/device/kitchen-store';
import { Header } from './Header';
import { usePageLanguage, type FirstWords } from '../features/language';
import { SayContext } from '../lib/first-text';

const PageBody = lazy(() => import('./PageBody'));

/** The one screen: composition only; behaviour lives in the hooks. */
export function App({ kitchen, words }: { kitchen: KitchenRead; words: FirstWords }) {
  const { language, say, setWords } = usePageLanguage(words);
  const list = useIngredients(LIMITS.maxIngredients, kitchen.first.ingredients);
  const { ingredients, add, removeAt, isFull } = list;
  const inputRef = useRef<HTMLInputElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const menuSlot = useRef<HTMLDivElement>(null);
  const [bodyWanted, setBodyWanted] = useState(false);
  const focusInput = useCallback(() => inputRef.current?.focus(), []);

  // The first paint needs only the header, the form and the remembered list; the rest loads after
  // it (a frame, then a task), as a transition so React renders it in slices that never block a tap.
  useEffect(() => {
    requestAnimationFrame(() => setTimeout(() => startTransition(() => setBodyWanted(true))));
  }, []);

  return (
    <SayContext value={say}>
      <div className="page" ref={pageRef}>
        <Header menuSlot={menuSlot} />
        <main className="main">
          <AddIngredientForm
            inputRef={inputRef}
            onAdd={add}
            isFull={isFull}
            maxIngredients={LIMITS.maxIngredients}
            maxLength={LIMITS.maxIngredientLength}
          />
          <IngredientList ingredients={ingredients} onRemoveAt={removeAt} onEmptied={focusInput} />
          {bodyWanted && (
            <Suspense fallback={null}>
              <PageBody
                list={list}
                kitchen={kitchen}
                pageRef={pageRef}
                language={{ language, onWords: setWords, slot: menuSlot }}
              />
            </Suspense>
          )}
        </main>
      </div>
    </SayContext>
  );
}
