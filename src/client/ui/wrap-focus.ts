import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A modal <dialog> lets Tab leave for the browser's bar; a full-screen view keeps focus in. */
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
