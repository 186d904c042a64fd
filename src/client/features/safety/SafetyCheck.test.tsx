import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as english } from '../../locales/page/en.po';
import { messages as german } from '../../locales/page/de.po';
import type { SafetyFinding } from '../../../shared/safety/check-safety';
import { SafetyCheck } from './SafetyCheck';

const NOT_SAFE: SafetyFinding = {
  status: 'not safe',
  code: 'below safe',
  kind: 'poultry',
  food: 'chicken',
  stated: '60 °C',
  change: 'Food safety (chicken): cook until it reaches 74 °C (165 °F) at the thickest part.',
  step: 1,
  source: 'USDA FSIS',
};
const SUGGESTION: SafetyFinding = {
  status: 'suggestion',
  code: 'not stated',
  kind: 'minced',
  food: 'ground beef',
  change: 'Food safety (ground beef): cook until it reaches 71 °C (160 °F) in the centre.',
  step: 0,
  source: 'USDA FSIS',
};
const NOTE: SafetyFinding = {
  status: 'note',
  code: 'below guidance',
  kind: 'beef',
  food: 'steak',
  stated: '52 °C',
  step: 0,
  source: 'USDA FSIS',
};

describe('SafetyCheck', () => {
  it('shows nothing when there is nothing to say, never that a recipe is safe', () => {
    const { container } = render(<SafetyCheck findings={[]} onFix={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows Food safety, Not safe and the minimum, announced once as an alert', () => {
    render(<SafetyCheck findings={[NOT_SAFE, NOTE]} onFix={() => {}} />);
    const section = screen.getByRole('region', { name: 'Food safety' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([
      expect.stringMatching(/^Food safety Not safe.*chicken to 60 °C; safe: 74 °C/),
      expect.stringMatching(/^Food safety Note.*steak to 52 °C/),
    ]);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('chicken to 60 °C; safe: 74 °C / 165 °F');
  });

  it('Fix sends the change line; a suggestion is quiet, with its own Add button', async () => {
    const onFix = vi.fn();
    render(<SafetyCheck findings={[NOT_SAFE, SUGGESTION]} onFix={onFix} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fix Food safety' }));
    expect(onFix).toHaveBeenCalledExactlyOnceWith(NOT_SAFE.change);
    await userEvent.click(screen.getByRole('button', { name: 'Add doneness: ground beef' }));
    expect(onFix).toHaveBeenLastCalledWith(SUGGESTION.change);
  });

  it('a suggestion alone raises no alert; no buttons while no change can be asked', () => {
    render(<SafetyCheck findings={[SUGGESTION]} onFix={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('words the kidney-bean findings and names the beans on the Fix', () => {
    const beans: SafetyFinding = {
      status: 'not safe',
      code: 'beans boiled briefly',
      kind: null,
      food: '',
      change: 'Food safety: boil the dried kidney beans hard for at least 10 minutes.',
      step: 0,
      source: 'FDA',
    };
    render(<SafetyCheck findings={[beans, NOT_SAFE]} onFix={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'dried kidney beans boiled for less than 10 minutes, then slow-cooked; safe: boiled hard for at least 10 minutes first.',
    );
    expect(
      screen.getByRole('button', { name: 'Fix Food safety: dried kidney beans' }),
    ).toBeInTheDocument();
  });

  describe('in German', () => {
    afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

    it('words the findings in German, the food as the recipe names it', () => {
      i18n.loadAndActivate({ locale: 'de', messages: german });
      render(<SafetyCheck findings={[NOT_SAFE, NOTE, SUGGESTION]} onFix={() => {}} />);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'chicken bis 60 °C gegart; sicher: 74 °C / 165 °F an der dicksten Stelle.',
      );
      const items = screen.getAllByRole('listitem').map((i) => i.textContent);
      expect(items[1]).toContain(
        'steak bis 52 °C gegart: unter der Empfehlung von 63 °C / 145 °F dann 3 Minuten ruhen lassen (USDA); Rindfleisch blutig oder rosa serviert',
      );
      expect(items[2]).toContain(
        'Das Rezept nennt keinen Garpunkt für ground beef: garen bis zu einer Kerntemperatur von 71 °C / 160 °F (im Kern).',
      );
    });
  });
});
