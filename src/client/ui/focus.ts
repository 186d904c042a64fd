/** Focus fell to the page itself (its element was removed): a good moment to place it again. */
export const focusIsLost = (): boolean =>
  !document.activeElement || document.activeElement === document.body;
