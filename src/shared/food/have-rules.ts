import { PAGE_LANGUAGES } from '../languages';
import type { HaveRulesFile } from './knowledge/have-rules-schema';
import {
  ambiguousKinds,
  cuts,
  extraKinds,
  extraNames,
  kindParents,
  maybeUnder,
  productWords,
  sameEntries,
} from './knowledge/have-rules.json';

/**
 * How "does the cook have this?" reads what Open Food Facts' parents get wrong for a kitchen
 * (docs/food-data.md, "What the cook has"): where they say "made from" rather than "a kind of", or
 * are silent or wrong. The decisions are data, each with its reason (knowledge/have-rules.json);
 * here is how each is read. Each is tested in have.test.ts.
 *
 * Checked by the tests (knowledge/have-rules-schema.ts), not here: the page reads the file as it
 * is, without its `$comment` (named imports leave it out of the page's code).
 */
const FILE = {
  productWords,
  kindParents,
  sameEntries,
  extraNames,
  extraKinds,
  cuts,
  ambiguousKinds,
  maybeUnder,
} as Omit<HaveRulesFile, '$comment'>;

type Names = HaveRulesFile['extraNames'][number]['names'];
/** Names in every language: a listed item or a line is read whatever its language. */
const everyName = (names: Names) => PAGE_LANGUAGES.flatMap((language) => names[language] ?? []);

/**
 * A child's last word naming a product made from its parent ("chicken stock" under chicken): the
 * child is no kind of its parent, unless the parent ends in the same word ("sesame oil" under
 * vegetable oil stays a kind).
 */
export const PRODUCT_WORDS: ReadonlySet<string> = new Set(FILE.productWords.words);

/** Parents replaced for "have": the entry is a kind of these, not of the data's parents. */
export const KIND_PARENTS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  FILE.kindParents.flatMap(({ kinds, parents }) => kinds.map((kind) => [kind, parents])),
);

/** Two entries for one food: the first is read as the second. */
export const SAME_ENTRY: Readonly<Record<string, string>> = Object.fromEntries(
  FILE.sameEntries.map(({ entry, is }) => [entry, is]),
);

/**
 * Words of a listed or recipe name the table lacks or reads otherwise, by the foods they name
 * ("Nudeln": pasta and noodles, any of which it is). Read before the table, longest first.
 */
export const EXTRA_NAMES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  FILE.extraNames.flatMap(({ foods, names }) => everyName(names).map((name) => [name, foods])),
);

/**
 * Kinds the table does not name, by what they are a kind of and one name across languages
 * ("maccheroni" is a pasta, the kind "macaroni"): had by the general food, not having it or
 * another of its kinds.
 */
export const EXTRA_KINDS: Readonly<Record<string, readonly [of: string, kind: string]>> =
  Object.fromEntries(
    FILE.extraKinds.flatMap(({ of, kinds }) =>
      kinds.flatMap(({ kind, names }) => everyName(names).map((name) => [name, [of, kind]])),
    ),
  );

/**
 * A cut of an animal named by a word beside it ("chicken wings") or at the end of a German or
 * Dutch compound ("Hähnchenschenkel", "kippendijen"), by the cut it names across languages.
 */
export const CUT_WORDS: ReadonlyMap<string, string> = new Map(
  FILE.cuts.cuts.flatMap(({ cut, words }) => everyName(words).map((word) => [word, cut])),
);

/**
 * Listed words that name more than one kind a cook may mean ("pepper", "stock", "cream", "oil"),
 * with the sure kinds: a line of one of them (with its kinds; of `itself`, that food alone) is
 * had, any other kind is "maybe" (D14: never read as had). The same the other way: a recipe's
 * "pepper" is had by a listed "black pepper".
 */
export const AMBIGUOUS_KINDS: Readonly<
  Record<string, { sure: readonly string[]; itself: readonly string[] }>
> = Object.fromEntries(
  FILE.ambiguousKinds.map(({ general, sure, itself = [] }) => [general, { sure, itself }]),
);

/**
 * A general word and kinds the data files elsewhere ("pepper" and a bell pepper): maybe, never
 * had, and only for the words that may mean either.
 */
export const MAYBE_UNDER: Readonly<
  Record<string, { under: readonly string[]; words: readonly string[] }>
> = Object.fromEntries(
  FILE.maybeUnder.map(({ general, under, words }) => [general, { under, words: everyName(words) }]),
);
