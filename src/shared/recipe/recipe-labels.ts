/**
 * What a label (a heading, or a line standing for one) names: the ingredients, the steps, one
 * step's title, a part the features do not read (notes, tips, nutrition...), or something else (a
 * group's name, the title). Matched on the label's start, so "3-Ingredient Pancakes" is no section.
 */
import { STEP_TITLE } from './recipe-units';

export type LabelKind = 'ingredients' | 'steps' | 'step-title' | 'other' | 'plain';

const INGREDIENTS =
  /^(?:here(?:'|’)?s\s+|here\s+is\s+)?(?:(?:the|main|key|list\s+of|recipe|shopping)\s+)*(?:ingredients?|what\s+you(?:'|’)?(?:ll|\s+will)?\s+need|you(?:'|’)?(?:ll|\s+will)?\s+need|shopping\s+list)\b(?!\s+(?:you\s+have|available|provided|on\s+hand|used|from\s+your|you\s+(?:listed|mentioned|gave)))/i;
const STEPS =
  /^(?:(?:the|detailed|cooking|preparation|recipe|step[- ]by[- ]step|easy|simple|basic)\s+)*(?:instructions?|method|directions?|preparation|steps?|procedure|how\s+to\s+(?:make|prepare|cook)|let(?:'|’)?s\s+(?:cook|get\s+cooking|make\s+it)|cooking\s+(?:instructions?|steps?|method|directions?))\b(?![\s-]*(?:time|\d))/i;
const OTHER =
  /^(?:(?:chef(?:'|’)?s?|cook(?:'|’)?s?|recipe|additional|optional|helpful|serving|storage|final|some|a\s+few|quick|pro|nutrition)\s+)*(?:notes?|tips?|tricks?|serving\s+suggestions?|suggestions?|nutrition(?:al)?|nutrients|equipment|tools|utensils|variations?|substitutions?|swaps?|storage|storing|leftovers|make[- ]ahead|pairings?|pair\s+with|enjoy|bon\s+app|conclusion|summary|final\s+thoughts|why\s+(?:this|it)\s+works|explanation|key\s+points|allergens?|dietary|calories|faqs?|questions|facts)\b/i;

/** The label's words: no leading emoji or marks, no trailing colon. */
export const labelWords = (text: string) =>
  text
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .replace(/[\s:：.]+$/u, '')
    .trim();

export function labelKind(text: string): LabelKind {
  const words = labelWords(text);
  if (STEP_TITLE.test(words)) return 'step-title';
  if (OTHER.test(words)) return 'other';
  if (INGREDIENTS.test(words)) return 'ingredients';
  if (STEPS.test(words)) return 'steps';
  return 'plain';
}

/** "Ingredients for the sauce" names a group ("For the sauce"); "Ingredients (serves 4)" none. */
export function groupInLabel(text: string): string | null {
  const tail = labelWords(text).match(/\bfor\s+(?!\d)(.+)$/i)?.[1];
  return tail ? `For ${tail}` : null;
}

/** "Step 2: Bake the cake" → "Bake the cake"; "3. Serve" → "Serve". */
export const withoutStepNumber = (text: string) =>
  text.replace(/^(?:step\s*\d+\s*[:.)\-–—]?\s*|\d+\s*[.)]\s+)/i, '').trim();

/** Closing chatter, never a step or an ingredient. */
export const CHATTER =
  /^(?:enjoy|bon\s+app|happy\s+cooking|i\s+hope|hope\s+you|let\s+me\s+know|feel\s+free|this\s+(?:recipe|dish|meal)\b|you\s+can\s+(?:also|store|serve\s+it\s+with)|notes?\b|tips?\b|#)/i;
