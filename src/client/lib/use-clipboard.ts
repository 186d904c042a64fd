import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

export const COPY_CONFIRM_MS = 3000;

/** `status` is the words to announce: `copiedText` after a copy, empty when idle. */
export function useClipboard(copiedText: string): {
  state: CopyState;
  status: string;
  copy: (text: string) => Promise<void>;
} {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    clearTimeout(timer.current);
    let next: CopyState = 'copied';
    try {
      if (!navigator.clipboard) throw new Error('The clipboard is not available here');
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error('Copying the recipe failed', error);
      next = 'failed';
    }
    setState(next);
    timer.current = setTimeout(() => setState('idle'), COPY_CONFIRM_MS);
  }, []);

  const status =
    state === 'copied' ? copiedText : state === 'failed' ? t`Copying is not available here.` : '';
  return { state, status, copy };
}
