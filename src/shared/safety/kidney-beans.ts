import { foodWords } from '../food/food-words';
import { findDurations } from '../recipe/durations';
import type { RecipeReading } from '../recipe/reading';
import { KIDNEY_BEAN_BOIL_SECONDS } from './minimums';

/**
 * Dried red kidney beans cooked in a slow cooker without a hard boil of 10 minutes (FDA Bad Bug
 * Book; UK FSA). Only dried beans the list names as such, or soaked: canned beans are cooked.
 */

const fold = (text: string) => ` ${foodWords(text).join(' ')} `;

const KIDNEY =
  / (?:kidney beans?|red kidney|kidneybohnen|kidney bohnen|rote bohnen|haricots rouges|haricots rouges secs|alubias rojas|judias rojas|frijoles rojos|fagioli rossi|fagioli kidney|feijao vermelho|feijao roxo|feijao vermelhos|feijoes vermelhos|kidneybonen|rode bonen) /;
const CANNED =
  / (?:can|cans|canned|tin|tins|tinned|dose|dosen|konserve|boite|boites|conserve|lata|latas|enlatadas?|enlatados?|scatola|barattolo|blik|blikje|pot|glas|jar|cooked|gekocht|gekochte|cuits|cocidas|cocidos|cotti|cozido|cozidos|gekookte|precotti|drained|abgetropft|egouttes|escurridas|scolati|escorrido|uitgelekt) /;
const DRIED =
  / (?:dried|dry|getrocknet|getrocknete|getrockneten|trocken|secs|seches|secas|secos|secchi|secco|seco|gedroogd|gedroogde) /;
const SOAK =
  / (?:soak|soaked|soaking|einweichen|eingeweicht|tremper|trempes|remojo|remojar|ammollo|ammollare|demolho|demolhar|weken|geweekt|wellen) /;
const SLOW_COOKER =
  / (?:slow cooker|slowcooker|slow cookers|crock pot|crockpot|schongarer|mijoteuse|olla de coccion lenta|olla lenta|cottura lenta|pentola a cottura lenta|panela de cozimento lento|panela eletrica|panela de cozedura lenta) /;
const BOIL =
  / (?:boil|boiling|boiled|aufkochen|sprudelnd|kochen|bouillir|ebullition|bouillons|hervir|hierva|hiervan|ebullicion|bollire|bollore|ebollizione|ferver|fervura|koken|kook|kookpunt) /;

export type KidneyBeanVerdict =
  | { verdict: 'not boiled' | 'boiled too briefly'; step: number | null; line: string }
  | { verdict: 'boil not timed'; step: number | null; line: string }
  | null;

function sentencesOf(reading: RecipeReading) {
  const places = [
    ...reading.steps.map((step, i) => ({ step: i as number | null, text: step.text })),
    ...(reading.notes ?? []).map((text) => ({ step: null as number | null, text })),
  ];
  return places.flatMap(({ step, text }) =>
    text
      .split(/(?<=[.!?;])\s+|\n+/)
      .map((sentence) => ({ step, sentence, folded: fold(sentence) })),
  );
}

export function checkKidneyBeans(reading: RecipeReading): KidneyBeanVerdict {
  const lines = reading.ingredients.flatMap((g) => g.lines.map((l) => l.text));
  const sentences = sentencesOf(reading);
  const soaked = sentences.some((s) => SOAK.test(s.folded));
  const line = lines.find((l) => {
    const f = fold(l);
    return KIDNEY.test(f) && !CANNED.test(f) && (DRIED.test(f) || SOAK.test(f) || soaked);
  });
  if (!line) return null;
  const slow = sentences.find((s) => SLOW_COOKER.test(s.folded));
  if (!slow && !SLOW_COOKER.test(fold(reading.title ?? ''))) return null;
  const step = slow?.step ?? null;
  // A boil said where the slow cooker is named is the slow cooker's ("8 Stunden kochen").
  const boils = sentences.filter((s) => BOIL.test(s.folded) && !SLOW_COOKER.test(s.folded));
  if (boils.length === 0) return { verdict: 'not boiled', step, line };
  const timed = boils.flatMap((s) => findDurations(s.sentence).map((d) => d.seconds));
  if (timed.some((seconds) => seconds >= KIDNEY_BEAN_BOIL_SECONDS)) return null;
  return timed.length > 0
    ? { verdict: 'boiled too briefly', step, line }
    : { verdict: 'boil not timed', step, line };
}
