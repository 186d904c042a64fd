import { AppError } from './errors';

/** One running recipe stream, as the tracker sees it. */
export interface StreamLease {
  readonly client: string;
  /** Set by the route: ends the stream cleanly when the server shuts down. */
  onShutdown: (() => void) | undefined;
  release(): void;
}

/**
 * Counts running recipe streams per client and in total, so one visitor (or everyone at once)
 * cannot hold more model calls open than the settings allow. Also lets shutdown end them all.
 */
export class StreamTracker {
  private readonly perClient = new Map<string, number>();
  private readonly active = new Set<StreamLease>();
  private closed = false;

  constructor(private readonly limits: { perClient: number; total: number }) {}

  get size(): number {
    return this.active.size;
  }

  /**
   * Throws `too_many_streams` (this client) or `busy` (the whole server) past the caps, and
   * `shutting_down` once the shutdown grace period is over.
   */
  acquire(client: string): StreamLease {
    if (this.closed) throw new AppError('shutting_down');
    const mine = this.perClient.get(client) ?? 0;
    if (mine >= this.limits.perClient) throw new AppError('too_many_streams');
    if (this.active.size >= this.limits.total) {
      throw new AppError('busy', { retryAfterSeconds: 10 });
    }
    this.perClient.set(client, mine + 1);
    let released = false;
    const lease: StreamLease = {
      client,
      onShutdown: undefined,
      release: () => {
        if (released) return;
        released = true;
        this.active.delete(lease);
        const left = (this.perClient.get(client) ?? 1) - 1;
        if (left > 0) this.perClient.set(client, left);
        else this.perClient.delete(client);
      },
    };
    this.active.add(lease);
    return lease;
  }

  /** Ends every running stream (each sends its `shutting_down` event and closes); no new ones. */
  shutdownAll(): void {
    this.closed = true;
    for (const lease of [...this.active]) lease.onShutdown?.();
  }
}
