import type { RecipeReading } from '../../../shared/recipe/reading';
import { SafetyCheck } from './SafetyCheck';
import { useSafetyFindings } from './use-safety-findings';

interface RecipeSafetyProps {
  reading: RecipeReading;
  onFix: ((line: string) => void) | null;
}

/** Shown once the food data is loaded (or has failed), so its alert is said once. */
export default function RecipeSafety({ reading, onFix }: RecipeSafetyProps) {
  const findings = useSafetyFindings(reading);
  return findings ? <SafetyCheck findings={findings} onFix={onFix} /> : null;
}
