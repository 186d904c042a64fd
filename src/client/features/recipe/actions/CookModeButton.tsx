import { lazy, Suspense, useRef, useState } from 'react';
import { useRecipeOutline } from './use-recipe-outline';
import { Button } from '../../../ui/Button';

// The cook view (dialog, timers, wake lock) comes with the recipe's other lazy views (see there).
const CookMode = lazy(() => import('../lazy-views').then((views) => ({ default: views.CookMode })));

interface CookModeButtonProps {
  /** The finished recipe's markdown. */
  text: string;
  /** The visitor's ingredients it was made from: the Ingredients view sorts the recipe's against it. */
  ingredients: readonly string[];
}

/** `Cook mode`, offered only when the recipe has steps; focus comes back here on close. */
export function CookModeButton({ text, ingredients }: CookModeButtonProps) {
  const outline = useRecipeOutline(text);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (!outline || outline.steps.length === 0) return null;

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <>
      <Button variant="secondary" ref={buttonRef} onClick={() => setOpen(true)}>
        Cook mode
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CookMode outline={outline} text={text} ingredients={ingredients} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
