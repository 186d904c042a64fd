/**
 * Runs inside the page (Playwright `addInitScript`), so it is self-contained: it travels as source.
 * "Painted" = a message posted from the frame that shows the change, i.e. right after its paint.
 */
export interface ProbeOptions {
  heading: string;
  requestButton: string;
  overlayText: string;
  firstText: string;
  finalText: string;
}

export interface ProbeState {
  /** The click on the request button (capture phase, before the page's own handler). */
  clickAt?: number;
  /** The first recipe text painted with no loading overlay over it. */
  firstTextPaint?: number;
  /** The final text painted and the recipe no longer `aria-busy`. */
  completePaint?: number;
  longTasks: { start: number; duration: number }[];
  complete: Promise<void>;
}

declare global {
  interface Window {
    __benchProbe?: ProbeState;
  }
}

export function installProbe(opts: ProbeOptions): void {
  let resolveComplete = () => {};
  const state: ProbeState = { longTasks: [], complete: new Promise((r) => (resolveComplete = r)) };
  window.__benchProbe = state;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      state.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });

  // A change made in a requestAnimationFrame callback is painted in that same frame, one made in
  // any other task in the next: the page's rAF callbacks are wrapped to tell the two apart.
  const nativeRaf = window.requestAnimationFrame.bind(window);
  let inFrame = false;
  const endOfFrame = new MessageChannel();
  endOfFrame.port1.onmessage = () => (inFrame = false);
  window.requestAnimationFrame = (cb) =>
    nativeRaf((t) => {
      inFrame = true;
      endOfFrame.port2.postMessage(null);
      cb(t);
    });
  const afterPaint = (cb: (t: number) => void) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => cb(performance.now());
    ch.port2.postMessage(null);
  };
  const afterNextPaint = (cb: (t: number) => void) =>
    inFrame ? afterPaint(cb) : nativeRaf(() => afterPaint(cb));

  const region = () => {
    const h = [...document.querySelectorAll('h1,h2,h3')].find(
      (x) => x.textContent?.trim() === opts.heading,
    );
    return h?.closest('section,[role="region"],article') ?? h?.parentElement ?? null;
  };
  const overlayVisible = () => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.textContent?.trim() === opts.overlayText ? n.parentElement : null;
      if (el?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return true;
    }
    return false;
  };
  let firstSeen = false;
  let completeSeen = false;
  let polling = false;
  const check = (): void => {
    const r = state.clickAt === undefined ? null : region();
    const text = r?.textContent ?? '';
    if (!r || !text.includes(opts.firstText)) return;
    // An overlay still covering the text (e.g. fading out): look again next frame.
    if (!firstSeen && overlayVisible()) {
      if (!polling)
        nativeRaf(() => {
          polling = false;
          check();
        });
      polling = true;
      return;
    }
    if (!firstSeen) afterNextPaint((t) => (state.firstTextPaint = t));
    firstSeen = true;
    const busy = r.closest('[aria-busy="true"]') ?? r.querySelector('[aria-busy="true"]');
    if (completeSeen || !text.includes(opts.finalText) || busy) return;
    completeSeen = true;
    afterNextPaint((t) => {
      state.completePaint = t;
      resolveComplete();
    });
  };
  document.addEventListener(
    'click',
    (e) => {
      const button = (e.target as Element | null)?.closest?.('button');
      if (button?.textContent?.trim() === opts.requestButton) state.clickAt ??= performance.now();
    },
    true,
  );
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-busy', 'hidden', 'class', 'style'],
  });
}
