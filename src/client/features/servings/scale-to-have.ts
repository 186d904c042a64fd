import { convertUnit } from 'parse-ingredient';
import { scanAmounts } from '../../../shared/amounts/scan-amounts';

/** Scaling to what you have stays within what a kitchen can still cook: a tenth to ten times. */
const LIMITS = { min: 0.1, max: 10 } as const;

/**
 * The factor that makes one line ask for what the visitor has ("500 g beef", "140 g" → 0.28); null
 * when the two do not measure the same kind (grams against cups need a density) or out of limits.
 */
export function factorForHave(line: string, have: string): number | null {
  const needed = scanAmounts(line)[0];
  const owned = scanAmounts(have)[0] ?? null;
  if (!needed || !owned) return null;
  const neededValue = needed.high ?? needed.low;
  if (neededValue <= 0) return null;
  let ownedValue = owned.high ?? owned.low;
  const ownedUnit = owned.unit;
  let lineValue = neededValue;
  if (ownedUnit && needed.unit && ownedUnit.id !== needed.unit.id) {
    // Both in the base unit of their kind (g or ml): a round trip through a rounded factor
    // would make "225 g" of "1 lb" come back as 224.99 g.
    const base = needed.unit.type === 'mass' ? 'gram' : 'milliliter';
    const ownedBase = convertUnit(ownedValue, ownedUnit.id, base);
    const lineBase = convertUnit(neededValue, needed.unit.id, base);
    if (ownedBase === null || lineBase === null) return null;
    ownedValue = ownedBase;
    lineValue = lineBase;
  } else if (ownedUnit && !needed.unit) {
    return null;
  }
  const factor = ownedValue / lineValue;
  return factor >= LIMITS.min && factor <= LIMITS.max ? factor : null;
}
