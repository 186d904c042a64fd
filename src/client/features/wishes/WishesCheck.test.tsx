import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as english } from '../../locales/page/en.po';
import { messages as german } from '../../locales/page/de.po';
import {
  checkAvoid,
  checkDiet,
  checkReadyIn,
  checkServings,
} from '../../../shared/wishes/check-wishes';
import { loadFoodTable } from '../../../shared/food/food-table';
import { readRecipe } from '../../../shared/recipe/read-recipe';
import type { WishFinding } from '../../../shared/wishes/check-wishes';
import { WishesCheck } from './WishesCheck';

const DIET: WishFinding = {
  wish: 'diet',
  label: 'Diet',
  status: 'not kept',
  words: 'Not vegetarian: chicken thighs, fish sauce.',
  change: 'Make it vegetarian: replace the chicken thighs and the fish sauce.',
};
const AVOID: WishFinding = {
  wish: 'avoid',
  label: 'Avoid',
  status: 'not kept',
  words: 'Mentions peanut: 2 tbsp peanut butter.',
  change: 'Leave out peanut: replace the peanut butter.',
};
const SERVINGS: WishFinding = {
  wish: 'servings',
  label: 'Servings',
  status: 'kept',
  words: 'Serves 2, as you asked.',
};
const TIME: WishFinding = {
  wish: 'readyIn',
  label: 'Ready in',
  status: 'unknown',
  words: 'The recipe does not say how long it takes.',
};

describe('WishesCheck', () => {
  it('shows nothing when no wish was set', () => {
    const { container } = render(<WishesCheck findings={[]} onFix={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists each wish with what the text shows, and says what the check cannot see', () => {
    render(<WishesCheck findings={[DIET, SERVINGS, TIME]} onFix={() => {}} />);
    const section = screen.getByRole('region', { name: 'Checked against your wishes' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Not kept'),
      expect.stringContaining('Serves 2, as you asked.'),
      expect.stringContaining('The recipe does not say how long it takes.'),
    ]);
    expect(section).toHaveTextContent(/does not know ingredients hidden inside others/);
  });

  it('announces once, as an alert, what is not kept: the avoid finding in it', () => {
    render(<WishesCheck findings={[DIET, AVOID, SERVINGS, TIME]} onFix={() => {}} />);
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent(
      "2 wishes are not kept. Not vegetarian: chicken thighs, fish sauce. Mentions peanut: 2 tbsp peanut butter. 1 not shown by the recipe's text, so unknown.",
    );
  });

  it('credits the food data when the checks read it', () => {
    render(
      <WishesCheck
        findings={[SERVINGS]}
        onFix={() => {}}
        attribution="Open Food Facts contributors"
      />,
    );
    expect(screen.getByText('Food data: Open Food Facts contributors (ODbL).')).toBeVisible();
  });

  it('says so when every wish is kept, with no alert and no Fix button', () => {
    render(<WishesCheck findings={[SERVINGS]} onFix={() => {}} />);
    expect(screen.getByText(/Every wish checked is kept/)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('fixes a wish not kept with its change line, one button per wish', async () => {
    const onFix = vi.fn();
    render(<WishesCheck findings={[DIET, AVOID, SERVINGS]} onFix={onFix} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Fix Diet',
      'Fix Avoid',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Fix Diet' }));
    expect(onFix).toHaveBeenCalledExactlyOnceWith(DIET.change);
  });

  it('offers no Fix while no change can be asked', () => {
    render(<WishesCheck findings={[DIET]} onFix={null} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names the bought products a kept diet counts on, for a label check', () => {
    const kept: WishFinding = {
      wish: 'diet',
      label: 'Diet',
      status: 'kept',
      words:
        'Every ingredient is known to suit a vegan diet, bought products as they are usually made.',
      labelCheck: ['ketchup', 'baking powder'],
    };
    render(<WishesCheck findings={[kept]} onFix={() => {}} />);
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent(/^Diet Kept/);
    expect(within(item).getByText('Check the label: ketchup, baking powder.')).toBeVisible();
  });

  describe('in German', () => {
    afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

    it('words the time and servings findings in German, from the check’s numbers', () => {
      const reading = readRecipe(
        '# Soup\n\nServes: 4\n\nTotal time: 45 minutes\n\n## Ingredients\n\n- 1 onion\n\n## Steps\n\n1. Cook.',
      );
      const have: WishFinding = {
        wish: 'onlyWhatIHave',
        label: 'Use only what I have',
        status: 'not kept',
        words: "Uses 2 things you don't have: Sahne, Speck.",
        said: { code: 'have extras', names: ['Sahne', 'Speck'] },
      };
      const findings = [checkReadyIn(reading, 30), checkServings(reading, 2), have];
      expect(findings.slice(0, 2).map((f) => f.words)).toEqual([
        'About 45 minutes, over your 30.',
        'Says it serves 4; you asked for 2.',
      ]);
      render(<WishesCheck findings={findings} onFix={() => {}} />);
      expect(screen.getByRole('alert')).toHaveTextContent(
        "Uses 2 things you don't have: Sahne, Speck.",
      );
      cleanup();
      i18n.loadAndActivate({ locale: 'de', messages: german });
      render(<WishesCheck findings={findings} onFix={() => {}} />);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Etwa 45 Minuten, mehr als deine 30. Laut Rezept für 4 Portionen; du wolltest 2. Braucht 2 Zutaten, die du nicht hast: Sahne, Speck.',
      );
    });

    it('words the diet and avoid findings in German, the foods as the recipe names them', async () => {
      const food = await loadFoodTable();
      const reading = readRecipe(
        '# Stir fry\n\n## Ingredients\n\n- 500 g chicken thighs\n- 2 tbsp peanut butter\n- 1 tbsp xyzzy paste\n\n## Steps\n\n1. Fry the chicken.\n2. Serve with bacon.',
      );
      const findings = [
        checkDiet(reading, 'vegetarian', food),
        checkAvoid(reading, ['peanut'], food),
        checkAvoid(reading, ['garlic'], food),
      ];
      const unsure = 'Could not check: 1 tbsp xyzzy paste. Check it yourself.';
      const english = [
        `Not vegetarian: chicken thighs, bacon (step 2). ${unsure}`,
        `Mentions peanut: 2 tbsp peanut butter. ${unsure}`,
        unsure,
      ];
      expect(findings.map((f) => f.words)).toEqual(english);
      // The English page words the codes exactly as the check's English sentences.
      render(<WishesCheck findings={findings} onFix={() => {}} />);
      const shown = () => screen.getAllByRole('listitem').map((i) => i.textContent);
      expect(shown()).toEqual([
        expect.stringContaining(english[0]!),
        expect.stringContaining(english[1]!),
        expect.stringContaining(english[2]!),
      ]);
      cleanup();
      i18n.loadAndActivate({ locale: 'de', messages: german });
      render(<WishesCheck findings={findings} onFix={() => {}} />);
      const nicht = 'Nicht prüfbar: 1 tbsp xyzzy paste. Prüfe es selbst.';
      expect(shown()).toEqual([
        expect.stringContaining(`Nicht vegetarisch: chicken thighs, bacon (Schritt 2). ${nicht}`),
        expect.stringContaining(`Erwähnt peanut: 2 tbsp peanut butter. ${nicht}`),
        expect.stringContaining(nicht),
      ]);
      expect(screen.getByRole('list')).not.toHaveTextContent(/Not vegetarian|Could not check/);
    });
  });
});
