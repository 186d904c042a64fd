/**
 * Cook mode's timers in the page's language: a German page names a timer's length the German way,
 * through Intl ("30 Sek."), on its button, in the timer list and in the alarm.
 */
import { askForRecipe, expect, recipeComplete, test } from './support/quick-app';

const RECIPE = [
  '# Quick rice',
  '',
  '## Ingredients',
  '',
  '- 1 cup rice',
  '- 2 cups water',
  '',
  '## Method',
  '',
  '1. Rinse the rice.',
  '2. Toast it for 30 seconds.',
  '3. Simmer for 1 hour and 30 minutes.',
].join('\n');

test('a German page names cook mode’s timers in German: button, list and alarm', async ({
  page,
  quick,
  fake,
}) => {
  await page.clock.install();
  fake.setScenario({ chunks: [RECIPE] });
  await askForRecipe(page, quick.url);
  await recipeComplete(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page.getByRole('button', { name: 'Kochmodus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kochmodus' });
  await dialog.getByRole('button', { name: 'Nächster Schritt' }).click();
  await dialog.getByRole('button', { name: 'Timer für 30 Sek. starten' }).click();
  await dialog.getByRole('button', { name: 'Nächster Schritt' }).click();
  await expect(
    dialog.getByRole('button', { name: 'Timer für 1 Std. 30 Min. starten' }),
  ).toBeVisible();

  await page.clock.runFor(31_000);
  await expect(dialog.getByRole('alert')).toHaveText(
    'Der Timer 30 Sek. für Schritt 2 ist abgelaufen.',
  );
  await expect(dialog.getByText('Timer 30 Sek. (Schritt 2): fertig')).toBeVisible();
});
