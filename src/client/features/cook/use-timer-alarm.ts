import { useCallback, useState } from 'react';
import { beep } from './beep';
import type { CookTimer } from './use-cook-timers';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';

const endedMessage = (ended: readonly CookTimer[]) =>
  ended.map((timer) => `The ${timer.label} timer for step ${timer.step} is done.`).join(' ');

/**
 * Silent under reduced motion or with the Timer sound switch off: that switch is "muted", as
 * browsers don't tell a page that its tab is muted.
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
