import { AppError } from './errors';

export interface StreamLease {
  readonly client: string;
  onShutdown: (() => void) | undefined;
  release(): void;
}

/** One visitor (or everyone at once) cannot hold more model calls open than allowed. */
export class StreamTracker {
  private readonly perClient = new Map<string, number>();
  private readonly active = new Set<StreamLease>();
  private closed = false;

  constructor(private readonly limits: { perClient: number; total: number }) {}

  get size(): number {
    return this.active.size;
  }

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

  shutdownAll(): void {
    this.closed = true;
    for (const lease of [...this.active]) lease.onShutdown?.();
  }
}
