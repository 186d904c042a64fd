import type { IngredientLine } from '../../../shared/recipe/reading';
import { scanAmounts } from '../../../shared/amounts/scan-amounts';

/**
 * Lines that need no amount of their own to follow the servings: to taste, as needed, for serving,
 * optional, "some", in the seven languages the reader reads.
 */
const NEEDS_NO_SCALING =
  /\b(?:to\s+taste|as\s+needed|as\s+required|optional|for\s+(?:garnish|serving|frying|greasing|dusting))\b|nach\s+(?:geschmack|belieben|bedarf)|zum\s+(?:bestreuen|garnieren|servieren|braten|einfetten)|(?<!\p{L})(?:etwas|un\s+peu|un\s+poco|un\s+po['’]|um\s+pouco|wat|some)(?!\p{L})|au\s+go[ûu]t|selon\s+(?:votre\s+)?go[ûu]t|pour\s+(?:servir|d[ée]corer|la\s+d[ée]coration)|facultatif|al\s+gusto|a\s+gusto|a\s+gosto|para\s+(?:servir|decorar|fre[íi]r|untar)|opcional|(?<!\p{L})q\.?\s?b\.?(?!\p{L})|quanto\s+basta|per\s+(?:servire|guarnire|decorare)|facoltativ[oa]|naar\s+smaak|om\s+te\s+(?:serveren|garneren|bakken)|optioneel/iu;

/**
 * The ingredient lines the scaler leaves as written while the servings change: no amount it can
 * read ("eine Prise Salz", "two eggs", "Saft einer Zitrone"), so the cook adjusts them by hand.
 */
export function unscaledLines(lines: readonly IngredientLine[]): IngredientLine[] {
  return lines.filter(
    (line) =>
      !NEEDS_NO_SCALING.test(line.text) &&
      !scanAmounts(line.text).some((amount) => amount.unit?.type !== 'length'),
  );
}
