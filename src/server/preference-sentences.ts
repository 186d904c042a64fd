import type { Preferences } from '../shared/preferences';

/** Typed text can never start a new line or paragraph in the prompt. */
function cleanText(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function quoted(text: string): string {
  return JSON.stringify(cleanText(text));
}

/** The visitor's free text (avoid, cuisine) appears only inside quotes. */
export function preferenceSentences(preferences: Preferences | undefined): string[] {
  if (!preferences) return [];
  const { servings, readyInMinutes, diet, avoid, cuisine, onlyWhatIHave } = preferences;
  const sentences: string[] = [];
  if (servings !== undefined) {
    sentences.push(`The recipe should serve ${servings} ${servings === 1 ? 'person' : 'people'}.`);
  }
  if (readyInMinutes !== undefined) {
    sentences.push(`It should be ready in ${readyInMinutes} minutes or less.`);
  }
  if (diet !== undefined) sentences.push(`It must be ${diet}.`);
  const terms = (avoid ?? []).map(cleanText).filter(Boolean);
  if (terms.length > 0) {
    const list = terms.map((term) => JSON.stringify(term)).join(', ');
    sentences.push(`It must not contain any of these, which I avoid: ${list}.`);
  }
  const cuisineText = cuisine === undefined ? '' : cleanText(cuisine);
  if (cuisineText) sentences.push(`I would like this cuisine: ${quoted(cuisineText)}.`);
  if (onlyWhatIHave) {
    sentences.push(
      'Use only the ingredients I listed, plus basic pantry staples such as salt, pepper, oil and water.',
    );
  }
  return sentences;
}
