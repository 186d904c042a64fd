import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PAGE_LANGUAGES } from '../languages';

/**
 * The small words of a language belong in its lexicon (src/shared/lexicon/<language>.json), and
 * food knowledge in the food data (src/shared/food/knowledge/...), not in the code that reads by
 * them. This test finds word lists written in the shared code and holds each file to the count it
 * has today: a file not listed here may hold none, a count may only go down, and a count that went
 * down must be lowered here (a ratchet). What the files listed still keep is the work left
 * (docs/development.md).
 *
 * A word list is three words or more, in any of the shapes code writes them (read from the syntax
 * tree, one list however it is written over lines):
 * - an array of strings, alone or in a Set (`new Set(['juice', 'zest', 'peel'])`);
 * - a string split into words (`'juice zest peel'.split(' ')`, pieces joined by `+` count once),
 *   and any string of six lower-case words or more;
 * - a regular expression's alternation, in a literal or in a string or template that builds one
 *   (`/\b(serves|makes|yields)\b/`): three of its choices or more are words of two letters or
 *   more, whatever the other choices are (an ending like `(en|n|e|s)$` is none);
 * - a chain of comparisons (`w === 'pasta' || w === 'pates' || w === 'massa'`).
 *
 * Not words, so never a list: ids ("en:pasta"), numbers, CSS and other code ("1px", "#fff",
 * "fatContent", "snake_case"), the page's language codes, the items of an `as const` array (a
 * type's values), and keys: an array or a chain whose every string the shared code declares as a
 * name (a string literal type, an object's or a type's property, an `as const` item), such as the
 * relations `['same', 'kind', 'general', 'maybe']` or the kinds a diet leaves out.
 */
const STILL_OWN_LISTS: Record<string, number> = {};

const SHARED = join(process.cwd(), 'src/shared');
/**
 * Not readers: the lexicons themselves, the page's language codes, and lists that are no words of
 * a language: the page's view names (view-failure.ts), the nutrition table's nutrient keys, and the
 * food-safety chart's wording of where a minimum is measured ("in the centre of the stuffing").
 */
const NOT_READERS = new Set([
  'lexicon/lexicon.ts',
  'languages.ts',
  'view-failure.ts',
  'nutrition/nutrition-table-data.ts',
  'safety/minimums.ts',
]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'fixtures' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const CODES = new Set<string>(PAGE_LANGUAGES);

/** Letters, apostrophes and dots, words apart by a space or a hyphen; no camelCase. */
const isWord = (text: string) =>
  /^\p{L}[\p{L}'’.]*(?:[ -]\p{L}[\p{L}'’.]*)*$/u.test(text) && !/\p{Ll}\p{Lu}/u.test(text);
/** A word of two letters or more. */
const isLong = (text: string) => isWord(text) && text.replace(/[^\p{L}]/gu, '').length >= 2;
/** Strings that are all words, three of them at least of two letters, not language codes. */
const allWords = (items: readonly string[]) =>
  items.every(isWord) && items.filter(isLong).length >= 3 && !items.every((w) => CODES.has(w));

const parse = (text: string) => ts.createSourceFile('file.ts', text, ts.ScriptTarget.Latest, true);

/** Names the code declares: string literal types, objects' and types' properties, `as const` items. */
function declaredNames(texts: readonly string[]): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal))
      names.add(node.literal.text);
    if (
      (ts.isPropertyAssignment(node) ||
        ts.isPropertySignature(node) ||
        ts.isShorthandPropertyAssignment(node) ||
        ts.isMethodDeclaration(node)) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))
    )
      names.add(node.name.text);
    if (isAsConst(node))
      for (const item of node.expression.elements)
        if (ts.isStringLiteral(item)) names.add(item.text);
    ts.forEachChild(node, visit);
  };
  for (const text of texts) visit(parse(text));
  return names;
}

function isAsConst(
  node: ts.Node,
): node is ts.AsExpression & { expression: ts.ArrayLiteralExpression } {
  return (
    ts.isAsExpression(node) &&
    ts.isArrayLiteralExpression(node.expression) &&
    ts.isTypeReferenceNode(node.type) &&
    node.type.typeName.getText() === 'const'
  );
}

/** The string a node writes: a literal, or literals joined by `+`. */
function stringOf(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return stringOf(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const [left, right] = [stringOf(node.left), stringOf(node.right)];
    return left !== undefined && right !== undefined ? left + right : undefined;
  }
  return undefined;
}

/** The choices of each alternation of a regular expression's source, groups and the whole. */
function alternations(source: string): string[][] {
  const found: string[][] = [];
  const open: string[][] = [['']];
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    const choices = open.at(-1)!;
    const add = (text: string) => (choices[choices.length - 1] += text);
    if (c === '\\') {
      add(source.slice(i, i + 2));
      i++;
    } else if (inClass) {
      add(c);
      inClass = c !== ']';
    } else if (c === '[') {
      add(c);
      inClass = true;
    } else if (c === '(') {
      add('(…)');
      // A group's opening: "(", "(?:", "(?=", "(?!", "(?<=", "(?<!", "(?<name>".
      const opening = /^\((?:\?(?:<[=!]|<[^>]*>|[:=!]))?/.exec(source.slice(i))![0];
      i += opening.length - 1;
      open.push(['']);
    } else if (c === ')' && open.length > 1) found.push(open.pop()!);
    else if (c === '|') choices.push('');
    else add(c);
  }
  found.push(...open);
  // A choice as the words it matches: "\s+" a space, "\." a dot, "s?" its letter.
  const plain = (choice: string) =>
    choice
      .replace(/\\[sb][+*?]?/g, ' ')
      .replace(/\\([.'’-])/g, '$1')
      .replace(/[?^$]/g, '')
      .trim();
  return found.map((choices) => choices.map(plain));
}

export interface WordList {
  line: number;
  shape: 'array' | 'string' | 'alternation' | 'comparisons';
  words: string[];
}

/** The word lists a source writes; `names` are the names the shared code declares (keys). */
export function findWordLists(text: string, names: ReadonlySet<string> = new Set()): WordList[] {
  const file = parse(text);
  const lists: WordList[] = [];
  const add = (node: ts.Node, shape: WordList['shape'], words: string[]) =>
    lists.push({
      line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      shape,
      words,
    });
  const keys = (items: readonly string[]) => items.every((w) => names.has(w));
  const regexSource = (source: string, node: ts.Node) => {
    for (const choices of alternations(source))
      if (choices.filter(isLong).length >= 3) add(node, 'alternation', choices.filter(isLong));
  };
  const visit = (node: ts.Node) => {
    const parent = node.parent as ts.Node | undefined;
    if (ts.isArrayLiteralExpression(node) && !(parent && isAsConst(parent))) {
      const items = node.elements.map(stringOf);
      if (items.every((s) => s !== undefined) && allWords(items) && !keys(items))
        add(node, 'array', items);
    }
    const text = stringOf(node);
    if (text !== undefined && !(parent && stringOf(parent) !== undefined)) {
      const words = text.trim().split(/\s+/);
      let outer: ts.Node | undefined = parent;
      while (outer && ts.isParenthesizedExpression(outer)) outer = outer.parent;
      const split = outer && ts.isPropertyAccessExpression(outer) && outer.name.text === 'split';
      if (
        (split && allWords(words)) ||
        (words.length >= 6 && words.every((w) => /^[\p{Ll}'’]+$/u.test(w)))
      )
        add(node, 'string', words);
      regexSource(text, node);
    }
    if (ts.isTemplateExpression(node))
      for (const part of [node.head, ...node.templateSpans.map((span) => span.literal)])
        regexSource(part.text, node);
    if (ts.isRegularExpressionLiteral(node))
      regexSource(node.text.slice(1, node.text.lastIndexOf('/')), node);
    const isOr = (n: ts.Node | undefined): n is ts.BinaryExpression =>
      n !== undefined &&
      ts.isBinaryExpression(n) &&
      n.operatorToken.kind === ts.SyntaxKind.BarBarToken;
    if (isOr(node) && !isOr(parent)) {
      const compared: string[] = [];
      const leaves = (n: ts.Node): void => {
        if (isOr(n)) [n.left, n.right].forEach(leaves);
        else if (
          ts.isBinaryExpression(n) &&
          n.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken
        ) {
          const value = stringOf(n.right) ?? stringOf(n.left);
          if (value !== undefined) compared.push(value);
        }
      };
      leaves(node);
      if (allWords(compared) && !keys(compared)) add(node, 'comparisons', compared);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return lists;
}

describe('word lists outside the lexicons', () => {
  it('finds a list of three words or more, however it is written', () => {
    const count = (text: string) => findWordLists(text).length;
    expect(count("const OR = 'or oder ou of o oppure';")).toBe(1);
    expect(count('const OR = /\\b(?:or|oder|ou|of|oppure|bzw)\\b/;')).toBe(1);
    expect(count("const OR = ['or', 'oder', 'ou', 'of', 'o', 'oppure'];")).toBe(1);
    expect(count('const YIELD = /\\b(serves|makes|yields)\\b/;')).toBe(1);
    expect(count('const YIELD = /^(?:serves?|makes|yields?|for \\d+)$/i;')).toBe(1);
    expect(count("const PEEL = new Set(['juice', 'zest', 'peel']);")).toBe(1);
    expect(count("const PEEL = new Set(['juice', 'zest']);")).toBe(0);
    expect(count("const PEEL = 'juice zest peel'.split(' ');")).toBe(1);
    expect(count("const P = ('juice zest ' +\n 'peel rind').split(/\\s+/);")).toBe(1);
    expect(count("const P = new RegExp('\\\\b(?:fresh|frisch|frais)\\\\b');")).toBe(1);
    expect(count('const P = new RegExp(`^(?:${x})\\\\s(?:de|di|da)$`);')).toBe(1);
    expect(count("const pasta = w === 'pasta' || w === 'pates' || w === 'massa';")).toBe(1);
    expect(count("const OR = orWords('en');")).toBe(0);
  });

  it('counts no ids, numbers, code, language codes, endings or keys', () => {
    const count = (text: string) => findWordLists(text).length;
    expect(count("const ROOTS = ['en:fruit', 'en:vegetable', 'en:nut', 'en:seed'];")).toBe(0);
    expect(count("const SIZES = ['1px', '0.5rem', '#fff', 'rgb(0 0 0)'];")).toBe(0);
    expect(count("const KEYS = ['fatContent', 'timeUnits', 'not_a_word'];")).toBe(0);
    expect(count("const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl'];")).toBe(0);
    expect(count("const DIETS = ['vegetarian', 'vegan', 'pescatarian'] as const;")).toBe(0);
    expect(count('const JOINT = /(en|n|e|s)$/;')).toBe(0);
    expect(count('const MINUTES = [15, 30, 45, 60];')).toBe(0);
    const relations = "type Relation = 'same' | 'kind' | 'general' | 'maybe';";
    const order = "const order = ['same', 'kind', 'general', 'maybe'];";
    expect(findWordLists(order, declaredNames([relations]))).toEqual([]);
    expect(findWordLists(order)).toHaveLength(1);
    const kinds = "const MINIMUMS = { poultry: 74, minced: 71, 'minced poultry': 74, whole: 63 };";
    const suggested = "if (k === 'poultry' || k === 'minced poultry' || k === 'minced') go();";
    expect(findWordLists(suggested, declaredNames([kinds]))).toEqual([]);
  });

  // A ceiling, not a wait: it parses every file of the shared code, 3 s alone and past the
  // default 5 s beside the other tests on a loaded two-core machine.
  it(
    'holds every reader of the shared code to the lists it keeps today, no more',
    { timeout: 30_000 },
    () => {
      const files = sources(SHARED).map((path) => ({
        file: relative(SHARED, path),
        text: readFileSync(path, 'utf8'),
      }));
      const names = declaredNames(files.map((f) => f.text));
      const found: Record<string, number> = {};
      for (const { file, text } of files) {
        if (NOT_READERS.has(file)) continue;
        const count = findWordLists(text, names).length;
        if (count > 0) found[file] = count;
      }
      expect(found).toEqual(STILL_OWN_LISTS);
    },
  );
});
