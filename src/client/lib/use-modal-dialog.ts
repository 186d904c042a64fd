import { useEffect, useRef, type RefObject } from 'react';

/** As a modal, the browser makes the rest of the page inert and closes it on Escape. */
export function useModalDialog(initialFocus: RefObject<HTMLElement | null>) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    // Twice in development (strict mode): opening an open dialog would throw.
    if (dialog && !dialog.open) dialog.showModal();
    initialFocus.current?.focus();
  }, [initialFocus]);
  return { dialogRef, close: () => dialogRef.current?.close() };
}
