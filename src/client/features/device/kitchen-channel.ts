/** What one tab tells the others of this page, so two open tabs stay in step. */
export type KitchenMessage =
  | { kind: 'kitchen'; value: { ingredients: string[]; preferences: unknown } }
  | { kind: 'shopping' }
  | { kind: 'recipes' }
  | { kind: 'forgotten' };

type Listener = (message: KitchenMessage) => void;

let channel: BroadcastChannel | null | undefined;
const listeners = new Set<Listener>();

function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('pantry-chef') : null;
  if (channel)
    channel.onmessage = (event) => listeners.forEach((l) => l(event.data as KitchenMessage));
  return channel;
}

/** To the other tabs only (a channel never delivers to its own sender). */
export function tellOtherTabs(message: KitchenMessage): void {
  open()?.postMessage(message);
}

export function onOtherTab(listener: Listener): () => void {
  open();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
