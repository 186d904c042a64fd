import { chromium } from 'playwright-core';
import { startFakeProvider } from '/work/main/tests/fixtures/fake-provider';
import { startApp } from '/work/main/tests/e2e/support/app-process';
const fake = await startFakeProvider({ apiKey: 'k' });
const app = await startApp({ LLM_BASE_URL: fake.url, LLM_API_KEY: 'k', RECIPE_DELAY_MS: process.env.DELAY ?? '2000' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'] });
try {
  for (let run = 0; run < 3; run++) {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const w = window as any; w.__ev = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__ev.push(['long', Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
      new MutationObserver(() => {
        const h = document.getElementById('recipe-heading'); if (h && !w.__h) { w.__h = 1; w.__ev.push(['heading', Math.round(performance.now())]); }
        const b = document.querySelector('[aria-busy="false"]'); if (b && !w.__b) { w.__b = 1; w.__ev.push(['complete', Math.round(performance.now())]); }
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto(app.url);
    for (const i of ['Egg', 'Rice', 'Spring onion', 'Soy sauce']) { await page.getByLabel('Add ingredient').fill(i); await page.getByRole('button', { name: 'Add Ingredients' }).click(); }
    await page.waitForTimeout(500);
    fake.setScenario({ tokens: 1024, tokensPerSecond: 50 });
    const t0 = await page.evaluate(() => { (window as any).__ev.push(['click', Math.round(performance.now())]); return 0; });
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.locator('[aria-busy="false"]').waitFor({ timeout: 60000 });
    await page.waitForTimeout(300);
    console.log(JSON.stringify(await page.evaluate(() => (window as any).__ev)));
    await page.close();
  }
} finally { await browser.close(); await app.stop(); await fake.close(); }
