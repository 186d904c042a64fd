import { useCallback, useState } from 'react';
import { beep } from './beep';
import type { CookTimer } from './use-cook-timers';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';

const endedMessage = (ended: readonly CookTimer[]) =>
  ended.map((timer) => `The ${timer.label} timer for step ${timer.step} is done.`).join(' ');

/**
 * What happens when timers end: a message for the alert region and a short tone. The tone is
 * silent when the system asks for reduced motion or when the view's Timer sound switch is off:
 * that switch is what "muted" means here, as browsers don't tell a page that its tab is muted.
 */
export function useTimerAlarm() {
  const reducedMotion = usePrefersReducedMotion();
  const [soundOn, setSoundOn] = useState(true);
  const [alertText, setAlertText] = useState('');
  const onEnded = useCallback(
    (ended: readonly CookTimer[]) => {
      setAlertText(endedMessage(ended));
      if (soundOn && !reducedMotion) beep();
    },
    [soundOn, reducedMotion],
  );
  const toggleSound = reducedMotion ? null : () => setSoundOn((on) => !on);
  return { soundOn, toggleSound, alertText, onEnded };
}
