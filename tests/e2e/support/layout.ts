/** Measurements of the page as laid out: overflow, target sizes, focus rings, colours. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The document does not scroll sideways; names the elements that stick out when it does. */
export async function expectNoHorizontalScroll(page: Page, state: string): Promise<void> {
  const found = await page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const describe = (el: Element) => {
      const r = el.getBoundingClientRect();
      const cls = typeof el.className === 'string' && el.className ? `.${el.className}` : '';
      return `${el.tagName.toLowerCase()}${cls} [${Math.round(r.left)}..${Math.round(r.right)}]`;
    };
    const outside = [...document.querySelectorAll('body *')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && (r.right > width + 0.5 || r.left < -0.5);
    });
    // The outermost ones say what got wider; the innermost ones say which content made it so.
    const outer = outside.filter((el) => !outside.includes(el.parentElement as Element));
    const inner = outside.filter((el) => !outside.some((o) => o !== el && el.contains(o)));
    const summary = [
      `outermost: ${outer.slice(0, 4).map(describe).join(', ')}`,
      `innermost: ${inner.slice(0, 6).map(describe).join(', ')}`,
    ];
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: width,
      outside: outside.length ? summary : [],
    };
  });
  expect(
    found.scrollWidth,
    `${state}: page is ${found.scrollWidth}px wide in a ${found.clientWidth}px viewport; ` +
      `sticking out: ${found.outside.join('; ') || 'none found'}`,
  ).toBeLessThanOrEqual(found.clientWidth);
}

/** Every given control is at least `min` CSS px wide and high. */
export async function expectTargetSize(targets: Locator, what: string, min = 44): Promise<void> {
  // The page renders once the remembered list is read: wait for the first of them.
  await expect(targets.first(), `${what}: no such control on the page`).toBeVisible();
  const count = await targets.count();
  expect(count, `${what}: no such control on the page`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const target = targets.nth(i);
    const box = await target.boundingBox();
    const name =
      (await target.getAttribute('aria-label')) ?? ((await target.innerText()).trim() || what);
    expect(box, `${what} "${name}" has no box`).not.toBeNull();
    expect.soft(box?.width ?? 0, `${what} "${name}" width (px)`).toBeGreaterThanOrEqual(min - 0.5);
    expect
      .soft(box?.height ?? 0, `${what} "${name}" height (px)`)
      .toBeGreaterThanOrEqual(min - 0.5);
  }
}

export interface FocusInfo {
  tag: string;
  name: string;
  outline: string;
  boxShadow: string;
  visible: boolean;
}

/** The focused element and whether it shows a focus indicator (an outline or a box shadow). */
export async function focusInfo(page: Page): Promise<FocusInfo> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) {
      return { tag: 'body', name: '', outline: '', boxShadow: '', visible: false };
    }
    const s = getComputedStyle(el);
    const outline = `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`;
    const hasOutline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
    const hasShadow = s.boxShadow !== 'none' && s.boxShadow !== '';
    return {
      tag: el.tagName.toLowerCase(),
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40),
      outline,
      boxShadow: s.boxShadow,
      visible: hasOutline || hasShadow,
    };
  });
}

/** WCAG contrast ratio of an element's text against the first opaque background behind it. */
export async function textContrast(target: Locator): Promise<number> {
  return target.evaluate((el) => {
    const parse = (c: string): number[] => {
      const m = c.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 1];
      return [m[0] ?? 0, m[1] ?? 0, m[2] ?? 0, m[3] ?? 1];
    };
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r ?? 0) + 0.7152 * f(g ?? 0) + 0.0722 * f(b ?? 0);
    };
    let bg = [255, 255, 255, 1];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const c = parse(getComputedStyle(node).backgroundColor);
      if ((c[3] ?? 0) > 0.99) {
        bg = c;
        break;
      }
    }
    const fg = parse(getComputedStyle(el).color);
    const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x) as [number, number];
    return (a + 0.05) / (b + 0.05);
  });
}

/** Relative luminance (0..1) of a CSS colour string such as `rgb(26, 20, 17)`. */
export function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const f = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}
