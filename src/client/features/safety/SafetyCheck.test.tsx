import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SafetyFinding } from '../../../shared/safety/check-safety';
import { SafetyCheck } from './SafetyCheck';

const NOT_SAFE: SafetyFinding = {
  status: 'not safe',
  food: 'chicken',
  words: 'chicken to 60 °C; safe: 74 °C / 165 °F at the thickest part.',
  change: 'Food safety (chicken): cook until it reaches 74 °C (165 °F) at the thickest part.',
  step: 1,
  source: 'USDA FSIS',
};
const SUGGESTION: SafetyFinding = {
  status: 'suggestion',
  food: 'ground beef',
  words: 'The recipe does not say when the ground beef is done: cook until 71 °C / 160 °F inside.',
  change: 'Food safety (ground beef): cook until it reaches 71 °C (160 °F) in the centre.',
  step: 0,
  source: 'USDA FSIS',
};
const NOTE: SafetyFinding = {
  status: 'note',
  food: 'steak',
  words: 'steak to 52 °C: below the guidance of 63 °C / 145 °F.',
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
});
