/**
 * The one spelling names are compared in: lower case, accents and ligatures folded, words
 * separated by one space ("Crème fraîche" → "creme fraiche", "œufs" → "oeufs"). Trademark signs
 * separate words: folded, "Bisquick™" would be "bisquickTM".
 */
export function foodWords(text: string): string[] {
  return text
    .replace(/[™℠®©]/g, ' ')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function foodKey(text: string): string {
  return foodWords(text).join(' ');
}
