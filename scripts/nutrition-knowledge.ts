/**
 * The nutrition build's decided join, kept as data in src/shared/nutrition/knowledge/ and read
 * here into the tables `scripts/build-nutrition-table.ts` uses. Five files, one format (their
 * headers, and docs/food-data.md, "The nutrition build's decisions"): blocks separated by blank
 * lines, `key: value` lines, `#` lines giving the reasons.
 *
 * - decided.txt → `DECIDED`: food table id → USDA id (`usda:` and its `food:` lines);
 * - from-sr28.txt → `FROM_SR28`: the foods read from SR28, each with what it fills (`usda:`, `sr28:`);
 * - mixes.txt → `MIXED`: mixes of USDA foods by weight (`mix:`, `name:`, `part:`, `measure:`, `up_to:`);
 * - measures.txt → `MEASURES`: decided household measures per USDA food (`usda:`, `measure:`);
 * - phrases.txt → `PHRASES`: phrase → USDA id (`usda:` and its `phrase:` lines).
 *
 * Lines keep their order, and so the tables theirs. A key a file does not know, a line that is no
 * `key: value`, a name or id given twice, or an id or amount of the wrong shape throws, naming the
 * file and the line.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** A food a recipe names that is a fixed mix of USDA foods, by weight. */
export interface MixedFood {
  uid: string;
  name: string;
  /** USDA id → its share of the weight; the shares add up to 1. */
  parts: Readonly<Record<string, number>>;
  measures: readonly (readonly [string, number])[];
  /**
   * For a name that stands for a kind of food without saying which ("plant milk"): the kind's
   * richest USDA food. The mix is the kind's lightest; what the line holds may be up to this.
   */
  upTo?: string;
}

/** A measure of a stated weight, or borrowed from an SR food (its measure of that name, or `as`). */
export type DecidedMeasure =
  { name: string; grams: number } | { name: string; from: string; as?: string };

export interface NutritionKnowledge {
  decided: Readonly<Record<string, string>>;
  fromSr28: Readonly<Record<string, string>>;
  mixed: readonly MixedFood[];
  measures: Readonly<Record<string, readonly DecidedMeasure[]>>;
  phrases: Readonly<Record<string, string>>;
}

/** The folder of the files, and each file's name. */
export const KNOWLEDGE_FOLDER = resolve(
  dirname(new URL(import.meta.url).pathname),
  '../src/shared/nutrition/knowledge',
);
export const KNOWLEDGE_FILES = {
  decided: 'decided.txt',
  fromSr28: 'from-sr28.txt',
  mixed: 'mixes.txt',
  measures: 'measures.txt',
  phrases: 'phrases.txt',
} as const;

/** A `key: value` line of a file, and its number (from 1). */
export interface KnowledgeLine {
  key: string;
  value: string;
  line: number;
}

/** An SR food (five digits) or a decided mix (M and four digits). */
const USDA_ID = /^(\d{5}|M\d{4})$/;
const SR_ID = /^\d{5}$/;
const MIX_ID = /^M\d{4}$/;
/** A food table id: Open Food Facts' language prefix and name ("en:egg", "fr:filets de poulet"). */
const FOOD_ID = /^[a-z]{2}:[^\s:]/;
const AMOUNT = /^\d+(\.\d+)?$/;
const KEY_LINE = /^([a-z][a-z0-9_]*):[ \t]*(.*?)[ \t]*$/;
/** `name = 125 g`, `name = from 09037`, `name = from 11090 as stalk`. */
const MEASURE = /^(.+?) = (?:(\S+) g|from (\S+)(?: as (.+))?)$/;

function fail(file: string, line: number, message: string): never {
  throw new Error(`${file}:${line}: ${message}`);
}

/**
 * The blocks of a file, each its `key: value` lines: blocks are separated by blank lines, `#` lines
 * (comments) are left out, and a block of comments only is none. Throws on a line that is no
 * `key: value`, on an empty value and on a key not in `keys`.
 */
export function knowledgeBlocks(
  text: string,
  file: string,
  keys: readonly string[],
): KnowledgeLine[][] {
  const blocks: KnowledgeLine[][] = [];
  let block: KnowledgeLine[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '') {
      if (block.length > 0) blocks.push(block);
      block = [];
      return;
    }
    if (raw.startsWith('#')) return;
    const m = KEY_LINE.exec(raw);
    if (!m) return fail(file, line, `not a "key: value" line: ${JSON.stringify(raw)}`);
    const [, key = '', value = ''] = m;
    if (!keys.includes(key))
      fail(file, line, `unknown key "${key}" (this file's keys: ${keys.join(', ')})`);
    if (value === '') fail(file, line, `"${key}:" without a value`);
    block.push({ key, value, line });
  });
  if (block.length > 0) blocks.push(block);
  return blocks;
}

/** The block's first line, which must be `key`, its value of `shape`; and the lines after it. */
function opening(
  block: readonly KnowledgeLine[],
  file: string,
  key: string,
  shape: RegExp,
): [string, KnowledgeLine[]] {
  const [head, ...rest] = block as [KnowledgeLine, ...KnowledgeLine[]];
  if (head.key !== key) fail(file, head.line, `a block opens with "${key}:", not "${head.key}:"`);
  const again = rest.find((l) => l.key === key);
  if (again) fail(file, again.line, `a second "${key}:" line in the block of line ${head.line}`);
  return [shaped(head, file, shape), rest];
}

function shaped(line: KnowledgeLine, file: string, shape: RegExp, what = 'an id'): string {
  if (!shape.test(line.value))
    fail(file, line.line, `"${line.key}: ${line.value}": not ${what} of the shape ${shape.source}`);
  return line.value;
}

function amount(line: KnowledgeLine, file: string, text: string): number {
  const value = Number(text);
  if (!AMOUNT.test(text) || !(value > 0))
    fail(file, line.line, `"${line.key}: ${line.value}": ${JSON.stringify(text)} is no amount`);
  return value;
}

/** Keys met once in a file (or a block): a second one throws, naming the first one's line. */
class Once {
  private readonly seen = new Map<string, number>();
  constructor(
    private readonly file: string,
    private readonly what: string,
  ) {}
  add(key: string, line: number): void {
    const first = this.seen.get(key);
    if (first !== undefined)
      fail(this.file, line, `${this.what} "${key}" given twice (first on line ${first})`);
    this.seen.set(key, line);
  }
}

/** Blocks of `usda: <id>` and its names, one a line (`food:`, `phrase:`): name → USDA id. */
function namesToUsda(
  text: string,
  file: string,
  nameKey: string,
  nameShape: RegExp,
): Record<string, string> {
  const out: [string, string][] = [];
  const once = new Once(file, nameKey);
  for (const block of knowledgeBlocks(text, file, ['usda', nameKey])) {
    const [usda, lines] = opening(block, file, 'usda', USDA_ID);
    if (lines.length === 0) fail(file, block[0]!.line, `usda ${usda}: no "${nameKey}:" line`);
    for (const line of lines) {
      once.add(shaped(line, file, nameShape, `a ${nameKey}`), line.line);
      out.push([line.value, usda]);
    }
  }
  return Object.fromEntries(out);
}

/** decided.txt: food table id → USDA id. */
export const parseDecided = (text: string, file: string = KNOWLEDGE_FILES.decided) =>
  namesToUsda(text, file, 'food', FOOD_ID);

/** phrases.txt: phrase (as `nameKey` writes it) → USDA id. */
export const parsePhrases = (text: string, file: string = KNOWLEDGE_FILES.phrases) =>
  namesToUsda(text, file, 'phrase', /^\S(.*\S)?$/);

/** from-sr28.txt: SR28 id → its name and what it fills. */
export function parseFromSr28(
  text: string,
  file: string = KNOWLEDGE_FILES.fromSr28,
): Record<string, string> {
  const out: [string, string][] = [];
  const once = new Once(file, 'usda');
  for (const block of knowledgeBlocks(text, file, ['usda', 'sr28'])) {
    const [usda, lines] = opening(block, file, 'usda', SR_ID);
    once.add(usda, block[0]!.line);
    const [only, second] = lines;
    if (!only || second) fail(file, block[0]!.line, `usda ${usda}: not one "sr28:" line`);
    out.push([usda, only!.value]);
  }
  return Object.fromEntries(out);
}

function measure(line: KnowledgeLine, file: string, borrowed: boolean): DecidedMeasure {
  const m = MEASURE.exec(line.value);
  if (!m || (!borrowed && m[2] === undefined))
    fail(
      file,
      line.line,
      `"measure: ${line.value}": not "name = <grams> g"${borrowed ? ' or "name = from <id> [as name]"' : ''}`,
    );
  const [, name = '', grams, from, as] = m!;
  if (grams !== undefined) return { name, grams: amount(line, file, grams) };
  if (!USDA_ID.test(from!))
    fail(file, line.line, `"measure: ${line.value}": ${from} is no USDA id`);
  return as === undefined ? { name, from: from! } : { name, from: from!, as };
}

/** measures.txt: USDA id → its decided measures, in their order. */
export function parseMeasures(
  text: string,
  file: string = KNOWLEDGE_FILES.measures,
): Record<string, DecidedMeasure[]> {
  const out: [string, DecidedMeasure[]][] = [];
  const once = new Once(file, 'usda');
  for (const block of knowledgeBlocks(text, file, ['usda', 'measure'])) {
    const [usda, lines] = opening(block, file, 'usda', USDA_ID);
    once.add(usda, block[0]!.line);
    if (lines.length === 0) fail(file, block[0]!.line, `usda ${usda}: no "measure:" line`);
    const names = new Once(file, `usda ${usda}: measure`);
    out.push([
      usda,
      lines.map((line) => {
        const m = measure(line, file, true);
        names.add(m.name, line.line);
        return m;
      }),
    ]);
  }
  return Object.fromEntries(out);
}

/** mixes.txt: the mixes, in their order. */
export function parseMixes(text: string, file: string = KNOWLEDGE_FILES.mixed): MixedFood[] {
  const mixes: MixedFood[] = [];
  const once = new Once(file, 'mix');
  for (const block of knowledgeBlocks(text, file, ['mix', 'name', 'part', 'measure', 'up_to'])) {
    const [uid, lines] = opening(block, file, 'mix', MIX_ID);
    const at = block[0]!.line;
    once.add(uid, at);
    const single = (key: string) => {
      const found = lines.filter((l) => l.key === key);
      if (found.length > 1) fail(file, found[1]!.line, `mix ${uid}: a second "${key}:" line`);
      return found[0];
    };
    const name = single('name');
    if (!name) return fail(file, at, `mix ${uid}: no "name:" line`);
    const partIds = new Once(file, `mix ${uid}: part`);
    const parts = lines
      .filter((l) => l.key === 'part')
      .map((line): [string, number] => {
        const m = /^(\S+) = (\S+)$/.exec(line.value);
        if (!m) return fail(file, line.line, `"part: ${line.value}": not "<id> = <share>"`);
        if (!SR_ID.test(m[1]!))
          fail(file, line.line, `"part: ${line.value}": ${m[1]} is no SR id (five digits)`);
        partIds.add(m[1]!, line.line);
        return [m[1]!, amount(line, file, m[2]!)];
      });
    if (parts.length === 0) fail(file, at, `mix ${uid}: no "part:" line`);
    const measureNames = new Once(file, `mix ${uid}: measure`);
    const measures = lines
      .filter((l) => l.key === 'measure')
      .map((line): [string, number] => {
        const m = measure(line, file, false) as { name: string; grams: number };
        measureNames.add(m.name, line.line);
        return [m.name, m.grams];
      });
    const upTo = single('up_to');
    mixes.push({
      uid,
      name: name.value,
      parts: Object.fromEntries(parts),
      measures,
      ...(upTo ? { upTo: shaped(upTo, file, SR_ID) } : {}),
    });
  }
  return mixes;
}

/** The five files of `folder` (by default src/shared/nutrition/knowledge), read and checked. */
export function readNutritionKnowledge(folder = KNOWLEDGE_FOLDER): NutritionKnowledge {
  const read = (name: string): [string, string] => {
    const file = join(folder, name);
    return [readFileSync(file, 'utf8'), file];
  };
  return {
    decided: parseDecided(...read(KNOWLEDGE_FILES.decided)),
    fromSr28: parseFromSr28(...read(KNOWLEDGE_FILES.fromSr28)),
    mixed: parseMixes(...read(KNOWLEDGE_FILES.mixed)),
    measures: parseMeasures(...read(KNOWLEDGE_FILES.measures)),
    phrases: parsePhrases(...read(KNOWLEDGE_FILES.phrases)),
  };
}

const KNOWLEDGE = readNutritionKnowledge();

/**
 * The decided join for common foods whose names differ between Open Food Facts (the food table's
 * ids) and USDA's Standard Reference, or whose name match would pick a less usual form
 * (decided.txt). `scripts/build-nutrition-table.ts` checks each USDA id exists.
 */
export const DECIDED = KNOWLEDGE.decided;
/** Foods SR24 lacks that recipes name, read from SR28's ASCII files, each with what it fills. */
export const FROM_SR28 = KNOWLEDGE.fromSr28;
/** Mixes a recipe names as one food, each of its parts by weight (mixes.txt). */
export const MIXED = KNOWLEDGE.mixed;
/** Household measures SR24 lacks for a food a recipe counts that way (measures.txt). */
export const MEASURES = KNOWLEDGE.measures;
/**
 * Names of foods the food table does not hold as one, in the seven languages, to the USDA food
 * they name (phrases.txt). Read before the food table, longest first.
 */
export const PHRASES = KNOWLEDGE.phrases;
