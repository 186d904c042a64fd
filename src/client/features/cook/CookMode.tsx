import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { RecipeReading } from '../../../shared/recipe/reading';
import { useCookTimers } from './use-cook-timers';
import { useModalDialog } from '../../lib/use-modal-dialog';
import { useStepNavigation } from './use-step-navigation';
import { useTimerAlarm } from './use-timer-alarm';
import { useWakeLock } from './use-wake-lock';
import { prepareBeep } from './beep';
import { wrapFocus } from '../../ui/wrap-focus';
import { CookKitchen } from './CookKitchen';
import { CookModeBar } from './CookModeBar';
import { CookStep } from './CookStep';
import { CookStepNav } from './CookStepNav';
import { CookTimerList } from './CookTimerList';
import { useLingui } from '@lingui/react/macro';
import { StepSafety } from '../safety';

interface CookModeProps {
  reading: RecipeReading;
  /** What the nutrition section weighs: as written, at the servings shown; null while read. */
  weighed: RecipeReading | null;
  ingredients: readonly string[];
  onClose: () => void;
}

/**
 * A modal <dialog>: the browser makes the page behind inert and closes it on Escape. Rendered
 * outside the page element, which turns inert under the loading overlay.
 */
export default function CookMode({ reading, weighed, ingredients, onClose }: CookModeProps) {
  const { t } = useLingui();
  const nextRef = useRef<HTMLButtonElement>(null);
  const { dialogRef, close } = useModalDialog(nextRef);
  const navigation = useStepNavigation(reading.steps.length);
  const alarm = useTimerAlarm();
  const timers = useCookTimers(alarm.onEnded);
  const [ingredientsShown, setIngredientsShown] = useState(false);
  useWakeLock();

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
      onKeyDown={(event) => [wrapFocus, navigation.onKeyDown].forEach((handle) => handle(event))}
    >
      <CookModeBar
        soundOn={alarm.soundOn}
        onToggleSound={alarm.toggleSound}
        ingredientsShown={ingredientsShown}
        onToggleIngredients={() => setIngredientsShown((shown) => !shown)}
        onClose={close}
      />
      {/* Focusable, so a step or ingredient ingredients taller than the screen scrolls by keyboard too. */}
      <div
        className="cook__main"
        tabIndex={0}
        role="group"
        aria-label={t`Step and timers`}
        {...navigation.swipeHandlers}
      >
        {ingredientsShown && <CookKitchen {...{ reading, weighed, ingredients }} />}
        <CookStep
          number={navigation.index + 1}
          total={reading.steps.length}
          step={reading.steps[navigation.index]}
          onStartTimer={startTimer}
        />
        <StepSafety reading={reading} step={navigation.index} />
        <CookTimerList timers={timers.timers} now={timers.now} onRemove={timers.remove} />
        <p className="cook__alert" role="alert">
          {alarm.alertText}
        </p>
      </div>
      <CookStepNav
        isFirst={navigation.isFirst}
        isLast={navigation.isLast}
        onPrevious={navigation.previous}
        onNext={navigation.next}
        nextRef={nextRef}
      />
    </dialog>,
    document.body,
  );
}
