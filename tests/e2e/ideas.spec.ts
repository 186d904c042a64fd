import type { Page } from '@playwright/test';
import { FAKE_IDEAS, fakeIdeasAnswer } from '../fixtures/fake-provider';
import { addIngredients, FOUR, recipeSection } from './support/fixtures';
import { expect, test } from './support/quick-app';
import { axeScan } from './support/axe';

function ideasSection(page: Page) {
  return page.getByRole('region', { name: 'Ideas from your list' });
}

async function showIdeas(page: Page, url: string) {
  await page.goto(url);
  await addIngredients(page, FOUR);
  await page.getByRole('button', { name: 'Show ideas' }).click();
}

async function ideaTitles(page: Page): Promise<string[]> {
  const section = ideasSection(page);
  await expect(section.getByRole('button', { name: 'More ideas' })).toBeVisible();
  return section.getByRole('listitem').getByRole('heading', { level: 3 }).allTextContents();
}

test.describe('ideas first', () => {
  test('three ideas with what each uses and needs bought, least shopping first', async ({
    page,
    quick,
    fake,
  }) => {
    const before = fake.requests.length;
    await showIdeas(page, quick.url);
    // The model's order was Paella, Fried Rice, Omelette: the page orders by shopping.
    expect(await ideaTitles(page)).toEqual(['Egg Fried Rice', 'Rice Omelette', 'Saffron Paella']);
    const items = ideasSection(page).getByRole('listitem');
    await expect(items.nth(0)).toContainText(
      'Uses from your list: Rice, Egg, Spring onion, Soy sauce',
    );
    await expect(items.nth(0)).toContainText('To buy: nothing');
    await expect(items.nth(1)).toContainText('Uses from your list: Egg, Rice');
    await expect(items.nth(1)).toContainText('To buy: ketchup');
    await expect(items.nth(2)).toContainText('To buy: saffron, prawns, mussels, chorizo');
    const asked = fake.requests[before]?.body;
    expect(asked?.max_tokens).toBe(300);
    expect(asked?.response_format).toMatchObject({ type: 'json_schema' });
    // `Get a recipe` stays as it was, beside it.
    await expect(page.getByRole('button', { name: 'Get a recipe' })).toBeVisible();
  });

  test('each idea is shown as soon as the answer holds it, before the answer ends', async ({
    page,
    quick,
    fake,
  }) => {
    // One whole idea, then the answer goes on without ending.
    fake.setScenario({
      chunks: [fakeIdeasAnswer([FAKE_IDEAS[2]!]).slice(0, -2), ',{"title":"Hal'],
      emptyDeltasEveryMs: 200,
    });
    await showIdeas(page, quick.url);
    const section = ideasSection(page);
    await expect(section.getByRole('heading', { name: 'Rice Omelette' })).toBeVisible();
    await expect(section.getByRole('status')).toHaveText('Thinking of three dishes…');
    // Cook this waits for the whole answer, which goes with it.
    await expect(section.getByRole('button', { name: /Cook this/ })).toHaveCount(0);
    await expect(section.getByRole('listitem')).toHaveCount(1);
  });

  test('Cook this streams the full recipe of the chosen dish, continuing the ideas', async ({
    page,
    quick,
    fake,
  }) => {
    await showIdeas(page, quick.url);
    await ideaTitles(page);
    const ideasAnswer = fakeIdeasAnswer(FAKE_IDEAS.slice(0, 3));
    const before = fake.requests.length;
    await ideasSection(page).getByRole('button', { name: 'Cook this: Rice Omelette' }).click();
    const section = recipeSection(page);
    await expect(section.getByRole('heading', { name: 'Rice Omelette' })).toBeVisible();
    await expect(section).toHaveAttribute('aria-busy', 'false');
    await expect(section.getByText('Season and serve hot.')).toBeVisible();
    const messages = fake.requests[before]?.body.messages ?? [];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[2]?.content).toBe(ideasAnswer);
    expect(messages[3]?.content).toContain('Rice Omelette');
    expect(fake.requests[before]?.body.response_format).toBeUndefined();
    // The recipe's own actions are there as for any recipe.
    await expect(
      page.getByRole('button', { name: /Make a new recipe|Regenerate/ }).first(),
    ).toBeVisible();
  });

  test('More ideas repeats none of the titles shown', async ({ page, quick, fake }) => {
    await showIdeas(page, quick.url);
    const first = await ideaTitles(page);
    const before = fake.requests.length;
    await ideasSection(page).getByRole('button', { name: 'More ideas' }).click();
    await expect(ideasSection(page).getByRole('heading', { name: 'Congee' })).toBeVisible();
    const second = await ideaTitles(page);
    expect(second).toEqual(['Congee', 'Tamagoyaki', 'Onigiri']);
    for (const title of first) expect(second).not.toContain(title);
    const prompt = fake.requests[before]?.body.messages?.at(-1)?.content ?? '';
    for (const title of first) expect(prompt).toContain(JSON.stringify(title));
    // A model that repeats one anyway: it is not shown again.
    fake.setScenario({
      ideas: [FAKE_IDEAS[3]!, FAKE_IDEAS[0]!, { ...FAKE_IDEAS[4]!, title: 'Miso Soup' }],
    });
    await ideasSection(page).getByRole('button', { name: 'More ideas' }).click();
    await expect(ideasSection(page).getByRole('heading', { name: 'Miso Soup' })).toBeVisible();
    expect(await ideaTitles(page)).toEqual(['Miso Soup']);
  });

  test('an answer that cannot be read is a plain error with a retry, and the list stays', async ({
    page,
    quick,
    fake,
  }) => {
    fake.setScenario([{ chunks: ['Sorry, ', 'I cannot help with that.'] }, {}]);
    await showIdeas(page, quick.url);
    const alert = ideasSection(page).getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).not.toContainText(/JSON|502|provider/i);
    await expect(page.getByRole('listitem').filter({ hasText: 'Soy sauce' }).first()).toBeVisible();
    await alert.getByRole('button', { name: 'Try again' }).click();
    expect(await ideaTitles(page)).toHaveLength(3);
    await expect(ideasSection(page).getByRole('alert')).toHaveCount(0);
  });

  test('axe finds nothing, and the whole flow works by keyboard', async ({ page, quick }) => {
    await page.goto(quick.url);
    await addIngredients(page, FOUR);
    const show = page.getByRole('button', { name: 'Show ideas' });
    await show.focus();
    await page.keyboard.press('Enter');
    await ideaTitles(page);
    // Focus went to the ideas' heading, so the next Tab reaches the first dish.
    await expect(page.getByRole('heading', { name: 'Ideas from your list' })).toBeFocused();
    const results = await axeScan(page).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
    ).toEqual([]);
    await page.keyboard.press('Tab');
    const cook = ideasSection(page).getByRole('button', { name: 'Cook this: Egg Fried Rice' });
    await expect(cook).toBeFocused();
    await page.keyboard.press('Enter');
    const section = recipeSection(page);
    await expect(section.getByRole('heading', { name: 'Egg Fried Rice' })).toBeVisible();
    await expect(section).toHaveAttribute('aria-busy', 'false');
    const after = await axeScan(page).analyze();
    expect(after.violations.map((v) => v.id)).toEqual([]);
  });
});
