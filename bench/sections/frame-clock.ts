import type { Browser } from '@playwright/test';
import { round, summarize, type Summary } from '../lib/stats';

export interface FrameClockResult {
  samples: number;
  /** A text change on a page where nothing moves, to the end of the frame that shows it. */
  idle: Summary;
  /** The same while a CSS animation runs (as the loading overlay's graphic does). */
  animating: Summary;
  /**
   * Other ways to animate the graphic, to see whether any avoids the clock: CSS in steps, SVG's own
   * animation (SMIL), and a script that moves it 10 times a second.
   */
  alternatives: Record<'cssSteps' | 'svgSmil' | 'scriptTimer10fps', Summary>;
  method: string;
}

/** What moves on the test page, in each case. */
const MOVING: Record<'idle' | 'animating' | keyof FrameClockResult['alternatives'], string> = {
  idle: '<div class="box"></div>',
  animating: '<div class="box spin"></div>',
  cssSteps: '<div class="box spin-steps"></div>',
  svgSmil:
    '<svg width="24" height="24"><rect width="24" height="24" fill="#c60"><animate ' +
    'attributeName="opacity" values="1;0.2;1" dur="1s" repeatCount="indefinite"/></rect></svg>',
  scriptTimer10fps:
    '<div class="box" id="box"></div><script>let k = 0; setInterval(() => { ' +
    "document.getElementById('box').style.marginLeft = (k++ % 6) * 10 + 'px'; }, 100);</script>",
};

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
    const run = async (moving: keyof typeof MOVING) => {
      await page.setContent(
        '<style>@keyframes spin{to{transform:rotate(360deg)}}.box{width:24px;height:24px;' +
          'background:#c60}.spin{animation:spin 1s linear infinite}' +
          '.spin-steps{animation:spin 1s steps(6) infinite}</style>' +
          `${MOVING[moving]}<p id="out">-</p>`,
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
    const idle = summarize(await run('idle'));
    const animating = summarize(await run('animating'));
    const alternatives = {
      cssSteps: summarize(await run('cssSteps')),
      svgSmil: summarize(await run('svgSmil')),
      scriptTimer10fps: summarize(await run('scriptTimer10fps')),
    };
    return {
      samples,
      idle,
      animating,
      alternatives,
      method:
        'a text change at a random moment (40-80 ms apart), to a message posted from the next ' +
        "frame's requestAnimationFrame callback (after that frame's paint); the same page with " +
        'nothing moving, a CSS animation, a CSS animation in 6 steps, an SVG <animate>, and a ' +
        'script moving a box 10 times a second',
    };
  } finally {
    await context.close();
  }
}

export const frameWaitCost = (r: FrameClockResult) => round(r.animating.median - r.idle.median);
