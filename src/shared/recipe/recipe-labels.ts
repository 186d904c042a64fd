/** What a label names. Matched on its start, so "3-Ingredient Pancakes" is no section. */

export type LabelKind = 'ingredients' | 'steps' | 'step-title' | 'other' | 'plain';

const INGREDIENTS =
  /^(?:here(?:'|’)?s\s+|here\s+is\s+)?(?:(?:the|main|key|list\s+of|recipe|shopping)\s+)*(?:ingredients?|(?:what|things)\s+you(?:'|’)?(?:ll|\s+will)?\s+need|you(?:'|’)?(?:ll|\s+will)?\s+need|(?:shopping|grocery)\s+list)\b(?!\s+(?:you\s+have|available|provided|on\s+hand|used|from\s+your|you\s+(?:listed|mentioned|gave)))/i;
const STEPS =
  /^(?:(?:the|detailed|cooking|preparation|recipe|step[- ]by[- ]step|easy|simple|basic)\s+)*(?:instructions?|method|directions?|preparation|steps?|procedure|how\s+to\s+(?:make|prepare|cook)|let(?:'|’)?s\s+(?:cook|get\s+cooking|make\s+it)|cooking\s+(?:instructions?|steps?|method|directions?)|assembly|to\s+assemble)\b(?![\s-]*(?:time|\d))/i;
const OTHER =
  /^(?:(?:chef(?:'|’)?s?|cook(?:'|’)?s?|recipe|additional|optional|helpful|serving|storage|final|some|a\s+few|quick|pro|nutrition)\s+)*(?:notes?|tips?|tricks?|serving\s+suggestions?|suggestions?|nutrition(?:al)?|nutrients|equipment|tools|utensils|variations?|substitutions?|swaps?|storage|storing|leftovers|make[- ]ahead|pairings?|pair\s+with|enjoy|bon\s+app|conclusion|summary|final\s+thoughts|why\s+(?:this|it)\s+works|explanation|key\s+points|allergens?|dietary|calories|faqs?|questions|facts)\b/i;

/**
 * "Sauce ingredients", "For the dough ingredients" (not "Your ingredients": the request repeated,
 * nor "Chop the ingredients": a step's title, which starts with what the cook does).
 */
const INGREDIENTS_AT_END =
  /^(?!your\b|(?:chop|dice|slice|cut|prep(?:are)?|mix|combine|gather|measure|add|toss|whisk|stir|blend|season|marinate|cook|wash|rinse|assemble|layer|fold|beat|sift|heat|warm|cool|chill|roast|fry|bake|arrange|weigh|soak|drain|get|set\s+out|lay\s+out)\b)((?:[\p{L}'’-]+\s+){1,3})ingredients?$/iu;
/** Words before "ingredients" that name no group. */
const NO_GROUP = /^(?:main|key|the|all|recipe|basic|list\s+of|other)$/i;

const OTHER_AT_END =
  /^(?:[\p{L}'’-]+\s+){1,2}(?:notes?|tips?|tricks?|hints?|ideas?|suggestions?|variations?|substitutions?|swaps?|storage|leftovers|pairings?|nutrition|information|info)$/iu;

export const labelWords = (text: string) =>
  text
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .replace(/[\s:：.]+$/u, '')
    .trim();

const STEP_TITLE = /^step\s*\d+\b/i;
const NUMBERED = /^\d+\s*[.)]\s*/;

function sectionKind(words: string): LabelKind {
  if (OTHER.test(words) || OTHER_AT_END.test(words)) return 'other';
  if (INGREDIENTS.test(words) || INGREDIENTS_AT_END.test(words)) return 'ingredients';
  if (STEPS.test(words)) return 'steps';
  return 'plain';
}

export function labelKind(text: string): LabelKind {
  const words = labelWords(text);
  if (STEP_TITLE.test(words)) return 'step-title';
  const unnumbered = words.replace(NUMBERED, '');
  const kind = sectionKind(unnumbered);
  // "2. Instructions" names the section; "3. Bake the cake" is a step's title.
  return kind === 'plain' && unnumbered !== words ? 'step-title' : kind;
}

export const namesSection = (text: string) => {
  const kind = labelKind(text);
  return kind === 'ingredients' || kind === 'steps' || kind === 'other';
};

/** "Ingredients for the sauce" names a group ("For the sauce"); "Ingredients (serves 4)" none. */
export function groupInLabel(text: string): string | null {
  const words = labelWords(text);
  const tail = words.match(/\bfor\s+(?!\d)(.+)$/i)?.[1];
  if (tail) return `For ${tail.replace(/\s+ingredients?$/i, '')}`;
  const before = words.match(INGREDIENTS_AT_END)?.[1]?.trim();
  return before && !NO_GROUP.test(before) ? before : null;
}

export const withoutStepNumber = (text: string) =>
  text.replace(/^(?:step\s*\d+\s*[:.)\-–—]?\s*|\d+\s*[.)]\s+)/i, '').trim();

export const CHATTER =
  /^(?:enjoy|bon\s+app|happy\s+cooking|i\s+hope|hope\s+you|let\s+me\s+know|feel\s+free|this\s+(?:recipe|dish|meal)\b|you\s+can\s+(?:also|store|serve\s+it\s+with)|notes?\b|tips?\b|#)/i;
