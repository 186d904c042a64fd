import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last. A modal
 * <dialog> already makes the page behind it inert, but lets Tab leave for the browser's own bar;
 * a full-screen cook view keeps focus in itself instead.
 */
export function wrapFocus(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const target = event.shiftKey
    ? active === first || !event.currentTarget.contains(active)
      ? last
      : null
    : active === last
      ? first
      : null;
  if (!target) return;
  event.preventDefault();
  target.focus();
}
