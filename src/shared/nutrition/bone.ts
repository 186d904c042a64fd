import { scanAmounts } from '../amounts/scan-amounts';
import type { UsdaFood } from './nutrition-table';

/**
 * Meat weighed as bought with its bone: the edible share of the written weight. USDA's values are
 * for the edible part ("wing, meat and skin, raw") and SR states each cut's refuse (bone) beside
 * them; the copy of SR24 held here keeps no refuse field, so the shares are decided, rounded from
 * USDA's stated refuse: wings 46% bone, drumsticks and legs about 30%, a whole chicken 30%, short
 * ribs and spare ribs about 45%, other cuts said bone-in about 20% (docs/nutrition.md).
 * Only a written weight is cut: a counted item weighs by USDA's own measure, which is already
 * the meat ("wing, bone removed: 49 g").
 */

const MEAT = /^(Chicken|Beef|Pork|Lamb|Veal|Turkey|Duck|Goose|Game meat)\b/;
const BONELESS =
  /\b(boneless|bone removed|deboned|fillets?|filets?|ohne knochen|entbeint|d[ée]soss[ée]e?s?|sin hueso|sem osso|disossat[oaie]|zonder (bot|been)|ontbeend)\b/i;
const BONE_IN =
  /\b(bone[- ]in|on the bone|with (the )?bones?|mit knochen|avec (l'|les )?os|con hueso|com osso|con (l'|l')?osso|met (het )?bot|aan het bot)\b/i;

/** Cuts sold with their bone whether the line says so or not, and their edible share. */
const CUTS: [RegExp, number][] = [
  [/\b(wings?|drumettes?|chicken flats|fl[üu]gel|ailes?|alitas?|asas?|ali|vleugels?)\b/i, 0.54],
  [
    /\b(short ?ribs?|spare ?ribs?|baby back ribs?|rippchen|spareribs|costillas?|costelinhas?)\b/i,
    0.55,
  ],
  [
    /\b(drumsticks?|leg quarters?|chicken legs?|turkey legs?|whole (chicken|turkey)|unterschenkel|keulen?|cuisses?|pilons?|muslos?|coxas?|sobrecoxas?|cosce|drumstick|kippenbouten)\b/i,
    0.7,
  ],
];
const BONE_IN_SHARE = 0.8;

export function edibleShare(line: string, food: UsdaFood): number {
  if (!MEAT.test(food.name) || BONELESS.test(line)) return 1;
  // Only what the line weighs as bought: a count of items weighs by USDA's edible measure.
  if (!scanAmounts(line).some((a) => a.unit?.type === 'mass')) return 1;
  const cut = CUTS.find(([pattern]) => pattern.test(line));
  if (cut) return cut[1];
  return BONE_IN.test(line) ? BONE_IN_SHARE : 1;
}
