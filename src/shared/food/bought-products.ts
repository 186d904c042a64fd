import { PAGE_LANGUAGES } from '../languages';
import type { BoughtProductsFile } from './knowledge/bought-products-schema';
import { products } from './knowledge/bought-products.json';

/**
 * Bought products read by their usual recipe (decision D19): what a jar of ketchup or a stock cube
 * usually holds, decided in knowledge/bought-products.json with a reason for each, in the seven
 * languages. A product whose usual recipe holds nothing a diet leaves out keeps it, and the check
 * names it for a label check ("Check the label: ketchup"); one whose usual recipe holds such a
 * thing breaks it. A promise in the line ("vegan pesto", "gluten-free soy sauce") lifts what it
 * promises, as for any food.
 */

/** What a diet leaves out, as the decided rules name it. */
export type Kind = 'meat' | 'fish' | 'rennet' | 'dairy' | 'egg' | 'honey' | 'gluten';

export interface BoughtProduct {
  /** The name shown for a label check. */
  label: string;
  /** Names in the seven languages, singular, lower case, without accents. */
  names: string[];
  /** What its usual recipe holds of what the diets leave out. */
  holds: Kind[];
  /** The usual recipe, and where it comes from (the file's `reason`). */
  why: string;
  /** A single food or chemical with nothing to check on a label (baking soda, mustard seeds). */
  plain?: true;
  /** What some common brands hold and others not: a diet leaving it out stays Unknown. */
  varies?: Kind[];
}

/**
 * Checked by the tests (knowledge/bought-products-schema.ts), not here: the page reads the file as
 * it is, without its `$comment` (a named import leaves it out of the page's code).
 */
const PRODUCTS = products as BoughtProductsFile['products'];

/** Every product, its names in every language, read whatever the recipe's language. */
export const BOUGHT_PRODUCTS: BoughtProduct[] = PRODUCTS.map(
  ({ label, names, holds, reason, plain, varies }) => ({
    label,
    names: PAGE_LANGUAGES.flatMap((language) => names[language] ?? []),
    holds,
    why: reason,
    ...(plain && { plain }),
    ...(varies && { varies }),
  }),
);
