import { LANGUAGES_CHAR, type FoodTableData } from './food-table-data';
import { foodKey } from './food-words';
import { MIXES, PLAIN_ROOTS } from './knowledge/food-kinds';

/**
 * The food table (Open Food Facts' ingredients, ODbL, "Open Food Facts contributors") as the checks
 * read it. The data is a separate chunk: `loadFoodTable()` imports it when a recipe is first
 * checked, never before the first paint.
 */

/** The shortest word read as a slip of the pen for a food: shorter ones are too near each other. */
export const MISSPELT_LENGTH = 7;

/**
 * Every word one edit from this one past its first letter, as the table's names are written
 * (folded to a-z). Generated for the one word asked about (about 55 per letter, looked up in the
 * table's own map): an index of the table's near names (SymSpell's, from mnemonist) took 126 ms
 * to build, a long task on the page, for lookups that take a fraction of a millisecond either way.
 */
function oneEditAway(word: string): string[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const out: string[] = [];
  // The first letter kept: edits from the second on.
  for (let i = 1; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail) out.push(head + tail.slice(1));
    if (tail.length > 1) out.push(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of letters) {
      out.push(head + c + tail);
      if (tail && c !== tail[0]) out.push(head + c + tail.slice(1));
    }
  }
  return out;
}

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
  private readonly contentsCache = new Map<number, Set<number>>();
  private readonly plainCache = new Map<number, boolean>();
  private readonly languages = new Map<string, number>();
  private namePrefixes: Set<string> | undefined;
  /**
   * Where Open Food Facts' silence on allergens means there are none: plain foods of one kind (a
   * vegetable, a spice, a cut of pork, a cheese, an oil) under PLAIN_ROOTS, whose allergens the
   * taxonomy gives; never the MIXES filed under such a root (curry paste, stock, margarine), whose
   * silence says nothing (D14). Both are decided with their reasons in knowledge/food-kinds.json.
   */
  private readonly plainRoots: Set<number>;
  private readonly mixes: Set<number>;
  private readonly dietDecided: Set<number>;
  private readonly byId = new Map<string, number>();
  private readonly classes: { id: string; titles: Set<string>; names: Set<string> }[];

  constructor(private readonly data: FoodTableData) {
    this.attribution = data.attribution;
    this.licence = data.licence;
    data.ids.forEach((id, i) => this.byId.set(id, i));
    Object.keys(data.names).forEach((key, i) =>
      this.languages.set(key, data.nameLanguages.charCodeAt(i) - LANGUAGES_CHAR),
    );
    const indices = (ids: readonly string[]) =>
      new Set(ids.map((id) => this.byId.get(id)).filter((i) => i !== undefined));
    this.plainRoots = indices(PLAIN_ROOTS);
    this.mixes = indices(MIXES);
    this.dietDecided = new Set(data.dietDecided);
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

  /**
   * Entries a name (as foodKey writes it) names, in any of the seven languages or, given
   * `languages` (bits of FOOD_LANGUAGES), in one of those.
   */
  named(key: string, languages?: number): readonly number[] {
    const spelled = this.spelled(key);
    return spelled !== undefined && this.inLanguages(spelled, languages)
      ? this.data.names[spelled]!
      : [];
  }

  has(key: string, languages?: number): boolean {
    const spelled = this.spelled(key);
    return spelled !== undefined && this.inLanguages(spelled, languages);
  }

  private inLanguages(spelled: string, languages: number | undefined): boolean {
    return languages === undefined || ((this.languages.get(spelled) ?? 0) & languages) !== 0;
  }

  /**
   * Whether some name of two words or more starts with these whole words ("pechugas de" for
   * "pechugas de pollo"): a line's spans are tried with every form of their words, and the
   * reader stops extending one that no name goes on from.
   */
  startsName(words: string): boolean {
    if (!this.namePrefixes) {
      const prefixes = new Set<string>();
      for (const name of Object.keys(this.data.names))
        for (const spelling of [name, swappedSauce(name) ?? name]) {
          for (let at = spelling.indexOf(' '); at > 0; at = spelling.indexOf(' ', at + 1))
            prefixes.add(spelling.slice(0, at));
        }
      this.namePrefixes = prefixes;
    }
    return this.namePrefixes.has(words);
  }

  /**
   * The key as the table holds it: German writes a sauce "Soße" and "Sauce" alike
   * ("Tomatensoße", "Tomatensauce"), and the taxonomy holds some names one way only.
   */
  private spelled(key: string): string | undefined {
    if (key in this.data.names) return key;
    const other = swappedSauce(key);
    return other !== undefined && other in this.data.names ? other : undefined;
  }

  /**
   * The one-word name a word is a slip of the pen for ("oreganno", "cilandro", "gimgembre"): one
   * letter added, left out, changed or swapped, the first kept ("finger" is no "ginger"), in a
   * word of at least MISSPELT_LENGTH letters, and only where one food is that near.
   */
  misspelt(word: string, languages?: number): string | undefined {
    if (word.length < MISSPELT_LENGTH || !/^[a-z]+$/.test(word)) return undefined;
    const near = new Set(
      oneEditAway(word).filter((key) => key in this.data.names && this.has(key, languages)),
    );
    const foods = new Set([...near].map((key) => this.data.names[key]!.join(',')));
    return foods.size === 1 ? [...near][0] : undefined;
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

  parentsOf(index: number): readonly number[] {
    return this.data.parents[index] ?? [];
  }

  /** What an entry is made of beyond its parents ("sesame oil" → sesame, "mayonnaise" → egg yolk). */
  madeOf(index: number): readonly number[] {
    return this.data.madeOf[index] ?? [];
  }

  /** The entry, every entry above it, and what it is made of with theirs: what "avoid" looks in. */
  contents(index: number): ReadonlySet<number> {
    let set = this.contentsCache.get(index);
    if (set) return set;
    set = new Set(this.lineage(index));
    this.contentsCache.set(index, set);
    for (const kind of this.lineage(index))
      for (const part of this.madeOf(kind)) for (const i of this.contents(part)) set.add(i);
    return set;
  }

  /**
   * A mix filed under a plain root (curry paste under spice): the diet it inherits from that root
   * says nothing of what is in it (Thai curry paste holds shrimp).
   */
  isMix(index: number): boolean {
    return [...this.lineage(index)].some((i) => this.mixes.has(i));
  }

  /** names.txt decides this entry's own diet (curry powder is spices alone, whatever a mix holds). */
  isDietDecided(index: number): boolean {
    return this.dietDecided.has(index);
  }

  /** A plain food of one kind, whose allergens the data gives: only it can be free of one. */
  isPlain(index: number): boolean {
    const known = this.plainCache.get(index);
    if (known !== undefined) return known;
    this.plainCache.set(index, false);
    const lineage = [...this.lineage(index)];
    const plain =
      lineage.some((i) => this.plainRoots.has(i)) &&
      !this.isMix(index) &&
      this.madeOf(index).every((part) => this.isPlain(part));
    this.plainCache.set(index, plain);
    return plain;
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

/** "Tomatensoße" and "Tomatensauce" alike: the other spelling of a key, where it has one. */
function swappedSauce(key: string): string | undefined {
  if (key.includes('sosse')) return key.replace(/sosse/g, 'sauce');
  if (key.includes('sauce')) return key.replace(/sauce/g, 'sosse');
  return undefined;
}
