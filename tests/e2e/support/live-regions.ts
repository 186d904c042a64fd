/**
 * Records what screen readers would be told: every text that enters an existing live region
 * (role=status/alert/log or aria-live other than off), and every change of a region's aria-busy,
 * in the order the page made them. A region inserted together with its text is not counted as an
 * announcement: screen readers only reliably read changes inside a region that was already there.
 */
import type { Page } from '@playwright/test';

export interface LiveRecord {
  kind: 'text' | 'busy';
  /** One per MutationObserver callback: records in one batch were made in one task. */
  batch: number;
  t: number;
  role: string | null;
  live: string | null;
  /** The region's accessible name from aria-labelledby, if any. */
  label: string;
  /** kind=text: the text added; kind=busy: the new aria-busy value. */
  text: string;
}

declare global {
  interface Window {
    __live?: LiveRecord[];
  }
}

/** Call before `page.goto`. */
export async function recordLiveRegions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const records: LiveRecord[] = [];
    window.__live = records;
    let batch = 0;
    const LIVE = '[role=status],[role=alert],[role=log],[aria-live]:not([aria-live=off])';
    const regionOf = (node: Node | null): Element | null => {
      const el = node instanceof Element ? node : (node?.parentElement ?? null);
      return el?.closest(LIVE) ?? null;
    };
    const describe = (region: Element) => {
      const ids = region.getAttribute('aria-labelledby') ?? '';
      const label = ids
        .split(/\s+/)
        .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
        .join(' ')
        .trim();
      return { role: region.getAttribute('role'), live: region.getAttribute('aria-live'), label };
    };
    new MutationObserver((mutations) => {
      batch++;
      for (const m of mutations) {
        if (m.type === 'attributes') {
          const el = m.target as Element;
          if (!el.matches(LIVE)) continue;
          records.push({
            kind: 'busy',
            batch,
            t: performance.now(),
            ...describe(el),
            text: m.oldValue === 'true' ? 'false' : 'true',
          });
          continue;
        }
        const region = regionOf(m.target);
        if (!region) continue;
        const text =
          m.type === 'characterData'
            ? (m.target.textContent ?? '')
            : [...m.addedNodes].map((n) => n.textContent ?? '').join('');
        if (!text.trim()) continue;
        records.push({ kind: 'text', batch, t: performance.now(), ...describe(region), text });
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
      attributeOldValue: true,
    });
  });
}

export async function liveRecords(page: Page): Promise<LiveRecord[]> {
  return page.evaluate(() => window.__live ?? []);
}
