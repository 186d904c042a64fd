import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicConfig } from '../../../../shared/api';
import { DEFAULT_CONFIG, fetchConfig } from './app-config';
import { isOnline, subscribeConnection } from '../../../lib/connection';

/** How often to ask again while the model is being prepared, and after a failed fetch. */
export const POLL_PREPARING_MS = 2000;
export const POLL_IDLE_MS = 10_000;

export interface AppConfigState {
  config: PublicConfig;
  /** False until the server has answered once (the shared defaults apply meanwhile). */
  loaded: boolean;
  refresh: () => void;
}

function nextPollMs(config: PublicConfig | null): number | null {
  if (!config) return POLL_IDLE_MS;
  if (config.provider.ready) return null;
  const preparing = config.provider.state === 'downloading' || config.provider.state === 'loading';
  return preparing ? POLL_PREPARING_MS : POLL_IDLE_MS;
}

/** The page's run-time settings from `GET /api/config`, polled until the model is ready. */
export function useAppConfig(): AppConfigState {
  const [config, setConfig] = useState<PublicConfig | null>(null);
  const [tick, setTick] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const abort = new AbortController();
    fetchConfig(abort.signal).then(
      (next) => {
        setConfig(next);
        const wait = nextPollMs(next);
        if (wait !== null) timer.current = setTimeout(() => setTick((t) => t + 1), wait);
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('Could not load the page settings', error);
        timer.current = setTimeout(() => setTick((t) => t + 1), POLL_IDLE_MS);
      },
    );
    return () => {
      abort.abort();
      clearTimeout(timer.current);
    };
  }, [tick]);

  // Back online (the browser's event, or the server answering again): ask again at once.
  useEffect(() => {
    let wasOnline = isOnline();
    return subscribeConnection(() => {
      const online = isOnline();
      if (online && !wasOnline) setTick((t) => t + 1);
      wasOnline = online;
    });
  }, []);

  const refresh = useCallback(() => setTick((t) => t + 1), []);
  return { config: config ?? DEFAULT_CONFIG, loaded: config !== null, refresh };
}
