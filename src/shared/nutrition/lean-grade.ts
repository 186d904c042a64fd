import { allWords, phrasePattern, wordsPattern } from '../lexicon/lexicon';
import type { NutritionTable, UsdaFood } from './nutrition-table';

/**
 * Ground meat by the lean share a line says: "90% lean ground beef" is USDA's 90/10 grade (176
 * kcal/100 g), not the 80/20 that plain ground beef counts as (254). Each grade is a decided name
 * of the nutrition table; the nearest to the share said is taken.
 */
interface Family {
  /** The decided names of the family's plain food, whatever grade they stand for. */
  plain: readonly string[];
  /** Lean share in percent → the decided name of that grade, leanest first. */
  grades: readonly (readonly [number, string])[];
  /** What "lean" and "extra lean" mean: under 10 g and under 5 g of fat in 100 g (USDA's labels). */
  lean: number;
  extraLean: number;
}

const FAMILIES: readonly Family[] = [
  {
    plain: ['ground beef'],
    grades: [
      [95, 'ground beef 95 lean'],
      [90, 'ground beef 90 lean'],
      [85, 'ground beef 85 lean'],
      [80, 'ground beef 80 lean'],
      [75, 'ground beef 75 lean'],
      [70, 'ground beef 70 lean'],
    ],
    lean: 90,
    extraLean: 95,
  },
  {
    plain: ['ground pork'],
    grades: [
      [96, 'ground pork 96 lean'],
      [84, 'ground pork 84 lean'],
      [72, 'ground pork 72 lean'],
    ],
    lean: 96,
    extraLean: 96,
  },
  {
    plain: ['ground turkey'],
    grades: [
      [99, 'ground turkey 99 lean'],
      [93, 'ground turkey 93 lean'],
      [85, 'ground turkey 85 lean'],
    ],
    lean: 93,
    extraLean: 99,
  },
];

/** "Lean" in the seven languages: mager, maigre, magro, magra. */
const LEAN_WORD = String.raw`(?:lean|mager\w*|maigre\w*|magr[oaie]s?)`;
const SHARE = String.raw`(\d{1,2}(?:[.,]\d+)?)\s*%`;
/** "93% lean", "95 % mager", "97% fat free". */
const LEAN_SHARE = new RegExp(String.raw`${SHARE}\s*(?:${LEAN_WORD}|fat[- ]free)`, 'i');
/** "5% fat", "15 % Fett", "5% MG", "15 % de matières grasses", "10% de grasa", "5% di grassi". */
const FAT_WORDS = allWords('fatContent');
const FAT_SHARE = new RegExp(
  String.raw`${SHARE}\s*(?:de\s+|di\s+|d['’]\s*)?(?:${phrasePattern(FAT_WORDS, { accents: true })}|${wordsPattern(FAT_WORDS)}|fett\w*)(?![a-z])`,
  'i',
);
/** "93/7", "80:20": lean and fat that make a hundred. */
const RATIO = /(?<!\d)([5-9]\d)\s*[/:]\s*(\d{1,2})(?!\d)/;
const EXTRA_LEAN = new RegExp(String.raw`\bextra[- ]?${LEAN_WORD}`, 'i');
const LEAN = new RegExp(String.raw`(?<![a-zà-ÿ])${LEAN_WORD}(?![a-zà-ÿ])`, 'i');
/** A share alone on a ground meat's line ("ground turkey (I used 93%)") is its lean share. */
const BARE_SHARE = /(?<!\d)([7-9]\d)\s*%/;

function saidShare(text: string, family: Family): number | null {
  const number = (s: string) => Number(s.replace(',', '.'));
  const lean = LEAN_SHARE.exec(text);
  if (lean) return number(lean[1]!);
  const fat = FAT_SHARE.exec(text);
  if (fat) return 100 - number(fat[1]!);
  const ratio = RATIO.exec(text);
  if (ratio && Number(ratio[1]) + Number(ratio[2]) === 100) return Number(ratio[1]);
  if (EXTRA_LEAN.test(text)) return family.extraLean;
  if (LEAN.test(text)) return family.lean;
  const bare = BARE_SHARE.exec(text);
  return bare ? Number(bare[1]) : null;
}

/** Each table's ground meats by USDA id, found once: every ingredient line asks. */
const FAMILY_OF = new WeakMap<NutritionTable, Map<string, Family>>();

function familiesOf(nutrition: NutritionTable): Map<string, Family> {
  let byUid = FAMILY_OF.get(nutrition);
  if (!byUid) {
    byUid = new Map();
    for (const family of FAMILIES)
      for (const key of [...family.plain, ...family.grades.map(([, grade]) => grade)]) {
        const uid = nutrition.forPhrase(key)?.uid;
        if (uid && !byUid.has(uid)) byUid.set(uid, family);
      }
    FAMILY_OF.set(nutrition, byUid);
  }
  return byUid;
}

/** The grade of ground beef, pork or turkey the line says, else the food as found. */
export function leanGrade(
  food: UsdaFood | null,
  text: string,
  nutrition: NutritionTable,
): UsdaFood | null {
  if (!food) return food;
  const family = familiesOf(nutrition).get(food.uid);
  if (!family) return food;
  const share = saidShare(text, family);
  if (share === null) return food;
  const [, nearest] = family.grades.reduce((best, grade) =>
    Math.abs(grade[0] - share) < Math.abs(best[0] - share) ? grade : best,
  );
  return nutrition.forPhrase(nearest) ?? food;
}
