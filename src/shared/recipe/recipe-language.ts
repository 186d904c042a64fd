import { PAGE_LANGUAGES, type PageLanguage } from '../languages';
import { orWords } from '../lexicon/lexicon';

/**
 * Which of the reader's seven languages a recipe is written in, from its most frequent small words
 * (articles, prepositions, "and") and its kitchen words (spoons, salt, onion): enough to choose
 * how amounts are written back (decimal comma, English plurals only in English) and how a line
 * is read. Hand-written: a general language detector (franc and the like)
 * weighs tens of kilobytes and answers for hundreds of languages the reader does not read.
 */
export type RecipeLanguage = PageLanguage;

/** "Or" in each language (src/shared/lexicon): Dutch "of" is English "of", Spanish "o" a letter elsewhere. */
export const OR: Record<RecipeLanguage | 'any', readonly string[]> = {
  ...(Object.fromEntries(PAGE_LANGUAGES.map((l) => [l, orWords(l)])) as Record<
    RecipeLanguage,
    readonly string[]
  >),
  any: orWords(null),
};

const WORDS: Record<RecipeLanguage, string> = {
  en: 'the and of with for into until minutes cup cups tbsp tsp add heat serve ingredients',
  de: 'und der die das mit für den dem in einer bis minuten zutaten zubereitung etwas auf',
  fr: 'et le la les de des du avec pour dans au à une minutes ingrédients préparation faire',
  es: 'y la los las de del con para en un una hasta minutos ingredientes añadir al',
  it: 'e il la le di del della con per in un una fino minuti ingredienti aggiungere gli',
  pt: 'e o a os as de do da com para em um uma até minutos ingredientes adicione no na',
  nl: 'en de het van met voor in een tot minuten ingrediënten bereiding toe op je',
};

/**
 * Kitchen words each language writes and few of the others do: an ingredient list alone says
 * little in small words, and some are another language's (German "EL", lower-cased, is Spanish
 * "el").
 */
const KITCHEN: Record<RecipeLanguage, string> = {
  en: 'teaspoon teaspoons tablespoon tablespoons ounce ounces pound pounds salt sugar flour onion onions garlic chopped minced diced sliced large medium small eggs milk fresh ground',
  de: 'prise zehe zehen zwiebel zwiebeln salz pfeffer zucker mehl öl knoblauch stück dose wasser milch eier sahne gehackt frisch gemahlen geschnitten gewürfelt belieben evtl',
  fr: 'cuillère cuillères pincée gousse gousses sel poivre oignon oignons ail huile sucre farine œufs oeufs eau lait beurre crème haché hachée émincé',
  es: 'cucharada cucharadas cucharadita cucharaditas taza tazas pizca pimienta ajo cebolla cebollas aceite azúcar harina huevos agua leche dientes gusto picado picada',
  it: 'cucchiaio cucchiai cucchiaino cucchiaini pizzico spicchio spicchi sale pepe cipolla cipolle aglio olio zucchero uova acqua latte burro tritato tritata',
  pt: 'colher colheres xícara xícaras chá sopa pitada cebola alho azeite açúcar farinha ovos água leite manteiga pimenta óleo gosto picada picado',
  nl: 'eetlepel eetlepels theelepel theelepels snufje teentje teentjes ui uien zout peper suiker bloem eieren melk boter knoflook olie gehakt',
};

const SETS = Object.entries(WORDS).map(
  ([language, words]) =>
    [
      language as RecipeLanguage,
      new Set([...words.split(' '), ...KITCHEN[language as RecipeLanguage].split(' ')]),
    ] as const,
);

/** The language with most of its small words in the text; null for too little text to tell. */
export function recipeLanguage(text: string): RecipeLanguage | null {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let best: RecipeLanguage | null = null;
  let bestCount = 0;
  for (const [language, set] of SETS) {
    const count = words.reduce((sum, word) => sum + (set.has(word) ? 1 : 0), 0);
    if (count > bestCount) [best, bestCount] = [language, count];
  }
  return bestCount >= 3 ? best : null;
}
