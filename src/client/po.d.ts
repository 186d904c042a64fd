/** A catalog imported through @lingui/vite-plugin: its messages, compiled. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
  /** Where the catalog's chunk was loaded from (vite.lingui.ts), kept for offline use. */
  export const url: string;
}
