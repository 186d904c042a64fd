/**
 * The food-safety minimums the check holds a recipe to (decisions D18), with their sources
 * (docs/food-safety.md). USDA FSIS: "Safe Minimum Internal Temperature Chart"
 * (fsis.usda.gov, foodsafety.gov). UK FSA, where it differs: "Cooking your food"
 * (food.gov.uk/safety-hygiene/cooking-your-food): a core of 70 °C held for 2 minutes, or an
 * equivalent (75 °C for 30 seconds), and whole cuts of beef and lamb may be served rare.
 */

/** What a food is, for its minimum: the high-risk kinds first, then whole cuts and fish. */
export type SafetyKind =
  | 'poultry'
  | 'minced'
  | 'minced poultry'
  | 'stuffing'
  | 'leftovers'
  | 'beef'
  | 'lamb'
  | 'veal'
  | 'pork'
  | 'fish';

export interface Minimum {
  /** USDA FSIS's safe minimum internal temperature. */
  celsius: number;
  fahrenheit: number;
  /** Where it is measured, and any rest, as the chart says it. */
  where: string;
  /**
   * High-risk: below `notSafeBelow` the page says `Not safe`. Otherwise (whole cuts, fish) a
   * note at most: a rare steak is a cook's choice (FSA: whole cuts of beef and lamb).
   */
  highRisk: boolean;
  /**
   * The lowest published minimum (UK FSA's 70 °C held for 2 minutes, where lower than USDA's):
   * between it and USDA's figure the check notes the difference and never says `Not safe`.
   */
  notSafeBelow?: { celsius: number; fahrenheit: number };
  source: string;
}

const FSIS = 'USDA FSIS safe minimum internal temperatures';
const FSIS_AND_FSA = `${FSIS}; UK FSA: 70 °C held for 2 minutes`;
const FSA_HOLD = { celsius: 70, fahrenheit: 158 };

export const MINIMUMS: Readonly<Record<SafetyKind, Minimum>> = {
  poultry: {
    celsius: 74,
    fahrenheit: 165,
    where: 'at the thickest part',
    highRisk: true,
    notSafeBelow: FSA_HOLD,
    source: FSIS_AND_FSA,
  },
  'minced poultry': {
    celsius: 74,
    fahrenheit: 165,
    where: 'in the centre',
    highRisk: true,
    notSafeBelow: FSA_HOLD,
    source: FSIS_AND_FSA,
  },
  minced: {
    celsius: 71,
    fahrenheit: 160,
    where: 'in the centre',
    highRisk: true,
    notSafeBelow: FSA_HOLD,
    source: FSIS_AND_FSA,
  },
  stuffing: {
    celsius: 74,
    fahrenheit: 165,
    where: 'in the centre of the stuffing',
    highRisk: true,
    notSafeBelow: FSA_HOLD,
    source: FSIS_AND_FSA,
  },
  leftovers: {
    celsius: 74,
    fahrenheit: 165,
    where: 'throughout',
    highRisk: true,
    notSafeBelow: FSA_HOLD,
    source: FSIS_AND_FSA,
  },
  beef: {
    celsius: 63,
    fahrenheit: 145,
    where: 'then a 3-minute rest',
    highRisk: false,
    source: FSIS,
  },
  lamb: {
    celsius: 63,
    fahrenheit: 145,
    where: 'then a 3-minute rest',
    highRisk: false,
    source: FSIS,
  },
  veal: {
    celsius: 63,
    fahrenheit: 145,
    where: 'then a 3-minute rest',
    highRisk: false,
    source: FSIS,
  },
  pork: {
    celsius: 63,
    fahrenheit: 145,
    where: 'then a 3-minute rest',
    highRisk: false,
    source: FSIS,
  },
  fish: {
    celsius: 63,
    fahrenheit: 145,
    where: 'or until opaque and flaking',
    highRisk: false,
    source: FSIS,
  },
};

/** "74 °C / 165 °F at the thickest part". */
export function minimumText(kind: SafetyKind): string {
  const m = MINIMUMS[kind];
  return `${m.celsius} °C / ${m.fahrenheit} °F ${m.where}`;
}

/**
 * Dried red kidney beans hold a lectin (phytohaemagglutinin) that a slow cooker's heat does not
 * destroy and can increase: soak, then boil hard for at least 10 minutes (FDA Bad Bug Book,
 * "Phytohaemagglutinin"; UK FSA, "How to prepare kidney beans").
 */
export const KIDNEY_BEAN_BOIL_SECONDS = 600;
export const KIDNEY_BEAN_SOURCE =
  'FDA Bad Bug Book (phytohaemagglutinin); UK FSA: boil dried kidney beans hard for 10 minutes';
