import { useCallback, useState } from 'react';
import { beep } from './beep';
import type { CookTimer } from './use-cook-timers';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

const endedMessage = (i18n: I18n, ended: readonly CookTimer[]) =>
  ended
    .map(({ label, step }) => i18n._(msg`The ${label} timer for step ${step} is done.`))
    .join(' ');

/**
 * Silent under reduced motion or with the Timer sound switch off: that switch is "muted", as
 * browsers don't tell a page that its tab is muted.
 */
export function useTimerAlarm() {
  const reducedMotion = usePrefersReducedMotion();
  const [soundOn, setSoundOn] = useState(true);
  const [alertText, setAlertText] = useState('');
  const { i18n } = useLingui();
  const onEnded = useCallback(
    (ended: readonly CookTimer[]) => {
      setAlertText(endedMessage(i18n, ended));
      if (soundOn && !reducedMotion) beep();
    },
    [soundOn, reducedMotion, i18n],
  );
  const toggleSound = reducedMotion ? null : () => setSoundOn((on) => !on);
  return { soundOn, toggleSound, alertText, onEnded };
}
