import { useCallback, useEffect, useRef, useState } from 'react';
import { getValue, KITCHEN_KEYS, kitchenStore, putValue } from './store-ops';
import { z } from 'zod';
import { onOtherTab, tellOtherTabs } from './kitchen-channel';

const itemSchema = z.object({ text: z.string().min(1).max(300), ticked: z.boolean() });
export type ShoppingItem = z.infer<typeof itemSchema>;
const MAX_ITEMS = 300;

/** The same thing to buy from two recipes is one line ("Eggs" and "eggs " are one). */
const sameItem = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

export function mergeShopping(items: readonly ShoppingItem[], lines: readonly string[]) {
  const seen = new Set(items.map((item) => sameItem(item.text)));
  const added: ShoppingItem[] = [];
  for (const line of lines) {
    const text = line.trim().replace(/\s+/g, ' ').slice(0, 300);
    if (!text || seen.has(sameItem(text))) continue;
    seen.add(sameItem(text));
    added.push({ text, ticked: false });
  }
  return [...items, ...added].slice(0, MAX_ITEMS);
}

const readShopping = async (): Promise<ShoppingItem[]> =>
  z
    .array(itemSchema)
    .catch([])
    .parse(await getValue(kitchenStore(), KITCHEN_KEYS.shopping));

/** The shopping list on this device; every change is written, and the other tabs reload it. */
export function useShoppingList(onWrite: (ok: boolean) => void) {
  const [items, setItems] = useState<ShoppingItem[]>([]);
  const latest = useRef(items);

  useEffect(() => {
    const reload = () =>
      readShopping().then(
        (read) => {
          latest.current = read;
          setItems(read);
        },
        () => undefined,
      );
    void reload();
    return onOtherTab((message) => {
      if (message.kind === 'shopping' || message.kind === 'forgotten') void reload();
    });
  }, []);

  const change = useCallback(
    (next: ShoppingItem[]) => {
      latest.current = next;
      setItems(next);
      new Promise<void>((resolve) => resolve(putValue(kitchenStore(), KITCHEN_KEYS.shopping, next)))
        .then(() => {
          tellOtherTabs({ kind: 'shopping' });
          onWrite(true);
        })
        .catch(() => onWrite(false));
    },
    [onWrite],
  );

  return {
    items,
    add: (lines: readonly string[]) => change(mergeShopping(latest.current, lines)),
    toggle: (index: number) =>
      change(latest.current.map((it, i) => (i === index ? { ...it, ticked: !it.ticked } : it))),
    /** Takes the first `count` ticked items off the list (those the kitchen had room for). */
    removeTicked: (count: number) => {
      let left = count;
      change(latest.current.filter((item) => !(item.ticked && left-- > 0)));
    },
    reset: () => {
      latest.current = [];
      setItems([]);
    },
  };
}
