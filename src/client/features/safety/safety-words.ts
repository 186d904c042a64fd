import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SafetyCode, SafetyFinding } from '../../../shared/safety/check-safety';
import { MINIMUMS, type SafetyKind } from '../../../shared/safety/minimums';

/**
 * A food-safety finding in the page's language: the shared check gives a code, the kind of food
 * and the doneness as written; the minimum comes from the same table the check holds recipes to.
 * The food is named as the recipe names it (the food data keeps only folded keys, not names to
 * show), and the temperatures as the recipe writes them.
 */

const WHERE: Record<SafetyKind, MessageDescriptor> = {
  poultry: msg`at the thickest part`,
  'minced poultry': msg`in the centre`,
  minced: msg`in the centre`,
  stuffing: msg`in the centre of the stuffing`,
  leftovers: msg`throughout`,
  beef: msg`then a 3-minute rest`,
  lamb: msg`then a 3-minute rest`,
  veal: msg`then a 3-minute rest`,
  pork: msg`then a 3-minute rest`,
  fish: msg`or until opaque and flaking`,
};

/** Why a whole cut or fish below the guidance is a note, not an alarm. */
const CHOICE: Partial<Record<SafetyKind, MessageDescriptor>> = {
  beef: msg`beef served rare or pink, a cook’s choice (sear the outside well)`,
  lamb: msg`lamb served pink, a cook’s choice (sear the outside well)`,
  veal: msg`veal served pink, a cook’s choice (sear the outside well)`,
  pork: msg`pork served pink; the UK FSA advises cooking pork through`,
  fish: msg`fish served translucent, a cook’s choice`,
};

const BEANS: Partial<Record<SafetyCode, MessageDescriptor>> = {
  'beans never boiled': msg`dried kidney beans cooked in a slow cooker, never boiled; safe: boiled hard for at least 10 minutes first.`,
  'beans boiled briefly': msg`dried kidney beans boiled for less than 10 minutes, then slow-cooked; safe: boiled hard for at least 10 minutes first.`,
  'beans boil not stated': msg`dried kidney beans go into a slow cooker; the recipe does not say they boil hard for 10 minutes first, as they must.`,
};

/** The food a finding concerns, for its Fix button. */
export function safetyFood(i18n: I18n, finding: SafetyFinding): string {
  return finding.kind === null ? i18n._(msg`dried kidney beans`) : finding.food;
}

function minimum(i18n: I18n, kind: SafetyKind): string {
  const { celsius, fahrenheit } = MINIMUMS[kind];
  const where = i18n._(WHERE[kind]);
  return i18n._(msg`${celsius} °C / ${fahrenheit} °F ${where}`);
}

/** The finding's sentence. */
export function safetyWords(i18n: I18n, finding: SafetyFinding): string {
  const { kind, food } = finding;
  const beans = BEANS[finding.code];
  if (kind === null || beans) return beans ? i18n._(beans) : '';
  const stated = finding.stated ?? '';
  const safe = minimum(i18n, kind);
  switch (finding.code) {
    case 'below safe':
      return i18n._(msg`${food} to ${stated}; safe: ${safe}.`);
    case 'below usda':
      return i18n._(
        msg`${food} to ${stated}: below USDA’s ${safe}; the UK FSA accepts 70 °C held for 2 minutes.`,
      );
    case 'below guidance': {
      const choice = i18n._(CHOICE[kind] ?? WHERE[kind]);
      return i18n._(
        msg`${food} to ${stated}: below the guidance of ${safe} (USDA), for ${choice}.`,
      );
    }
    default: {
      const { celsius, fahrenheit } = MINIMUMS[kind];
      const where = i18n._(WHERE[kind]);
      return i18n._(
        msg`The recipe does not say when the ${food} is done: cook until ${celsius} °C / ${fahrenheit} °F inside (${where}).`,
      );
    }
  }
}
