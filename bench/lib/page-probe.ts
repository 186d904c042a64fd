/**
 * Runs inside the page (Playwright `addInitScript`), before any of the page's own scripts.
 * Everything here must be self-contained: the function is serialised into the page.
 *
 * Times are performance.now() in the page, measured from the click on `Get a recipe`
 * (a capture-phase listener on document runs before the page's own handler).
 * "Painted" = a message posted from the frame that shows the change: it runs right after that
 * frame's style, layout and paint, i.e. once the text has been handed to the compositor (the usual
 * "after next paint" technique; the Element Timing API would need attributes in the page's own
 * markup, which a benchmark must not require).
 */
export interface ProbeOptions {
  heading: string;
  requestButton: string;
  overlayText: string;
  firstText: string;
  finalText: string;
}

export interface ProbeResult {
  clickAt: number;
  /** DOM first holds the first recipe text (and no overlay covers it). */
  firstTextDom: number;
  firstTextPaint: number;
  /** DOM holds the final text and the recipe is no longer marked busy. */
  completeDom: number;
  completePaint: number;
  longTasks: { start: number; duration: number }[];
  /** Long animation frames (> 50 ms) with where their time went, to say what to fix. */
  longFrames: LongFrame[];
  resources: { path: string; start: number; firstByte: number; end: number }[];
}

export interface LongFrame {
  start: number;
  duration: number;
  blocking: number;
  /** Style, layout and paint at the end of the frame, ms. */
  render: number;
  /** The scripts that ran longest in the frame: what called them, from which file. */
  scripts: { invoker: string; source: string; duration: number }[];
}

export interface ProbeState extends Partial<
  Omit<ProbeResult, 'longTasks' | 'resources' | 'longFrames'>
> {
  longTasks: { start: number; duration: number }[];
  longFrames: LongFrame[];
  complete: Promise<void>;
}

declare global {
  interface Window {
    __benchProbe?: ProbeState;
  }
}

export function installProbe(opts: ProbeOptions): void {
  let resolveComplete: () => void = () => {};
  const state: ProbeState = {
    longTasks: [],
    longFrames: [],
    complete: new Promise<void>((r) => {
      resolveComplete = r;
    }),
  };
  window.__benchProbe = state;

  // Registered before any click, so every long task of the flow is seen.
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        state.longTasks.push({ start: e.startTime, duration: e.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    /* longtask unsupported: the list stays empty and the caller reports it */
  }

  // A change made inside a requestAnimationFrame callback is painted in that same frame, and one
  // made in any other task waits for the next frame. To tell them apart, the page's rAF callbacks
  // are wrapped: the flag holds from the frame's callbacks until a message posted from them runs,
  // which is after that frame's paint.
  const nativeRaf = window.requestAnimationFrame.bind(window);
  let inFrameCallbacks = false;
  const clearFlag = new MessageChannel();
  clearFlag.port1.onmessage = () => {
    inFrameCallbacks = false;
  };
  window.requestAnimationFrame = (cb: FrameRequestCallback) =>
    nativeRaf((t) => {
      inFrameCallbacks = true;
      clearFlag.port2.postMessage(null);
      cb(t);
    });

  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const f = e as PerformanceEntry & {
          blockingDuration: number;
          renderStart: number;
          scripts: {
            invoker: string;
            sourceURL: string;
            sourceFunctionName: string;
            duration: number;
          }[];
        };
        state.longFrames.push({
          start: f.startTime,
          duration: f.duration,
          blocking: f.blockingDuration,
          render: f.renderStart ? f.startTime + f.duration - f.renderStart : 0,
          scripts: [...f.scripts]
            .sort((a, b) => b.duration - a.duration)
            .slice(0, 3)
            .map((x) => ({
              invoker: x.invoker,
              source: `${x.sourceURL.split('/').pop() ?? ''}${x.sourceFunctionName ? `:${x.sourceFunctionName}` : ''}`,
              duration: x.duration,
            })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    /* long-animation-frame unsupported: attribution stays empty */
  }

  const afterPaint = (cb: (t: number) => void) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => cb(performance.now());
    ch.port2.postMessage(null);
  };
  const afterNextPaint = (cb: (t: number) => void) => {
    if (inFrameCallbacks) afterPaint(cb);
    else nativeRaf(() => afterPaint(cb));
  };

  const findRegion = (): Element | null => {
    for (const h of document.querySelectorAll('h1,h2,h3,h4,h5,h6,[role="heading"]')) {
      if (h.textContent?.trim() === opts.heading) {
        return h.closest('section,[role="region"],article') ?? h.parentElement;
      }
    }
    return null;
  };

  const overlayVisible = (): boolean => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.textContent?.trim() !== opts.overlayText) continue;
      const el = n.parentElement;
      if (el?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return true;
    }
    return false;
  };

  const isBusy = (region: Element): boolean =>
    region.closest('[aria-busy="true"]') !== null ||
    region.querySelector('[aria-busy="true"]') !== null;

  let pollingFirst = false;
  const check = () => {
    if (state.clickAt === undefined) return;
    const region = findRegion();
    if (!region) return;
    const text = region.textContent ?? '';
    if (state.firstTextDom === undefined && text.includes(opts.firstText)) {
      if (overlayVisible()) {
        // An overlay still covers the text (e.g. fading out): look again next frame.
        if (!pollingFirst) {
          pollingFirst = true;
          const poll = () => {
            pollingFirst = false;
            check();
            if (state.firstTextDom === undefined && !pollingFirst) {
              pollingFirst = true;
              nativeRaf(poll);
            }
          };
          nativeRaf(poll);
        }
      } else {
        state.firstTextDom = performance.now();
        afterNextPaint((t) => {
          state.firstTextPaint = t;
        });
      }
    }
    if (
      state.firstTextDom !== undefined &&
      state.completeDom === undefined &&
      text.includes(opts.finalText) &&
      !isBusy(region)
    ) {
      state.completeDom = performance.now();
      afterNextPaint((t) => {
        state.completePaint = t;
        // firstTextPaint is always set by now: its frame came first.
        resolveComplete();
      });
    }
  };

  document.addEventListener(
    'click',
    (e) => {
      const button = (e.target as Element | null)?.closest?.('button');
      if (button?.textContent?.trim() === opts.requestButton && state.clickAt === undefined) {
        state.clickAt = performance.now();
      }
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
