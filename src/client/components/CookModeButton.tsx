import { lazy, Suspense, useRef, useState } from 'react';
import { useRecipeOutline } from '../hooks/use-recipe-outline';

// The cook view (dialog, timers, wake lock) comes with the recipe's other lazy views (see there).
const CookMode = lazy(() =>
  import('./recipe-views').then((views) => ({ default: views.CookMode })),
);

interface CookModeButtonProps {
  /** The finished recipe's markdown. */
  text: string;
  /** The visitor's list it was made from: the Ingredients view sorts the recipe's against it. */
  list: readonly string[];
}

/** `Cook mode`, offered only when the recipe has steps; focus comes back here on close. */
export function CookModeButton({ text, list }: CookModeButtonProps) {
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
      <button
        ref={buttonRef}
        type="button"
        className="button button--secondary"
        onClick={() => setOpen(true)}
      >
        Cook mode
      </button>
      {open && (
        <Suspense fallback={null}>
          <CookMode outline={outline} text={text} list={list} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
