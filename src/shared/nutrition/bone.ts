import { scanAmounts } from '../amounts/scan-amounts';
import { OR, type RecipeLanguage } from '../recipe/recipe-language';
import { everyLexicon, phrasePattern } from '../lexicon/lexicon';
import cuts from './knowledge/bone-cuts.json';
import usda from './knowledge/usda-names.json';
import type { UsdaFood } from './nutrition-table';

/**
 * Meat weighed as bought with its bone: the edible share of the written weight. USDA's values are
 * for the edible part ("wing, meat and skin, raw") and SR states each cut's refuse beside them; the
 * copy of SR24 held here keeps no refuse field, so the shares are taken from SR's food
 * descriptions (FOOD_DES, SR28, docs/nutrition.md): chicken wing 38% bone and connective tissue
 * (05100), drumstick 33% bone and cartilage (05066), leg 27% bone (05075), whole chicken 32% bone
 * (05006), whole turkey 29% (05165), pork spareribs 30% bone (10088), backribs 30% bone and 7%
 * connective tissue (10192), leg of lamb 22% bone (17230), lamb shoulder 22% (17242). Short
 * ribs (45%) and other cuts said bone-in (20%) are decided.
 * Only a written weight is cut: a counted item weighs by USDA's own measure, which is already
 * the meat ("wing, bone removed: 49 g").
 */

/** Meat USDA weighs without its bone (knowledge/usda-names.json). */
const MEAT = new RegExp(`^(${usda.meatWithBone.heads.join('|')})\\b`);
/** A phrase of every lexicon as a whole word or words. */
const phrases = (list: readonly string[]) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}_])(?:${phrasePattern(list, { accents: true })})(?![\\p{L}\\p{N}_])`,
    'iu',
  );
const BONELESS = phrases(everyLexicon((l) => l.trimmed.boneless));
const BONE_IN = phrases(everyLexicon((l) => l.trimmed.boneIn));

/**
 * Cuts sold with their bone whether the line says so or not, and their edible share
 * (knowledge/bone-cuts.json).
 */
const CUTS: [RegExp, number][] = cuts.cuts.map(({ pattern, share }) => [
  new RegExp(`(?<![\\p{L}\\p{N}_])(?:${pattern})(?![\\p{L}\\p{N}_])`, 'iu'),
  share,
]);
const BONE_IN_SHARE = cuts.boneIn.share;

/** "or" in the line's language: a cut named as the other choice is not the one counted. */
const OR_SPLIT = new Map(
  Object.entries(OR).map(([language, words]) => [
    language,
    new RegExp(`\\s(?:${words.join('|')})\\s`, 'iu'),
  ]),
);
const orOf = (language: RecipeLanguage | null | undefined) => OR_SPLIT.get(language ?? 'any')!;

/** Clams bought by weight come in their shell: USDA's yield, 68 g of meat a pound (15%). */
const CLAMS = /^Mollusks, clam\b/;
/** Out of the shell: "shucked", "clam meat", "sgusciate", or from a can. */
const SHUCKED = phrases(everyLexicon((l) => [...l.trimmed.shelled, ...l.canned]));
const CLAM_SHARE = 68 / 453.6;

export function edibleShare(
  written: string,
  food: UsdaFood,
  language?: RecipeLanguage | null,
): number {
  const line = written.split(orOf(language))[0] ?? written;
  if (CLAMS.test(food.name))
    return !SHUCKED.test(line) && scanAmounts(line).some((a) => a.unit?.type === 'mass')
      ? CLAM_SHARE
      : 1;
  if (!MEAT.test(food.name) || BONELESS.test(line)) return 1;
  // Only what the line weighs as bought: a count of items weighs by USDA's edible measure.
  if (!scanAmounts(line).some((a) => a.unit?.type === 'mass')) return 1;
  const cut = CUTS.find(([pattern]) => pattern.test(line));
  if (cut) return cut[1];
  return BONE_IN.test(line) ? BONE_IN_SHARE : 1;
}
