/**
 * A recipe's markdown as a flat run of units, from the renderer's own parser (remark + GFM, single
 * tildes off as on the page): the markdown's shape only, not what the parts mean.
 */
import type {
  Code,
  List,
  ListItem,
  Nodes,
  Paragraph,
  PhrasingContent,
  RootContent,
  Table,
} from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { everyLexicon, phrasePattern } from '../lexicon/lexicon';
import type { SourceRange } from './reading';
import { CHATTER, namesSection, STEP_TITLE } from './recipe-labels';

export interface Span extends SourceRange {
  text: string;
}

/** A heading, or a short line that reads as one ("**Ingredients:**", "For the sauce:"). */
export interface LabelUnit extends Span {
  kind: 'label';
  /** A heading's depth; 7 for a label line, below every heading. */
  depth: number;
}

export interface LineUnit extends Span {
  kind: 'line';
  /** The first bold run in the line ("Here is **Garlic Pasta**:"), for a title in the intro. */
  strong: string | null;
}

export interface ItemUnit extends Span {
  kind: 'item';
  ordered: boolean;
  list: number;
  own: Span | null;
  nested: Span[];
  /** Its own text is a title only: all bold, or ending with a colon ("**Make the sauce:**"). */
  titleOnly: boolean;
}

export interface RowUnit extends Span {
  kind: 'row';
}

export interface BreakUnit extends SourceRange {
  kind: 'break';
}

export type Unit = LabelUnit | LineUnit | ItemUnit | RowUnit | BreakUnit;

/** A node's text, raw HTML left out ("2 eggs<br>" is "2 eggs"), as the page renders none. */
const plainText = (node: Nodes) => mdastToString(node, { includeHtml: false });

export const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

const parser = unified().use(remarkParse).use(remarkGfm, { singleTilde: false });

const rangeOf = (node: Nodes): SourceRange => ({
  start: node.position?.start.offset ?? 0,
  end: node.position?.end.offset ?? 0,
});

/** The names of sections, as a label line may say them without a colon. */
const SECTION_WORDS = new RegExp(
  `^(?:${phrasePattern(
    everyLexicon((l) => [
      ...l.headings.ingredients,
      ...l.headings.method,
      ...l.headings.methodAlone,
    ]),
    { accents: true },
  )})$`,
  'iu',
);
/** An ingredient table's column: "Ingredient", "Zutat", "Ingrédient". */
const INGREDIENT_COLUMN = new RegExp(
  phrasePattern(
    everyLexicon((l) => l.headings.column),
    { accents: true },
  ),
  'iu',
);

interface Segment {
  text: string;
  strong: boolean;
}

function segments(nodes: readonly PhrasingContent[], strong: boolean): Segment[] {
  return nodes.flatMap((node): Segment[] => {
    if (node.type === 'text' || node.type === 'inlineCode') return [{ text: node.value, strong }];
    if (node.type === 'break') return [{ text: '\n', strong }];
    if (node.type === 'strong') return segments(node.children, true);
    if ('children' in node) return segments(node.children as PhrasingContent[], strong);
    return [];
  });
}

interface Line extends Span {
  allStrong: boolean;
  firstStrong: string | null;
}

function paragraphLines(paragraph: Paragraph, markdown: string): Line[] {
  const lines: { text: string; plain: string; firstStrong: string | null }[] = [];
  let current = { text: '', plain: '', firstStrong: null as string | null };
  for (const segment of segments(paragraph.children, false)) {
    segment.text.split('\n').forEach((piece, index) => {
      if (index > 0) {
        lines.push(current);
        current = { text: '', plain: '', firstStrong: null };
      }
      current.text += piece;
      if (!segment.strong) current.plain += piece;
      else if (piece.trim()) current.firstStrong ??= clean(piece);
    });
  }
  lines.push(current);
  const { start, end } = rangeOf(paragraph);
  const source = markdown.slice(start, end).split('\n');
  let offset = start;
  const places = source.map((line) => {
    const lead = line.length - line.trimStart().length;
    const place = { start: offset + lead, end: offset + line.trimEnd().length };
    offset += line.length + 1;
    return place;
  });
  return lines.map((line, index) => ({
    text: clean(line.text),
    allStrong: !!clean(line.text) && !/[\p{L}\p{N}]/u.test(line.plain),
    firstStrong: line.firstStrong,
    ...(places.length === lines.length ? (places[index] as SourceRange) : { start, end }),
  }));
}

function isLabelLine(line: Line): boolean {
  if (!line.text) return false;
  if (STEP_TITLE.test(line.text)) return true;
  if (line.text.length > 80) return false;
  return line.allStrong || /[:：]$/.test(line.text) || SECTION_WORDS.test(line.text);
}

function lineUnits(lines: Line[]): Unit[] {
  return lines
    .filter((line) => line.text)
    .map((line): Unit => {
      const span = { text: line.text, start: line.start, end: line.end };
      return isLabelLine(line)
        ? { kind: 'label', depth: 7, ...span }
        : { kind: 'line', strong: line.firstStrong, ...span };
    });
}

function spanOf(nodes: readonly Nodes[], text: string): Span | null {
  const first = nodes[0];
  const last = nodes[nodes.length - 1];
  if (!first || !last || !text) return null;
  return { text, start: rangeOf(first).start, end: rangeOf(last).end };
}

function nestedSpans(item: ListItem): Span[] {
  return item.children.flatMap((child) =>
    child.type === 'list'
      ? child.children.flatMap((inner) => {
          const own = inner.children.filter((node) => node.type !== 'list');
          const span = spanOf(own, clean(own.map((node) => plainText(node)).join(' ')));
          return [...(span ? [span] : []), ...nestedSpans(inner)];
        })
      : [],
  );
}

export function itemText(item: ListItem): string {
  const parts = item.children.map((child) =>
    child.type === 'list' ? child.children.map(itemText).join(' ') : clean(plainText(child)),
  );
  return parts.filter(Boolean).join(' ');
}

/**
 * A label or closing words written straight under the last item ("- 2 carrots", "Instructions:")
 * are a lazy continuation of its paragraph in markdown: cut off here, with the lines after them.
 */
function cutLazyLabel(item: ListItem, markdown: string): { item: ListItem; after: Unit[] } {
  const last = item.children[item.children.length - 1];
  if (last?.type !== 'paragraph') return { item, after: [] };
  const lines = paragraphLines(last, markdown);
  const at = lines.findIndex(
    (line, index) => index > 0 && (isLabelLine(line) || CHATTER.test(line.text)),
  );
  if (at < 0) return { item, after: [] };
  const kept = lines.slice(0, at);
  const keptEnd = kept[kept.length - 1]?.end ?? rangeOf(last).start;
  const text: PhrasingContent = { type: 'text', value: kept.map((l) => l.text).join('\n') };
  const paragraph: Paragraph = {
    type: 'paragraph',
    children: [text],
    position: {
      start: last.position?.start ?? { line: 0, column: 0, offset: 0 },
      end: { line: 0, column: 0, offset: keptEnd },
    },
  };
  const children = [...item.children.slice(0, -1), paragraph];
  return { item: { ...item, children }, after: lineUnits(lines.slice(at)) };
}

function itemRange(item: ListItem): SourceRange {
  const first = item.children[0];
  const last = item.children[item.children.length - 1];
  return first && last ? { start: rangeOf(first).start, end: rangeOf(last).end } : rangeOf(item);
}

/** "1. **Ingredients:**" over its own list: the whole recipe as one outline, the item its label. */
function outlineUnits(item: ListItem, id: number, markdown: string): Unit[] | null {
  const [first, ...rest] = item.children;
  if (first?.type !== 'paragraph' || rest.length === 0) return null;
  const text = clean(plainText(first));
  if (text.length > 60 || !namesSection(text)) return null;
  const label: Unit = { kind: 'label', depth: 7, text, ...rangeOf(first) };
  return [label, ...rest.flatMap((block, index) => blockUnits(block, markdown, id * 100 + index))];
}

function listUnits(list: List, id: number, markdown: string): Unit[] {
  return list.children.flatMap((original, index) => {
    const outline = outlineUnits(original, id * 100 + index, markdown);
    if (outline) return outline;
    const { item, after } = cutLazyLabel(original, markdown);
    const ownNodes = item.children.filter((child) => child.type !== 'list');
    const own = spanOf(ownNodes, clean(ownNodes.map((node) => plainText(node)).join(' ')));
    const onlyChild = ownNodes.length === 1 ? ownNodes[0] : undefined;
    const bold =
      onlyChild?.type === 'paragraph' &&
      onlyChild.children.length === 1 &&
      onlyChild.children[0]?.type === 'strong';
    const unit: ItemUnit = {
      kind: 'item',
      ordered: !!list.ordered,
      list: id,
      text: itemText(item),
      ...itemRange(item),
      own,
      nested: nestedSpans(item),
      titleOnly: !!own && (bold || /[:：]$/.test(own.text)),
    };
    return unit.text ? [unit, ...after] : after;
  });
}

/** One unit per row: the ingredient column, with the other cells (amounts) in parentheses. */
function tableUnits(table: Table): Unit[] {
  const [header, ...rows] = table.children;
  const titles = header?.children.map((cell) => clean(plainText(cell))) ?? [];
  const found = titles.findIndex((t) => INGREDIENT_COLUMN.test(t));
  const column = found >= 0 ? found : 0;
  return rows.flatMap((row): Unit[] => {
    const cells = row.children.map((cell) => clean(plainText(cell)));
    const name = cells[column] ?? '';
    const others = cells.filter((cell, i) => i !== column && cell);
    if (!name) return [];
    const text = others.length ? `${name} (${others.join(', ')})` : name;
    return [{ kind: 'row', text, ...rangeOf(row) }];
  });
}

function blockUnits(block: RootContent, markdown: string, listId: number): Unit[] {
  switch (block.type) {
    case 'heading': {
      const text = clean(plainText(block));
      return text ? [{ kind: 'label', depth: block.depth, text, ...rangeOf(block) }] : [];
    }
    case 'paragraph':
      return lineUnits(paragraphLines(block, markdown));
    case 'list':
      return listUnits(block, listId, markdown);
    case 'table':
      return tableUnits(block);
    case 'thematicBreak':
      return [{ kind: 'break', ...rangeOf(block) }];
    case 'code':
      return fencedRecipe(block, markdown, listId);
    default:
      // Quotes, code and html hold no part of the recipe the features read.
      return [];
  }
}

function shifted<T extends SourceRange>(span: T, by: number): T {
  return { ...span, start: span.start + by, end: span.end + by };
}

/** A whole answer fenced as markdown (```markdown) is still the recipe. */
function fencedRecipe(code: Code, markdown: string, listId: number): Unit[] {
  if (!/^(?:markdown|md)$/i.test(code.lang ?? '')) return [];
  const start = rangeOf(code).start;
  // Where the fenced text starts (exact unless the fence is indented).
  const by = markdown.indexOf('\n', start) + 1;
  return recipeUnits(code.value, (listId + 1) * 10_000).map((unit) =>
    unit.kind === 'item'
      ? {
          ...shifted(unit, by),
          own: unit.own && shifted(unit.own, by),
          nested: unit.nested.map((span) => shifted(span, by)),
        }
      : shifted(unit, by),
  );
}

/** `firstList` numbers the lists of a fenced answer apart from those around it. */
export function recipeUnits(markdown: string, firstList = 0): Unit[] {
  const blocks = parser.parse(markdown).children;
  return blocks.flatMap((block, index) => blockUnits(block, markdown, firstList + index));
}
