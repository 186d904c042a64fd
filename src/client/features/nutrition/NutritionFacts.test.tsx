import { render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as english } from '../../locales/page/en.po';
import { messages as german } from '../../locales/page/de.po';
import type { LineCount, NutritionResult } from '../../../shared/nutrition/recipe-nutrition';
import { NutritionFacts } from './NutritionFacts';

const perServing = {
  kcal: 512.4,
  kJ: 2143.9,
  protein: 20.2,
  fat: 18.6,
  saturatedFat: 7.3,
  carbohydrate: 61,
  sugars: 4.44,
  fibre: 3.1,
  salt: 0.84,
};

describe('the nutrition section', () => {
  it('shows the figures per serving and names what was not counted', () => {
    const result: NutritionResult = {
      kind: 'figure',
      servings: 4,
      perServing,
      lines: [
        { text: '1 bunch coriander', rule: 'no-weight', mayAdd: 10 },
        { text: 'Salt to taste', rule: 'to-taste', mayAdd: 0 },
        { text: 'For the curry paste:', rule: 'note', mayAdd: 0 },
        {
          text: 'Oil, for deep frying',
          rule: 'absorbed',
          food: 'Oil, canola',
          grams: 42.04, // for the 4 servings: 10.5 g each
          mayAdd: 0,
        },
      ],
    };
    render(<NutritionFacts result={result} source="USDA" />);
    expect(screen.getByRole('heading', { name: 'Nutrition per serving' })).toBeInTheDocument();
    expect(screen.getByText('For 4 servings.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Energy/ })).toHaveTextContent('512 kcal (2144 kJ)');
    expect(screen.getByRole('row', { name: /of which sugars/ })).toHaveTextContent('4.4 g');
    expect(screen.getByRole('row', { name: /Salt/ })).toHaveTextContent('0.84 g');
    expect(screen.getByText('Not counted: 1 bunch coriander.')).toBeInTheDocument();
    expect(screen.getByText(/Counted as nothing \(to taste\): Salt to taste/)).toBeInTheDocument();
    // A frying bath is counted, as what the food takes up, and says so.
    expect(
      screen.getByText(
        "Counted as absorbed in frying, per serving (a tenth of the fried food's weight): Oil, for deep frying: 11 g.",
      ),
    ).toBeInTheDocument();
  });

  /** A figure whose first line is counted as `line` says, beside a plain counted line. */
  function renderCounted(line: Partial<LineCount> & { text: string }) {
    const result: NutritionResult = {
      kind: 'figure',
      servings: 4,
      perServing,
      lines: [
        { rule: 'counted', grams: 100, food: 'A food', mayAdd: 0, ...line },
        { text: '1 cup rice', rule: 'counted', grams: 185, food: 'Rice', mayAdd: 0 },
      ],
    };
    render(<NutritionFacts result={result} source="USDA" />);
  }

  it('says which lines were counted as the choice the recipe offers', () => {
    renderCounted({ text: '2 shallots or 1 small onion', countedAs: '1 small onion' });
    expect(
      screen.getByText(
        "Counted as the recipe's other choice: 2 shallots or 1 small onion → 1 small onion.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Counted as the recipe's other choice/)).not.toHaveTextContent('rice');
  });

  it('ends a sentence once where its last line ends with a full stop ("Sal q.b.")', () => {
    renderCounted({ text: 'Sal q.b.', rule: 'to-taste', grams: undefined, mayAdd: 0 });
    expect(screen.getByText('Counted as nothing (to taste): Sal q.b.')).toBeInTheDocument();
  });

  it('says which lines were counted as the lightest of a kind they do not name', () => {
    renderCounted({ text: '1 cup unsweetened plant milk', mayAdd: 125.8 });
    expect(
      screen.getByText(
        'Counted as the lightest of its kind, as the line does not say which: 1 cup unsweetened plant milk.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Counted as the lightest of its kind/)).not.toHaveTextContent('rice');
  });

  it('says which lines were counted by the handful, and not as the lightest of a kind', () => {
    renderCounted({ text: '1 Handvoll Erbsen', grams: 72.5, mayAdd: 58.7, handful: true });
    expect(
      screen.getByText('Counted as half a cup for each handful: 1 Handvoll Erbsen.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Counted as the lightest of its kind/)).not.toBeInTheDocument();
  });

  it('lists how each counted line was read, closed until asked for', () => {
    renderCounted({
      text: '200 g chicken thighs',
      grams: 200,
      food: 'Chicken, thigh, raw',
      kcal: 242,
    });
    const details = screen.getByText('How each line was counted').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    const items = [...details.querySelectorAll('li')].map((li) => li.textContent);
    // Each line's grams and its energy a serving (the recipe serves 4).
    expect(items).toEqual([
      "200 g chicken thighs: 200 g of USDA's “Chicken, thigh, raw”, 61 kcal a serving",
      "1 cup rice: 185 g of USDA's “Rice”, 0 kcal a serving",
    ]);
  });

  it('says a decided mix is a mix of USDA foods, not one of them', () => {
    renderCounted({
      text: '2 tbsp kecap manis',
      grams: 36,
      food: 'Sweet soy sauce, kecap manis (soy sauce and brown sugar)',
      kcal: 78,
      mixed: true,
    });
    const details = screen.getByText('How each line was counted').closest('details')!;
    expect(details.querySelector('li')).toHaveTextContent(
      '2 tbsp kecap manis: 36 g of “Sweet soy sauce, kecap manis (soy sauce and brown sugar)”, a mix of USDA foods, 20 kcal a serving',
    );
  });

  it('shows a range and its reason, and no table, when what was left out weighs', () => {
    const result: NutritionResult = {
      kind: 'range',
      servings: 2,
      perServing,
      kcalHigh: 640,
      reason: 'Butter, for serving',
      lines: [{ text: 'Butter, for serving', rule: 'no-amount', mayAdd: 256 }],
    };
    render(<NutritionFacts result={result} source="USDA" />);
    expect(screen.getByText('Energy: 512–640 kcal per serving.')).toBeInTheDocument();
    expect(screen.getByText(/Not a single number: .*Butter, for serving/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says why when there is not enough identified', () => {
    render(
      <NutritionFacts
        result={{ kind: 'unknown', servings: null, lines: [], reason: 'servings' }}
        source={null}
      />,
    );
    expect(screen.getByText(/does not say how many servings/)).toBeInTheDocument();
  });

  describe('in German', () => {
    afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

    it('writes the words and the numbers the German way', () => {
      i18n.loadAndActivate({ locale: 'de', messages: german });
      const result: NutritionResult = { kind: 'figure', servings: 1.5, perServing, lines: [] };
      render(<NutritionFacts result={result} source={null} />);
      expect(screen.getByRole('heading', { name: 'Nährwerte pro Portion' })).toBeInTheDocument();
      expect(screen.getByText('Für 1,5 Portionen.')).toBeInTheDocument();
      expect(screen.getByRole('row', { name: /davon Zucker/ })).toHaveTextContent('4,4 g');
      expect(screen.getByRole('row', { name: /Salz/ })).toHaveTextContent('0,84 g');
    });

    it('lists each counted line in German, with German numbers', () => {
      i18n.loadAndActivate({ locale: 'de', messages: german });
      const lines: LineCount[] = [
        {
          text: '2,5 g Salz',
          rule: 'counted',
          grams: 2.5,
          food: 'Salt, table',
          kcal: 0,
          mayAdd: 0,
        },
        {
          text: '1 kg Mehl',
          rule: 'counted',
          grams: 1000,
          food: 'Wheat flour',
          kcal: 3640,
          mayAdd: 0,
        },
      ];
      render(
        <NutritionFacts
          result={{ kind: 'figure', servings: 8, perServing, lines }}
          source={null}
        />,
      );
      const details = screen.getByText('So wurde jede Zeile gezählt').closest('details')!;
      expect([...details.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
        '2,5 g Salz: 2,5 g von USDAs „Salt, table“, 0 kcal pro Portion',
        '1 kg Mehl: 1000 g von USDAs „Wheat flour“, 455 kcal pro Portion',
      ]);
    });
  });
});
