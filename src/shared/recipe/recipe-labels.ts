import { allWords, phrasePattern } from '../lexicon/lexicon';
import { NUMBER_WORDS } from './durations';

/** What a label names. Matched on its start, so "3-Ingredient Pancakes" is no section. */

export type LabelKind = 'ingredients' | 'steps' | 'step-title' | 'other' | 'plain';

/**
 * The ingredients' section in German, French, Spanish, Italian, Portuguese and Dutch, with the
 * article or words models put before it ("Die Zutaten", "Liste des ingrédients", "Lo que necesitas").
 */
const INGREDIENTS_ELSEWHERE =
  /^(?:(?:die|les|los|las|gli|le|os|as|de|liste\s+des|lista\s+de(?:\s+los)?|lista\s+degli|lista\s+dos|benötigte|einkaufsliste\s*:?)\s+)?(?:zutaten|zutatenliste|ingr[ée]dients?|ingredientes|ingredienti|ingredi[ëe]nten|benodigdheden|einkaufsliste|was\s+du\s+brauchst|das\s+brauchst\s+du|il\s+(?:vous|te)\s+faut|lo\s+que\s+(?:necesitas|necesitar[áa]s)|necesitar[áa]s|occorrente|cosa\s+(?:ti\s+)?serve|o\s+que\s+(?:voc[êe]\s+)?(?:vai\s+)?precisa(?:r)?|voc[êe]\s+vai\s+precisar|wat\s+heb\s+je\s+nodig|je\s+hebt\s+nodig|du\s+brauchst|vous\s+aurez\s+besoin(?:\s+de)?|ti\s+serv(?:ono|iranno|ir[àa]))(?!\p{L})/iu;

/** The method's section in the same languages ("Zubereitung", "Préparation", "Modo de preparo"). */
const STEPS_ELSEWHERE =
  /^(?:(?:die|la|las|los|il|le|o|a|de|les)\s+)?(?:zubereitung|zubereitungsschritte|anleitung|arbeitsschritte|schritte|so\s+geht(?:'|’)?s|so\s+wird(?:'|’)?s\s+gemacht|pr[ée]paration|[ée]tapes|m[ée]thode|d[ée]roulement|instructions|proc[ée]d[ée]|instrucciones|preparaci[óo]n|elaboraci[óo]n|pasos|modo\s+de\s+preparaci[óo]n|procedimiento|preparazione|procedimento|istruzioni|passaggi|modo\s+di\s+preparazione|modo\s+de\s+(?:preparo|fazer|prepara[çc][ãa]o)|preparo|instru[çc][õo]es|passo\s+a\s+passo|bereiding|bereidingswijze|werkwijze|instructies|stappen|zo\s+maak\s+je\s+het|so\s+wird(?:'|’)?s\s+zubereitet|d[ée]roul[ée])(?!\p{L})(?![\s-]*(?:\d|zeit|tijd))/iu;

/** "How to make it" alone, never as the start of a title ("Comment faire des crêpes"). */
const STEPS_PHRASE =
  /^(?:comment\s+(?:faire|pr[ée]parer)|c[óo]mo\s+(?:se\s+hace|hacerlo|prepararlo)|come\s+(?:si\s+)?prepara(?:re)?|como\s+(?:fazer|preparar))$/iu;

/** Notes, tips, serving and nutrition in the same languages: read as no part of the recipe. */
const OTHER_ELSEWHERE =
  /^(?:(?:die|les|los|las|i|gli|le|os|as|de|unsere|nos|nuestros|nostri)\s+)?(?:tipps?|hinweise?|notizen|anmerkungen|variationen|varianten|serviervorschlag|n[äa]hrwerte|guten\s+appetit|conseils?|astuces?|remarques?|notes?|suggestions?|variantes?|valeurs\s+nutritionnelles|bon\s+app[ée]tit|consejos?|notas?|trucos?|variaciones|sugerencias|informaci[óo]n\s+nutricional|buen\s+provecho|consigli|suggerimenti|varianti|valori\s+nutrizionali|buon\s+appetito|dicas?|observa[çc][õo]es|sugest[õo]es|varia[çc][õo]es|informa[çc][ãa]o\s+nutricional|bom\s+apetite|opmerkingen|variaties|voedingswaarde(?:n)?|eet\s+smakelijk|serveertips?)(?!\p{L})/iu;

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

/** "Step" in each language: "Schritt 1", "Étape 1", "Paso 1", "Passo 1", "Stap 1". */
const STEP_WORD = '(?:step|schritt|[ée]tape|paso|passo|passaggio|stap)';
export const STEP_TITLE = new RegExp(`^${STEP_WORD}\\s*\\d+(?!\\d)`, 'i');
const NUMBERED = /^\d+\s*[.)]\s*/;

function sectionKind(words: string): LabelKind {
  if (OTHER.test(words) || OTHER_AT_END.test(words) || OTHER_ELSEWHERE.test(words)) return 'other';
  if (INGREDIENTS.test(words) || INGREDIENTS_AT_END.test(words)) return 'ingredients';
  if (INGREDIENTS_ELSEWHERE.test(words)) return 'ingredients';
  if (STEPS.test(words) || STEPS_ELSEWHERE.test(words) || STEPS_PHRASE.test(words)) return 'steps';
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

/** "for" in each language, as a group's name starts: "Für den Teig", "Pour la sauce", "Voor de saus". */
export const GROUP_FOR = `(?:${phrasePattern(allWords('for'))})`;
const GROUP_TAIL = new RegExp(
  `(?<!\\p{L})(${GROUP_FOR})\\s+(?!\\d|(?:${Object.keys(NUMBER_WORDS).join('|')})\\s)(.+)$`,
  'iu',
);
export const startsWithFor = (words: string) =>
  new RegExp(`^${GROUP_FOR}(?!\\p{L})`, 'iu').test(words);

/**
 * "Ingredients for the sauce" names a group ("For the sauce"), "Zutaten für den Teig" one ("Für
 * den Teig"); "Ingredients (serves 4)" and "Zutaten für 4 Personen" none.
 */
export function groupInLabel(text: string): string | null {
  const words = labelWords(text);
  const found = words.match(GROUP_TAIL);
  const [, word = '', tail] = found ?? [];
  if (tail) {
    const name = tail.replace(/\s+ingredients?$/i, '');
    return `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()} ${name}`;
  }
  const before = words.match(INGREDIENTS_AT_END)?.[1]?.trim();
  return before && !NO_GROUP.test(before) ? before : null;
}

const STEP_NUMBER = new RegExp(
  `^(?:${STEP_WORD}\\s*\\d+\\s*[:.)\\-–—]?\\s*|\\d+\\s*[.)]\\s+)`,
  'i',
);

export const withoutStepNumber = (text: string) => text.replace(STEP_NUMBER, '').trim();

/** Closing words to the visitor, in each language: the recipe has ended. */
export const CHATTER =
  /^(?:enjoy|bon\s+app|happy\s+cooking|i\s+hope|hope\s+you|let\s+me\s+know|feel\s+free|this\s+(?:recipe|dish|meal)\b|you\s+can\s+(?:also|store|serve\s+it\s+with)|notes?\b|tips?\b|#|guten\s+appetit|lass\s+es\s+dir|viel\s+spa(?:ß|ss)|ich\s+hoffe|bonne\s+d[ée]gustation|j(?:'|’)esp[èe]re|buen\s+provecho|que\s+(?:lo\s+)?disfrutes|espero\s+que|buon\s+appetito|spero\s+che|bom\s+apetite|eet\s+smakelijk|ik\s+hoop|veel\s+plezier)/i;

const NOT_INGREDIENT_LABELS = [...new Set(allWords('notIngredients'))]
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'))
  .join('|');

/**
 * A line of an ingredient list that names no ingredient: the equipment ("Equipment: 4 jars",
 * "Utensilios: …", each language's labels in its lexicon) or a footnote ("*Available at Asian
 * markets"): it stays on the page, but no check reads it as food.
 */
export const NOT_INGREDIENT = new RegExp(
  `^(?:\\*+\\s*\\p{L}|(?:${NOT_INGREDIENT_LABELS})\\s*[:：])`,
  'iu',
);
