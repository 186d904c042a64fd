import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Diet } from '../../../shared/preference-options';
import type { WishSaid } from '../../../shared/wishes/check-wishes';

/**
 * The diet and avoid findings in the page's language. The foods, lines and terms stay as the
 * recipe and the visitor wrote them; only the sentences around them are the page's. A sentence
 * per diet rather than the diet's name in one sentence: its grammar differs by language
 * ("nicht vegetarisch", "eine vegetarische Ernährung").
 */
export function dietAvoidWords(i18n: I18n, s: WishSaid): string {
  switch (s.code) {
    case 'could not check':
      return couldNotCheck(i18n, s.lines);
    case 'diet not kept': {
      const names = [
        ...s.names,
        ...s.elsewhere.map(({ food, step }) => `${food} (${place(i18n, step)})`),
      ].join(', ');
      const rest = s.unchecked.length ? [couldNotCheck(i18n, s.unchecked)] : [];
      return [notDiet(i18n, s.diet, names), ...rest].join(' ');
    }
    case 'diet kept':
      return s.labels ? dietKeptAsBought(i18n, s.diet) : dietKept(i18n, s.diet);
    default:
      return avoidWords(i18n, s);
  }
}

function avoidWords(i18n: I18n, s: WishSaid): string {
  switch (s.code) {
    case 'no list or steps':
      return i18n._(msg`No ingredient list or steps were found to check.`);
    case 'avoid kept': {
      const terms = list(i18n, s.terms);
      return i18n._(msg`No mention of ${terms}.`);
    }
    case 'avoid unknown':
      return [...unchecked(i18n, s.unchecked), ...unread(i18n, s.unread)].join(' ');
    case 'avoid not kept': {
      const said = s.mentions.map(({ term, lines, steps }) => {
        const where = [...lines, ...steps.map((step) => place(i18n, step))].join(', ');
        return i18n._(msg`Mentions ${term}: ${where}.`);
      });
      return [...said, ...unchecked(i18n, s.unchecked), ...unread(i18n, s.unread)].join(' ');
    }
    default:
      return '';
  }
}

/** "a, b and c" in the page's language; English as the check writes it, without a serial comma. */
function list(i18n: I18n, items: readonly string[]): string {
  const locale = i18n.locale === 'en' ? 'en-GB' : i18n.locale;
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}

function place(i18n: I18n, step: number | null): string {
  return step === null ? i18n._(msg`the notes`) : i18n._(msg`step ${step}`);
}

function couldNotCheck(i18n: I18n, lines: readonly string[]): string {
  const written = lines.join('; ');
  return lines.length === 1
    ? i18n._(msg`Could not check: ${written}. Check it yourself.`)
    : i18n._(msg`Could not check: ${written}. Check them yourself.`);
}

const unchecked = (i18n: I18n, lines: readonly string[]) =>
  lines.length ? [couldNotCheck(i18n, lines)] : [];

function unread(i18n: I18n, terms: readonly string[]): string[] {
  if (terms.length === 0) return [];
  const quoted = list(
    i18n,
    terms.map((term) => i18n._(msg`“${term}”`)),
  );
  return [
    terms.length === 1
      ? i18n._(msg`Could not tell which foods ${quoted} covers: check the ingredients yourself.`)
      : i18n._(msg`Could not tell which foods ${quoted} cover: check the ingredients yourself.`),
  ];
}

function notDiet(i18n: I18n, diet: Diet, names: string): string {
  switch (diet) {
    case 'vegetarian':
      return i18n._(msg`Not vegetarian: ${names}.`);
    case 'vegan':
      return i18n._(msg`Not vegan: ${names}.`);
    case 'pescatarian':
      return i18n._(msg`Not pescatarian: ${names}.`);
    case 'gluten-free':
      return i18n._(msg`Not gluten-free: ${names}.`);
    case 'dairy-free':
      return i18n._(msg`Not dairy-free: ${names}.`);
  }
}

function dietKept(i18n: I18n, diet: Diet): string {
  switch (diet) {
    case 'vegetarian':
      return i18n._(msg`Every ingredient is known to suit a vegetarian diet.`);
    case 'vegan':
      return i18n._(msg`Every ingredient is known to suit a vegan diet.`);
    case 'pescatarian':
      return i18n._(msg`Every ingredient is known to suit a pescatarian diet.`);
    case 'gluten-free':
      return i18n._(msg`Every ingredient is known to suit a gluten-free diet.`);
    case 'dairy-free':
      return i18n._(msg`Every ingredient is known to suit a dairy-free diet.`);
  }
}

function dietKeptAsBought(i18n: I18n, diet: Diet): string {
  switch (diet) {
    case 'vegetarian':
      return i18n._(
        msg`Every ingredient is known to suit a vegetarian diet, bought products as they are usually made.`,
      );
    case 'vegan':
      return i18n._(
        msg`Every ingredient is known to suit a vegan diet, bought products as they are usually made.`,
      );
    case 'pescatarian':
      return i18n._(
        msg`Every ingredient is known to suit a pescatarian diet, bought products as they are usually made.`,
      );
    case 'gluten-free':
      return i18n._(
        msg`Every ingredient is known to suit a gluten-free diet, bought products as they are usually made.`,
      );
    case 'dairy-free':
      return i18n._(
        msg`Every ingredient is known to suit a dairy-free diet, bought products as they are usually made.`,
      );
  }
}
