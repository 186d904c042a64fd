import type { List, ListItem, RootContent, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/**
 * Finds a recipe's ingredient lines in its markdown, read with the same parser the page renders
 * it with (remark + GFM): the lists and tables under a heading, or a label such as
 * "**Ingredients:**", that names ingredients; else the first list. Null when there is none: the
 * panel then says so rather than guess.
 */

const NAMES_INGREDIENTS =
  /\bingredients?\b|\byou(?:'|’)?ll need\b|\bwhat you need\b|\bshopping list\b/i;
/** A heading or label that ends the ingredients: the steps, notes and the like. */
const NAMES_OTHER =
  /\b(instructions?|method|steps?|directions?|preparation|how to|notes?|tips?|serving|nutrition|equipment)\b/i;

const parser = unified().use(remarkParse).use(remarkGfm, { singleTilde: false });

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

interface Label {
  /** A heading's depth; 7 for a label paragraph, so that any heading ends its section. */
  depth: number;
  text: string;
}

/** A heading, or a short paragraph that reads as one ("**Ingredients:**", "For the sauce:"). */
function labelOf(block: RootContent): Label | null {
  if (block.type === 'heading') return { depth: block.depth, text: clean(toString(block)) };
  if (block.type !== 'paragraph') return null;
  const text = clean(toString(block));
  const strong = block.children.length === 1 && block.children[0]?.type === 'strong';
  return text.length <= 60 && (text.endsWith(':') || strong) ? { depth: 7, text } : null;
}

const isGroupLabel = (text: string) => text.endsWith(':') || /^for the\b/i.test(text);

function itemLines(item: ListItem): string[] {
  const own = clean(
    item.children
      .filter((child) => child.type !== 'list')
      .map((child) => toString(child))
      .join(' '),
  );
  const nested = item.children.flatMap((child) => (child.type === 'list' ? listLines(child) : []));
  // "For the sauce:" with its own items under it is a group's name, not an ingredient.
  if (own && isGroupLabel(own)) return nested;
  return own ? [own, ...nested] : nested;
}

function listLines(list: List): string[] {
  return list.children.flatMap(itemLines);
}

/** One line per row: the ingredient column, with the other cells (amounts) in parentheses. */
function tableLines(table: Table): string[] {
  const [header, ...rows] = table.children;
  const titles = header?.children.map((cell) => clean(toString(cell))) ?? [];
  const found = titles.findIndex((t) => /ingredient|item|name/i.test(t));
  const column = found >= 0 ? found : 0;
  return rows.flatMap((row) => {
    const cells = row.children.map((cell) => clean(toString(cell)));
    const name = cells[column] ?? '';
    const others = cells.filter((cell, i) => i !== column && cell);
    if (!name) return [];
    return [others.length ? `${name} (${others.join(', ')})` : name];
  });
}

/** The lines of the section after `blocks[start]`, labelled by `label`, and where it ends. */
function section(blocks: RootContent[], start: number, label: Label) {
  const lines: string[] = [];
  let end = start + 1;
  for (; end < blocks.length; end++) {
    const block = blocks[end] as RootContent;
    const next = labelOf(block);
    const heading = block.type === 'heading' && block.depth <= label.depth;
    if (heading || (next && NAMES_OTHER.test(next.text))) break;
    if (block.type === 'list') lines.push(...listLines(block));
    else if (block.type === 'table') lines.push(...tableLines(block));
    // Under a label (no heading to end it), plain text after the lists means the list is over.
    else if (!next && label.depth === 7 && lines.length > 0 && block.type === 'paragraph') break;
  }
  return { lines, end };
}

export function findIngredientLines(markdown: string): string[] | null {
  const blocks = parser.parse(markdown).children;
  let named = false;
  const lines: string[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const label = labelOf(blocks[i] as RootContent);
    if (!label || !NAMES_INGREDIENTS.test(label.text) || NAMES_OTHER.test(label.text)) continue;
    named = true;
    const found = section(blocks, i, label);
    lines.push(...found.lines);
    i = found.end - 1;
  }
  if (named) return lines.length > 0 ? lines.filter(Boolean) : null;
  const first = blocks.find((block): block is List => block.type === 'list');
  const fromList = first ? listLines(first).filter(Boolean) : [];
  return fromList.length > 0 ? fromList : null;
}
