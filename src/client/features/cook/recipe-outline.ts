/**
 * The parts of a recipe the cook view needs: its steps and its ingredient list, read from the
 * markdown's syntax tree (the same parser as the page's renderer), never by matching raw text.
 * Loaded on demand, once a recipe is complete.
 */
import type { List, ListItem, Nodes, Root, RootContent, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

export interface RecipeOutline {
  /** Each step as plain text; empty when the recipe has no ordered list. */
  steps: string[];
  /** The raw ingredient lines under an "Ingredients" heading; empty when there is none. */
  ingredients: string[];
}

const STEPS_TITLE = /\b(steps?|instructions?|method|directions?)\b/i;
const INGREDIENTS_TITLE = /\bingredients?\b/i;
/** A bold line standing for a heading ("**Instructions:**"), below every real heading. */
const PSEUDO_HEADING_DEPTH = 7;

const parser = unified().use(remarkParse).use(remarkGfm, { singleTilde: false });

const plain = (node: Nodes) => toString(node).replace(/\s+/g, ' ').trim();

/** The heading level a block stands for, or null when it is not a heading. */
function headingDepth(node: RootContent): number | null {
  if (node.type === 'heading') return node.depth;
  if (node.type !== 'paragraph' || node.children.length !== 1) return null;
  const only = node.children[0];
  return only?.type === 'strong' ? PSEUDO_HEADING_DEPTH : null;
}

/** The blocks after the first heading whose title matches, up to the next heading as high. */
function sectionUnder(root: Root, title: RegExp): RootContent[] | null {
  const blocks = root.children;
  const start = blocks.findIndex((node) => headingDepth(node) !== null && title.test(plain(node)));
  if (start < 0) return null;
  const depth = headingDepth(blocks[start] as RootContent) ?? 0;
  const rest = blocks.slice(start + 1);
  const end = rest.findIndex((node) => {
    const level = headingDepth(node);
    return level !== null && level <= depth;
  });
  return end < 0 ? rest : rest.slice(0, end);
}

/** A step's text: its paragraphs (and any nested list) joined by spaces. */
function itemText(item: ListItem): string {
  const parts = item.children.map((child) =>
    child.type === 'list' ? child.children.map(itemText).join(' ') : plain(child),
  );
  return parts.filter(Boolean).join(' ');
}

function orderedLists(nodes: readonly Nodes[]): List[] {
  const found: List[] = [];
  for (const node of nodes) {
    if (node.type === 'list' && node.ordered) found.push(node);
    // Lists inside lists are part of their step; look deeper only in other containers.
    else if ('children' in node && node.type !== 'list') found.push(...orderedLists(node.children));
  }
  return found;
}

function findSteps(root: Root): string[] {
  const section = sectionUnder(root, STEPS_TITLE);
  const underHeading = section ? orderedLists(section) : [];
  const lists = underHeading.length
    ? underHeading
    : orderedLists(root.children)
        .sort((a, b) => b.children.length - a.children.length)
        .slice(0, 1);
  return lists.flatMap((list) => list.children.map(itemText)).filter(Boolean);
}

const tableRows = (table: Table) =>
  table.children.slice(1).map((row) => row.children.map(plain).filter(Boolean).join(' – '));

function ingredientLines(nodes: readonly Nodes[]): string[] {
  return nodes.flatMap((node): string[] => {
    if (node.type === 'table') return tableRows(node);
    if (node.type === 'list') return node.children.map(itemText);
    return 'children' in node && node.type !== 'paragraph' ? ingredientLines(node.children) : [];
  });
}

export function outlineRecipe(markdown: string): RecipeOutline {
  const root = parser.parse(markdown);
  const ingredients = ingredientLines(sectionUnder(root, INGREDIENTS_TITLE) ?? []);
  return { steps: findSteps(root), ingredients: ingredients.filter(Boolean) };
}
