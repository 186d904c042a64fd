import PQueue from 'p-queue';

/** Thrown by `acquire` when every slot is taken and `maxWaiting` requests already wait. */
export class QueueFullError extends Error {
  constructor(readonly waiting: number) {
    super('queue full');
    this.name = 'QueueFullError';
  }
}

export interface SlotQueue {
  /**
   * Waits, first come first served, for one of the `slots`; resolves with its release function.
   * Rejects at once with QueueFullError past the bound, or with the signal's reason when the caller
   * gives up while waiting (it leaves the line at once and the others move up).
   */
  acquire(signal: AbortSignal): Promise<() => void>;
  /** Requests waiting for a slot. */
  readonly waiting: number;
  /** Slots in use. */
  readonly running: number;
}

/**
 * A bounded FIFO line in front of the model's sequences, on p-queue (its tasks here only hold a slot
 * until released). The caller's signal is watched only while waiting: once a slot is held, the
 * holder releases it after its generation has really stopped, so the next one finds a free sequence.
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
