import type { RecipeLanguage } from '../recipe/recipe-language';
import { LIMITS } from '../limits';
import { MINIMUMS, type SafetyKind } from './minimums';

/**
 * The change a Fix sends, in the recipe's language, so the model rewrites the recipe in it: the
 * food's safe doneness, or the hard boil dried kidney beans need. The food is named as the
 * recipe writes it, in brackets, so no article has to agree with it.
 */

type Where = 'thickest' | 'centre' | 'throughout';

const WHERE_OF: Record<SafetyKind, Where> = {
  poultry: 'thickest',
  'minced poultry': 'centre',
  minced: 'centre',
  stuffing: 'centre',
  leftovers: 'throughout',
  beef: 'thickest',
  lamb: 'thickest',
  veal: 'thickest',
  pork: 'thickest',
  fish: 'thickest',
};

const WHERE: Record<RecipeLanguage, Record<Where, string>> = {
  en: { thickest: 'at the thickest part', centre: 'in the centre', throughout: 'throughout' },
  de: { thickest: 'an der dicksten Stelle', centre: 'in der Mitte', throughout: 'überall' },
  fr: { thickest: "à l'endroit le plus épais", centre: 'au centre', throughout: 'partout' },
  es: { thickest: 'en la parte más gruesa', centre: 'en el centro', throughout: 'en todo' },
  it: { thickest: 'nel punto più spesso', centre: 'al centro', throughout: 'in ogni parte' },
  pt: { thickest: 'na parte mais grossa', centre: 'no centro', throughout: 'por inteiro' },
  nl: { thickest: 'op het dikste deel', centre: 'in het midden', throughout: 'overal' },
};

const DONENESS: Record<RecipeLanguage, (food: string, t: string, where: string) => string> = {
  en: (food, t, where) =>
    `Food safety (${food}): cook until it reaches ${t} ${where}, and say so in the steps.`,
  de: (food, t, where) =>
    `Lebensmittelsicherheit (${food}): bis zu einer Kerntemperatur von ${t} ${where} garen und das in den Schritten angeben.`,
  fr: (food, t, where) =>
    `Sécurité alimentaire (${food}) : cuire jusqu'à ${t} à cœur, ${where}, et l'indiquer dans les étapes.`,
  es: (food, t, where) =>
    `Seguridad alimentaria (${food}): cocinar hasta ${t} de temperatura interna ${where}, e indicarlo en los pasos.`,
  it: (food, t, where) =>
    `Sicurezza alimentare (${food}): cuocere fino a ${t} al cuore, ${where}, e indicarlo nei passaggi.`,
  pt: (food, t, where) =>
    `Segurança alimentar (${food}): cozinhar até ${t} de temperatura interna ${where}, e indicá-lo nos passos.`,
  nl: (food, t, where) =>
    `Voedselveiligheid (${food}): garen tot een kerntemperatuur van ${t} ${where}, en dat in de stappen vermelden.`,
};

const KIDNEY_BEANS: Record<RecipeLanguage, string> = {
  en: 'Food safety: boil the dried kidney beans hard for at least 10 minutes before they go into the slow cooker, and say so in the steps.',
  de: 'Lebensmittelsicherheit: die getrockneten Kidneybohnen vor dem Schongarer mindestens 10 Minuten sprudelnd kochen und das in den Schritten angeben.',
  fr: 'Sécurité alimentaire : faire bouillir les haricots rouges secs à gros bouillons au moins 10 minutes avant la mijoteuse, et l’indiquer dans les étapes.',
  es: 'Seguridad alimentaria: hervir las alubias rojas secas a fuego fuerte al menos 10 minutos antes de la olla de cocción lenta, e indicarlo en los pasos.',
  it: 'Sicurezza alimentare: far bollire vivacemente i fagioli rossi secchi per almeno 10 minuti prima della cottura lenta, e indicarlo nei passaggi.',
  pt: 'Segurança alimentar: ferver o feijão vermelho seco em fervura forte por pelo menos 10 minutos antes da panela de cozimento lento.',
  nl: 'Voedselveiligheid: de gedroogde kidneybonen minstens 10 minuten flink laten koken voordat ze in de slowcooker gaan, en dat in de stappen vermelden.',
};

/** Long names are cut, so the line stays within the change limit. */
function shortName(food: string): string {
  return food.length > 40 ? `${food.slice(0, 39).trimEnd()}…` : food;
}

export function donenessChange(kind: SafetyKind, food: string, language: RecipeLanguage): string {
  const m = MINIMUMS[kind];
  const t = `${m.celsius} °C (${m.fahrenheit} °F)`;
  const line = DONENESS[language](shortName(food), t, WHERE[language][WHERE_OF[kind]]);
  return line.slice(0, LIMITS.maxChangeLength);
}

export function kidneyBeansChange(language: RecipeLanguage): string {
  return KIDNEY_BEANS[language].slice(0, LIMITS.maxChangeLength);
}
