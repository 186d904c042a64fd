import pluralize from 'pluralize';
import type { NutritionFood, NutritionTableData } from './nutrition-table-data';

/**
 * The nutrition table (USDA SR24, public domain) as the figures read it. The data is a separate
 * chunk: `loadNutritionTable()` imports it when a recipe is read, never before the first paint.
 */
export interface UsdaFood extends NutritionFood {
  uid: string;
}

/** A decided mix of USDA foods by weight (src/shared/nutrition/knowledge/mixes.txt): ids M0001… */
export const isMix = (food: UsdaFood) => /^M\d{4}$/.test(food.uid);

export class NutritionTable {
  readonly source: string;
  readonly attribution: string;
  readonly licence: string;

  constructor(private readonly data: NutritionTableData) {
    this.source = data.source;
    this.attribution = data.attribution;
    this.licence = data.licence;
  }

  private food(uid: string | undefined): UsdaFood | null {
    const food = uid === undefined ? undefined : this.data.foods[uid];
    return food && uid ? { ...food, uid } : null;
  }

  /** The USDA food joined to a food table id ("en:onion"); null when none is. */
  forFoodId(id: string): UsdaFood | null {
    return this.food(this.data.join[id]);
  }

  /** The USDA food a decided name stands for ("cream cheese"), written as `nameKey` writes it. */
  forPhrase(key: string): UsdaFood | null {
    return this.food(this.data.phrases[key]);
  }

  private cooked: Map<string, string> | null = null;

  /**
   * The cooked food a decided English name gives for this one ("cooked rice" for rice, "cooked
   * lentil" for lentils), so a line in any language that says its food is cooked weighs it so.
   */
  cookedForm(food: UsdaFood): UsdaFood | null {
    if (!this.cooked) {
      this.cooked = new Map();
      for (const [key, uid] of Object.entries(this.data.phrases)) {
        if (!key.startsWith('cooked ')) continue;
        const name = key.slice('cooked '.length);
        const { phrases, join } = this.data;
        for (const raw of [phrases[name], join[`en:${name}`], join[`en:${pluralize.plural(name)}`]])
          if (raw && raw !== uid && !this.cooked.has(raw)) this.cooked.set(raw, uid);
      }
    }
    return this.food(this.cooked.get(food.uid));
  }

  get phraseKeys(): string[] {
    return Object.keys(this.data.phrases);
  }
}

let loaded: NutritionTable | null = null;
let loading: Promise<NutritionTable> | null = null;

export function nutritionTableIfLoaded(): NutritionTable | null {
  return loaded;
}

export function loadNutritionTable(): Promise<NutritionTable> {
  loading ??= import('./nutrition-table.json').then((module) => {
    loaded = new NutritionTable((module.default ?? module) as unknown as NutritionTableData);
    return loaded;
  });
  return loading;
}
