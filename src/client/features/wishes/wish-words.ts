import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { WishFinding, WishSaid } from '../../../shared/wishes/check-wishes';
import { dietAvoidWords } from './diet-avoid-words';

/**
 * A wish finding in the page's language from the check's code and its values; the foods and
 * lines named stay as the recipe writes them. A finding without a code keeps the check's English.
 */
function said(i18n: I18n, s: WishSaid): string {
  switch (s.code) {
    case 'time not stated':
      return i18n._(msg`The recipe does not say how long it takes.`);
    case 'timers within': {
      const { minutes } = s;
      return i18n._(
        msg`The recipe does not say how long it takes; its timers alone add up to ${minutes} minutes.`,
      );
    }
    case 'stated under timers': {
      const { minutes, timers } = s;
      return i18n._(
        msg`The recipe says about ${minutes} minutes, but its timers alone add up to ${timers}.`,
      );
    }
    case 'time within': {
      const { minutes, limit } = s;
      return i18n._(msg`About ${minutes} minutes, within your ${limit}.`);
    }
    case 'time over': {
      const { minutes, limit } = s;
      return i18n._(msg`About ${minutes} minutes, over your ${limit}.`);
    }
    case 'timers over': {
      const { minutes, limit } = s;
      return i18n._(msg`At least ${minutes} minutes of timers alone, over your ${limit}.`);
    }
    case 'serves not stated':
      return i18n._(msg`The recipe does not say how many it serves.`);
    case 'serves as asked': {
      const { serves } = s;
      return i18n._(msg`Serves ${serves}, as you asked.`);
    }
    case 'serves other': {
      const { serves, wanted } = s;
      return i18n._(msg`Says it serves ${serves}; you asked for ${wanted}.`);
    }
    default:
      return haveWords(i18n, s);
  }
}

/** The list, the data and "use only what I have": the foods as the recipe names them. */
function haveWords(i18n: I18n, s: WishSaid): string {
  switch (s.code) {
    case 'no list':
      return i18n._(msg`No ingredient list was found to check.`);
    case 'no data':
      return i18n._(msg`The food data could not be loaded, so the ingredients were not checked.`);
    case 'have kept':
      return i18n._(msg`Uses only your ingredients and pantry staples.`);
    case 'have unsure': {
      const names = s.names.join(', ');
      return i18n._(msg`Could not tell whether you have: ${names}. Check it yourself.`);
    }
    case 'have extras': {
      const names = s.names.join(', ');
      const count = s.names.length;
      return i18n._(
        msg`${plural(count, { one: "Uses # thing you don't have", other: "Uses # things you don't have" })}: ${names}.`,
      );
    }
    default:
      return dietAvoidWords(i18n, s);
  }
}

export function wishWords(i18n: I18n, finding: WishFinding): string {
  return finding.said ? said(i18n, finding.said) : finding.words;
}
