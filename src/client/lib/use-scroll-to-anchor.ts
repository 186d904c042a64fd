import { useCallback } from 'react';
import { prefersReducedMotion } from './use-prefers-reduced-motion';

/** Scrolls an element into view: smoothly, or at once where the visitor asked for less motion. */
export function scrollToAnchor(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

export function useScrollToAnchor(id: string): () => void {
  return useCallback(() => scrollToAnchor(id), [id]);
}
