import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { RecipeOutline } from '../cook/recipe-outline';
import { useCookTimers, type CookTimer } from '../hooks/use-cook-timers';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { useStepNavigation } from '../hooks/use-step-navigation';
import { useWakeLock } from '../hooks/use-wake-lock';
import { beep, prepareBeep } from '../lib/beep';
import { wrapFocus } from '../lib/wrap-focus';
import { CookIngredients } from './CookIngredients';
import { CookModeBar } from './CookModeBar';
import { CookStep } from './CookStep';
import { CookTimerList } from './CookTimerList';

interface CookModeProps {
  outline: RecipeOutline;
  /** Called once the view has closed (Close or Escape). */
  onClose: () => void;
  /** Replaces the raw ingredient list (see CookModeButton). */
  ingredientsPanel?: ReactNode;
}

const endedMessage = (ended: readonly CookTimer[]) =>
  ended.map((timer) => `The ${timer.label} timer for step ${timer.step} is done.`).join(' ');

/**
 * The recipe's steps one at a time, full screen, as a modal <dialog>: the browser keeps focus
 * inside it and closes it on Escape. Outside the page element, which turns inert under the overlay.
 */
export default function CookMode({ outline, onClose, ingredientsPanel }: CookModeProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const { steps } = outline;
  const navigation = useStepNavigation(steps.length);
  const reducedMotion = usePrefersReducedMotion();
  // "Muted" is the view's own Timer sound switch: browsers don't tell a page that its tab is muted.
  const [soundOn, setSoundOn] = useState(true);
  const [ingredientsShown, setIngredientsShown] = useState(false);
  const [alertText, setAlertText] = useState('');
  const onEnded = useCallback(
    (ended: readonly CookTimer[]) => {
      setAlertText(endedMessage(ended));
      if (soundOn && !reducedMotion) beep();
    },
    [soundOn, reducedMotion],
  );
  const timers = useCookTimers(onEnded);
  useWakeLock();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    nextRef.current?.focus();
  }, []);

  const startTimer = (label: string, seconds: number) => {
    prepareBeep();
    timers.start(label, seconds, navigation.index + 1);
  };

  return createPortal(
    <dialog
      ref={dialogRef}
      className="cook"
      aria-labelledby="cook-title"
      onClose={onClose}
      onKeyDown={(event) => {
        wrapFocus(event);
        navigation.onKeyDown(event);
      }}
    >
      <CookModeBar
        soundOn={soundOn}
        onToggleSound={reducedMotion ? null : () => setSoundOn((on) => !on)}
        ingredientsShown={ingredientsShown}
        onToggleIngredients={() => setIngredientsShown((shown) => !shown)}
        onClose={() => dialogRef.current?.close()}
      />
      <div className="cook__main" {...navigation.swipeHandlers}>
        {ingredientsShown && (
          <section id="cook-ingredients" className="cook__ingredients" aria-label="Ingredients">
            {ingredientsPanel ?? <CookIngredients items={outline.ingredients} />}
          </section>
        )}
        <CookStep
          number={navigation.index + 1}
          total={steps.length}
          text={steps[navigation.index] ?? ''}
          onStartTimer={startTimer}
        />
        <CookTimerList timers={timers.timers} now={timers.now} onRemove={timers.remove} />
        <p className="cook__alert" role="alert">
          {alertText}
        </p>
      </div>
      <div className="cook__nav">
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={navigation.isFirst}
          onClick={navigation.previous}
        >
          Previous step
        </button>
        <button
          ref={nextRef}
          type="button"
          className="button button--primary"
          aria-disabled={navigation.isLast}
          onClick={navigation.next}
        >
          Next step
        </button>
      </div>
    </dialog>,
    document.body,
  );
}
