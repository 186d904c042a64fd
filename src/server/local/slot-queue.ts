import PQueue from 'p-queue';

export class QueueFullError extends Error {
  constructor(readonly waiting: number) {
    super('queue full');
    this.name = 'QueueFullError';
  }
}

export interface SlotQueue {
  /** Resolves with a slot's release function; rejects past the bound, or when the caller gives up. */
  acquire(signal: AbortSignal): Promise<() => void>;
  readonly waiting: number;
  readonly running: number;
}

/**
 * A bounded FIFO line in front of the model's sequences. The caller's signal is watched only while
 * waiting: a held slot is released once generation has really stopped, so the next finds a sequence.
 */
export function createSlotQueue(slots: number, maxWaiting: number): SlotQueue {
  const queue = new PQueue({ concurrency: slots });
  return {
    get waiting() {
      return queue.size;
    },
    get running() {
      return queue.pending;
    },
    acquire(signal) {
      signal.throwIfAborted();
      if (queue.pending >= slots && queue.size >= maxWaiting) {
        return Promise.reject(new QueueFullError(queue.size));
      }
      const whileWaiting = new AbortController();
      const onAbort = () => whileWaiting.abort(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      return new Promise((resolveSlot, rejectSlot) => {
        queue
          .add(
            () => {
              signal.removeEventListener('abort', onAbort);
              return new Promise<void>((release) => {
                let released = false;
                resolveSlot(() => {
                  if (released) return;
                  released = true;
                  release();
                });
              });
            },
            { signal: whileWaiting.signal },
          )
          .catch((error: unknown) => {
            signal.removeEventListener('abort', onAbort);
            rejectSlot(error);
          });
      });
    },
  };
}
