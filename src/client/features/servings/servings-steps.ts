import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { UnitsChoice } from './units';

/** What Fewer servings / More servings step through when the servings are not known. */
export const FACTOR_STEPS = [0.5, 1, 1.5, 2, 3, 4] as const;
/** When they are: one serving at a time. */
export const SERVINGS_LIMITS = { min: 1, max: 24 } as const;

export interface ViewChoice {
  factor: number;
  units: UnitsChoice;
}

export const AS_WRITTEN_CHOICE: ViewChoice = { factor: 1, units: 'as-written' };

export function stepFactor(factor: number, base: number | null, direction: -1 | 1): number | null {
  if (base !== null) {
    const servings = Math.round(factor * base) + direction;
    if (servings < SERVINGS_LIMITS.min || servings > SERVINGS_LIMITS.max) return null;
    return servings / base;
  }
  const candidates = FACTOR_STEPS.filter((f) =>
    direction > 0 ? f > factor + 1e-9 : f < factor - 1e-9,
  );
  const next = direction > 0 ? candidates[0] : candidates[candidates.length - 1];
  return next ?? null;
}

const FACTOR_WORDS: Record<number, string> = { 0.5: '½×', 1.5: '1½×' };

/** "8 servings", "1 serving"; without servings "As written" at 1×, else "½×", "2×". */
export function servingsLabel(factor: number, base: number | null): string {
  if (base !== null) {
    const servings = Math.round(factor * base);
    return plural(servings, { one: '# serving', other: '# servings' });
  }
  if (factor === 1) return t`As written`;
  return FACTOR_WORDS[factor] ?? `${Number(factor.toFixed(2))}×`;
}

const UNIT_WORDS: Record<UnitsChoice, MessageDescriptor> = {
  'as-written': msg`units as written`,
  metric: msg`metric units`,
  us: msg`US units`,
};

export function viewAnnouncement(choice: ViewChoice, base: number | null): string {
  if (choice.factor === 1 && choice.units === 'as-written') return t`Amounts as written.`;
  const amounts = base === null && choice.factor === 1 ? '1×' : servingsLabel(choice.factor, base);
  const units = i18n._(UNIT_WORDS[choice.units]);
  return t`Amounts now for ${amounts}, in ${units}.`;
}
