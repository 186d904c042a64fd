import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../../ui/Button';
import { ViewBoundary } from '../../../ui/ViewBoundary';
import type { RecipeReading } from '../../../../shared/recipe/reading';
import { useLingui } from '@lingui/react/macro';

// The cook view (dialog, timers, wake lock) comes with the recipe's other lazy views (see there).
const CookMode = lazy(() => import('../lazy-views').then((views) => ({ default: views.CookMode })));

interface CookModeButtonProps {
  reading: RecipeReading | null;
  /** What its nutrition weighs: as written, at the servings shown. */
  weighed: RecipeReading | null;
  ingredients: readonly string[];
}

/** Offered only when the recipe has steps; focus comes back here on close. */
export function CookModeButton({ reading, weighed, ingredients }: CookModeButtonProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (!reading || reading.steps.length === 0) return null;

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <>
      <Button variant="secondary" ref={buttonRef} onClick={() => setOpen(true)}>
        {t`Cook mode`}
      </Button>
      {open && (
        <ViewBoundary view="cook" resetKeys={[reading]}>
          <Suspense fallback={null}>
            <CookMode
              reading={reading}
              weighed={weighed}
              ingredients={ingredients}
              onClose={close}
            />
          </Suspense>
        </ViewBoundary>
      )}
    </>
  );
}
