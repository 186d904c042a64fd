import type { FoodTableData } from './food-table-data';
import { foodKey } from './food-words';

/**
 * The food table (Open Food Facts' ingredients, ODbL, "Open Food Facts contributors") as the checks
 * read it. The data is a separate chunk: `loadFoodTable()` imports it when a recipe is first
 * checked, never before the first paint.
 */

export type DietFlag = 'y' | 'n' | 'm' | '-';

export interface FoodEntry {
  index: number;
  id: string;
  vegan: DietFlag;
  vegetarian: DietFlag;
  /** Allergen class ids ("en:gluten"), resolved along the parents. */
  allergens: readonly string[];
}

export class FoodTable {
  readonly attribution: string;
  readonly licence: string;
  private readonly ancestorsCache = new Map<number, Set<number>>();
  private readonly byId = new Map<string, number>();
  private readonly classes: { id: string; titles: Set<string>; names: Set<string> }[];

  constructor(private readonly data: FoodTableData) {
    this.attribution = data.attribution;
    this.licence = data.licence;
    data.ids.forEach((id, i) => this.byId.set(id, i));
    this.classes = data.allergenClasses.map((c) => ({
      id: c.id,
      titles: new Set(c.titles),
      names: new Set(c.names),
    }));
  }

  entry(index: number): FoodEntry {
    const d = this.data;
    return {
      index,
      id: d.ids[index]!,
      vegan: d.diet[index * 2] as DietFlag,
      vegetarian: d.diet[index * 2 + 1] as DietFlag,
      allergens: (d.allergens[index] ?? '')
        .split(',')
        .filter(Boolean)
        .map((a) => d.allergenClasses[Number(a)]!.id),
    };
  }

  /** Entries a name (as foodKey writes it) names, in any of the seven languages. */
  named(key: string): readonly number[] {
    return this.data.names[key] ?? [];
  }

  has(key: string): boolean {
    return key in this.data.names;
  }

  indexOf(id: string): number | undefined {
    return this.byId.get(id);
  }

  /** The entry itself and every entry above it. */
  lineage(index: number): ReadonlySet<number> {
    let set = this.ancestorsCache.get(index);
    if (set) return set;
    set = new Set([index]);
    const todo = [index];
    while (todo.length) {
      for (const parent of this.data.parents[todo.pop()!] ?? [])
        if (!set.has(parent)) {
          set.add(parent);
          todo.push(parent);
        }
    }
    this.ancestorsCache.set(index, set);
    return set;
  }

  isA(index: number, id: string): boolean {
    const other = this.byId.get(id);
    return other !== undefined && this.lineage(index).has(other);
  }

  /** Allergen classes a name is the class name of in allergens.txt ("Nüsse", "fruits à coque"). */
  allergenClassesTitled(key: string): string[] {
    return this.classes.filter((c) => c.titles.has(key)).map((c) => c.id);
  }

  get allergenClassIds(): string[] {
    return this.classes.map((c) => c.id);
  }
}

let loaded: FoodTable | null = null;
let loading: Promise<FoodTable> | null = null;

/** The table once loaded; null before (the checks then say "Unknown", never "Kept"). */
export function foodTableIfLoaded(): FoodTable | null {
  return loaded;
}

export function loadFoodTable(): Promise<FoodTable> {
  loading ??= import('./food-table.json').then((module) => {
    loaded = new FoodTable((module.default ?? module) as unknown as FoodTableData);
    return loaded;
  });
  return loading;
}

export { foodKey };
