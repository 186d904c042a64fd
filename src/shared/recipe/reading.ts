import type { RecipeLanguage } from './recipe-language';

/** What one reading of a recipe's markdown finds: every feature reads this, never the markdown. */

/** Where a part stands in the markdown it was read from: `markdown.slice(start, end)`. */
export interface SourceRange {
  start: number;
  end: number;
}

export interface IngredientLine extends SourceRange {
  /** Plain text, markup removed and blanks collapsed: "2 cloves garlic, minced". */
  text: string;
}

export interface IngredientGroup {
  /** The group's name as written, without a trailing colon ("For the sauce"); null for an unnamed list. */
  name: string | null;
  lines: IngredientLine[];
}

export interface StepDuration {
  /** The upper bound of a range ("3-4 minutes" is 240). */
  seconds: number;
  /** Short, for a timer button: "10 min", "1 h 30 min", "45 sec". */
  label: string;
  /** Where it stands in the step's `text`. */
  start: number;
  end: number;
}

export interface RecipeStep extends SourceRange {
  /** Plain text of the whole step, sub-points included. */
  text: string;
  /** The name of the group of steps it belongs to ("For the sauce"); null when steps are not grouped. */
  group: string | null;
  durations: StepDuration[];
}

export interface StatedServings {
  /** "Serves 4-6": 4 and 6; "Serves 4": 4 and 4. */
  min: number;
  max: number;
  /** The words as the recipe states them ("4-6 servings", "12 cookies"). */
  text: string;
}

/** Times the recipe states in words ("Prep time: 15 minutes"), in seconds. */
export interface StatedTimes {
  prepSeconds?: number;
  cookSeconds?: number;
  totalSeconds?: number;
}

export interface RecipeReading {
  /** The language the recipe is written in, of the seven the reader reads; absent when unclear. */
  language?: RecipeLanguage;
  title: string | null;
  /** The recipe's introduction (plain text), when it has one. */
  description: string | null;
  servings: StatedServings | null;
  times: StatedTimes;
  /** Empty when the recipe has no ingredient list: never guessed from the method. */
  ingredients: IngredientGroup[];
  steps: RecipeStep[];
  /**
   * The text outside the title, the ingredient lines and the steps, paragraph by paragraph: "To
   * serve: grated Parmesan", "Optional toppings: …", a list the reader took for neither. The
   * checks look there for foods the list leaves out.
   */
  notes?: string[];
}
