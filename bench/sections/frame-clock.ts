import type { Browser } from '@playwright/test';
import { round, summarize, type Summary } from '../lib/stats';

export interface FrameClockResult {
  samples: number;
  /** A text change on a page where nothing moves, to the end of the frame that shows it. */
  idle: Summary;
  /** The same while a CSS animation runs (as the loading overlay's graphic does). */
  animating: Summary;
  method: string;
}

/**
 * How long this Chromium takes to show a change, with and without an animation running. A page
 * where nothing moves gets a frame on demand; while something animates, frames follow the 60 Hz
 * clock and a change made at a random moment waits for the next tick. The page's loading overlay
 * must show an animated graphic (spec, item 5), so the first recipe text always lands on that clock.
 */
export async function measureFrameClock(browser: Browser, samples = 40): Promise<FrameClockResult> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const run = async (animating: boolean) => {
      await page.setContent(
        '<style>@keyframes spin{to{transform:rotate(360deg)}}' +
          '.spin{width:24px;height:24px;background:#c60;animation:spin 1s linear infinite}</style>' +
          `<div class="${animating ? 'spin' : ''}"></div><p id="out">-</p>`,
      );
      return page.evaluate(async (n) => {
        const waits: number[] = [];
        const out = document.getElementById('out') as HTMLElement;
        for (let i = 0; i < n; i++) {
          // A random moment, as a network answer would arrive.
          await new Promise((r) => setTimeout(r, 40 + Math.random() * 40));
          const changed = performance.now();
          out.textContent = String(i);
          await new Promise<void>((resolve) =>
            requestAnimationFrame(() => {
              // Posted from the frame's callbacks: runs once that frame is painted.
              const channel = new MessageChannel();
              channel.port1.onmessage = () => {
                waits.push(performance.now() - changed);
                resolve();
              };
              channel.port2.postMessage(null);
            }),
          );
        }
        return waits;
      }, samples);
    };
    const idle = summarize(await run(false));
    const animating = summarize(await run(true));
    return {
      samples,
      idle,
      animating,
      method:
        'a text change at a random moment (40-80 ms apart), to a message posted from the next ' +
        "frame's requestAnimationFrame callback (after that frame's paint); the same page with and " +
        'without a running CSS animation',
    };
  } finally {
    await context.close();
  }
}

export const frameWaitCost = (r: FrameClockResult) => round(r.animating.median - r.idle.median);
