/** axe-core in the real browser: WCAG 2.2 AA plus the page's heading outline. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * A WCAG 2.2 AA scan of the page. axe.run in the page itself: the page has no frames, and the
 * default (a partial run per frame, then a blank page of its own to merge them, axe injected into
 * both) doubles each scan's cost.
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().withTags(WCAG_TAGS);
}
// A best-practice rule beyond the WCAG tags: the model's headings must fit the page's outline.
const EXTRA_RULES = ['heading-order'];

export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  // A fade still running (the overlay's 200 ms fade-in) blends its text into the background, and
  // axe would measure the blend: wait for every animation that ends. The endless ones (the pot's
  // steam) are left running.
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished),
    ),
  );
  const results = await axeScan(page)
    .options({ rules: Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }])) })
    .analyze();
  const ran = [...results.passes, ...results.violations, ...results.inapplicable];
  for (const id of EXTRA_RULES) {
    expect(
      ran.map((r) => r.id),
      `axe did not run ${id}`,
    ).toContain(id);
  }
  const found = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? '?'}): ${v.help} — ${v.nodes
        .map(
          (n) =>
            `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ')}]` : ''}`,
        )
        .join('; ')}`,
  );
  expect(found, `axe violations in state "${state}"`).toEqual([]);
  // The scan really looked at the page.
  expect(results.passes.length, `axe checked nothing in state "${state}"`).toBeGreaterThan(5);
}
