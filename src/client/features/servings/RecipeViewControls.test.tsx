import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { RecipeViewControls } from './RecipeViewControls';
import {
  AS_WRITTEN_CHOICE,
  servingsLabel,
  stepFactor,
  viewAnnouncement,
  type ViewChoice,
} from './servings-steps';

/** The controls with their state held as the page holds it. */
function Controls({ base, onChange }: { base: number | null; onChange: (c: ViewChoice) => void }) {
  const [choice, setChoice] = useState(AS_WRITTEN_CHOICE);
  return (
    <RecipeViewControls
      baseServings={base}
      choice={choice}
      announcement={choice === AS_WRITTEN_CHOICE ? '' : viewAnnouncement(choice, base)}
      onChange={(next) => {
        setChoice(next);
        onChange(next);
      }}
    />
  );
}

describe('servings steps', () => {
  it('steps one serving at a time from 1 to 24 when the servings are known', () => {
    expect(stepFactor(1, 4, 1)).toBe(5 / 4);
    expect(stepFactor(1 / 4, 4, -1)).toBeNull();
    expect(stepFactor(6, 4, 1)).toBeNull();
    expect(servingsLabel(2, 4)).toBe('8 servings');
    expect(servingsLabel(1 / 4, 4)).toBe('1 serving');
  });

  it('steps from ½× to 4× when they are not', () => {
    expect(stepFactor(1, null, 1)).toBe(1.5);
    expect(stepFactor(1, null, -1)).toBe(0.5);
    expect(stepFactor(0.5, null, -1)).toBeNull();
    expect(stepFactor(4, null, 1)).toBeNull();
    expect(stepFactor(0.28, null, 1)).toBe(0.5);
    expect([0.5, 1, 1.5, 2].map((f) => servingsLabel(f, null))).toEqual([
      '½×',
      'As written',
      '1½×',
      '2×',
    ]);
  });

  it('says in one sentence what changed', () => {
    expect(viewAnnouncement({ factor: 2, units: 'metric' }, 4)).toBe(
      'Amounts now for 8 servings, in metric units.',
    );
    expect(viewAnnouncement({ factor: 1, units: 'as-written' }, null)).toBe('Amounts as written.');
  });
});

describe('RecipeViewControls', () => {
  it('shows the servings, steps them, changes units and goes back to as written', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controls base={4} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Recipe servings' })).toHaveTextContent('4 servings');
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    expect(onChange).toHaveBeenLastCalledWith({ factor: 5 / 4, units: 'as-written' });
    expect(screen.getByRole('group', { name: 'Recipe servings' })).toHaveTextContent('5 servings');
    await user.click(screen.getByRole('radio', { name: 'Metric' }));
    expect(onChange).toHaveBeenLastCalledWith({ factor: 5 / 4, units: 'metric' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Amounts now for 5 servings, in metric units.',
    );
    await user.click(screen.getByRole('button', { name: 'As written, 1×' }));
    expect(onChange).toHaveBeenLastCalledWith({ factor: 1, units: 'as-written' });
    expect(screen.getByRole('radio', { name: 'As written' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'As written, 1×' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('keeps a button that reached its end focusable, and does nothing with it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controls base={null} onChange={onChange} />);
    const fewer = screen.getByRole('button', { name: 'Fewer servings' });
    await user.click(fewer);
    expect(screen.getByRole('group', { name: 'Recipe servings' })).toHaveTextContent('½×');
    await user.click(fewer);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(fewer).toHaveAttribute('aria-disabled', 'true');
    expect(fewer).toHaveFocus();
  });
});
