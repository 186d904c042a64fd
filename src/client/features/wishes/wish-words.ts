import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { WishFinding, WishSaid } from '../../../shared/wishes/check-wishes';
import { dietAvoidWords } from './diet-avoid-words';

/**
 * A wish finding in the page's language from the check's code and its values; the foods and
 * lines named stay as the recipe writes them. A finding without a code keeps the check's English.
 */
type TimeSaid = Extract<
  WishSaid,
  { code: 'timers within' | 'stated under timers' | 'time within' | 'time over' | 'timers over' }
>;

/** The ready-in findings: a minute is one, as in the check's own English. */
function timeSaid(i18n: I18n, s: TimeSaid): string {
  const { minutes } = s;
  switch (s.code) {
    case 'timers within':
      return i18n._(
        msg`${plural(minutes, {
          one: 'The recipe does not say how long it takes; its timers alone add up to # minute.',
          other: 'The recipe does not say how long it takes; its timers alone add up to # minutes.',
        })}`,
      );
    case 'stated under timers': {
      const { timers } = s;
      return i18n._(
        msg`${plural(minutes, {
          one: `The recipe says about # minute, but its timers alone add up to ${timers}.`,
          other: `The recipe says about # minutes, but its timers alone add up to ${timers}.`,
        })}`,
      );
    }
    case 'time within': {
      const { limit } = s;
      return i18n._(
        msg`${plural(minutes, {
          one: `About # minute, within your ${limit}.`,
          other: `About # minutes, within your ${limit}.`,
        })}`,
      );
    }
    case 'time over': {
      const { limit } = s;
      return i18n._(
        msg`${plural(minutes, {
          one: `About # minute, over your ${limit}.`,
          other: `About # minutes, over your ${limit}.`,
        })}`,
      );
    }
    case 'timers over': {
      const { limit } = s;
      return i18n._(
        msg`${plural(minutes, {
          one: `At least # minute of timers alone, over your ${limit}.`,
          other: `At least # minutes of timers alone, over your ${limit}.`,
        })}`,
      );
    }
  }
}

function said(i18n: I18n, s: WishSaid): string {
  switch (s.code) {
    case 'time not stated':
      return i18n._(msg`The recipe does not say how long it takes.`);
    case 'timers within':
    case 'stated under timers':
    case 'time within':
    case 'time over':
    case 'timers over':
      return timeSaid(i18n, s);
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
