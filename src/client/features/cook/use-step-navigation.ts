import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** A horizontal move at least this long (px), and clearly more sideways than up or down, is a swipe. */
const SWIPE_MIN_PX = 50;

/** One step at a time: Previous/Next, the left and right arrow keys, and swipes. */
export function useStepNavigation(count: number) {
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const previous = () => setIndex((current) => Math.max(0, current - 1));
  const next = () => setIndex((current) => Math.min(count - 1, current + 1));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target instanceof HTMLInputElement) return;
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 2 * Math.abs(dy)) return;
    if (dx < 0) next();
    else previous();
  };
  const onPointerCancel = () => {
    swipeStart.current = null;
  };

  return {
    index,
    isFirst: index === 0,
    isLast: index >= count - 1,
    previous,
    next,
    onKeyDown,
    swipeHandlers: { onPointerDown, onPointerUp, onPointerCancel },
  };
}
