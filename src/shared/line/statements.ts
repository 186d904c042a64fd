import { allWords, LEXICON_LIST, lowerSameLength } from '../lexicon/lexicon';

/**
 * What a recipe says of its yield and its times ("Rende 2 porções", "Serves 4", "Portionen: 4",
 * "Tempo de preparo: 15 minutos") and of a food's fat content ("20% Fett"), in every language's
 * words (src/shared/lexicon): never a food, though a word of it may look like one ("porções" is no
 * "porco"). The readers of foods take these out of a line or a sentence before they read it.
 */

const escape = (word: string) =>
  word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/\s+/g, '\\s+');
const alternation = (words: readonly string[]) =>
  [...new Set(words.map((word) => word.toLowerCase()))]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');

const NUMBER_WORDS = LEXICON_LIST.flatMap((lexicon) => Object.keys(lexicon.numberWords));
const COUNT = `(?:\\d+(?:[.,]\\d+)?|${alternation(NUMBER_WORDS)})`;
const RANGE = `${COUNT}(?:\\s*(?:-|–|—|/)\\s*${COUNT})?`;
const YIELD = alternation(allWords('yield'));
const PER_SERVING = alternation(allWords('perServing'));
const TIME = alternation(allWords('time'));
const FAT = alternation(allWords('fatContent'));

/**
 * Matched on the text in lower case (`lowerSameLength`), its words lower case: no `i` flag.
 * "Rende 2 porções", "Serves 4 people", "Portionen: 4", "4 Portionen", "pro Person", "10 minutos",
 * "Kochzeit: 20 Min.", and a food's fat content: "Schmand, 20% Fett", "crème fraîche 30 % MG".
 */
const STATEMENT = new RegExp(
  [
    `(?:${YIELD})\\s*[:：]?\\s*${RANGE}(?:\\s+(?:${YIELD}))?`,
    `${RANGE}\\s*(?:${YIELD})`,
    `(?:${PER_SERVING})\\s+(?:${YIELD})`,
    `(?:${TIME})\\s*[:：]?\\s*(?:${RANGE}\\s*(?:${TIME})?)?`,
    `${RANGE}\\s*(?:${TIME})`,
    `${RANGE}\\s*%\\s*(?:${FAT})`,
  ]
    .map((pattern) => `(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}])`)
    .join('|'),
  'gu',
);

/** The text without its yield and time statements, each left as a space. */
export function withoutStatements(text: string): string {
  let kept = '';
  let from = 0;
  for (const found of lowerSameLength(text).matchAll(STATEMENT)) {
    kept += `${text.slice(from, found.index)} `;
    from = found.index + found[0].length;
  }
  return from ? kept + text.slice(from) : text;
}
