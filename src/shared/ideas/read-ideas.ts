import type { Idea } from '../ideas-request';

/**
 * An ideas answer read tolerantly: the JSON the model was asked for (whole, cut short, or wrapped
 * in a code fence), else a markdown list of dishes. No JSON library reads a stream's complete
 * objects out of an unfinished document, so the brace scan is written here.
 */

const clean = (s: string) =>
  s
    .replace(/[*_`#]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function asIdea(value: unknown): Idea | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { title, line, ingredients } = value as Record<string, unknown>;
  if (typeof title !== 'string' || !clean(title)) return undefined;
  const list = Array.isArray(ingredients)
    ? ingredients
        .filter((i): i is string => typeof i === 'string')
        .map(clean)
        .filter(Boolean)
    : typeof ingredients === 'string'
      ? ingredients.split(/,|;/).map(clean).filter(Boolean)
      : [];
  return {
    title: clean(title),
    line: typeof line === 'string' ? clean(line) : '',
    ingredients: list,
  };
}

/** Every complete `{...}` object of the text with a title, in order (nested ones included). */
function jsonObjects(text: string): Idea[] {
  const ideas: Idea[] = [];
  const opens: number[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{') opens.push(i);
    else if (c === '}' && opens.length > 0) {
      const start = opens.pop() as number;
      try {
        const idea = asIdea(JSON.parse(text.slice(start, i + 1)));
        if (idea) ideas.push(idea);
      } catch {
        // Not JSON on its own: the scan reads on.
      }
    }
  }
  return ideas;
}

const LIST_ITEM = /^\s*(?:\d+[.)]|[-*+])\s+(.*)$/;
const INGREDIENTS_LINE = /^\s*(?:[-*+]\s*)?\**(?:main )?ingredients\**\s*:\**\s*(.*)$/i;

/** "1. **Title**: one line" or "- Title - one line", with an optional "Ingredients: a, b" line. */
function markdownIdeas(text: string): Idea[] {
  const ideas: Idea[] = [];
  for (const raw of text.split('\n')) {
    const ingredients = INGREDIENTS_LINE.exec(raw);
    const last = ideas[ideas.length - 1];
    if (ingredients && last) {
      last.ingredients = (ingredients[1] ?? '').split(/,|;/).map(clean).filter(Boolean);
      continue;
    }
    const item = LIST_ITEM.exec(raw);
    if (!item || /^\s/.test(raw)) continue;
    const body = item[1] ?? '';
    const bold = /^\*\*(.+?)\*\*\s*[:\-–—]?\s*(.*)$/.exec(body);
    const [title, line] = bold
      ? [bold[1] ?? '', bold[2] ?? '']
      : (body.split(/\s[-–—]\s|:\s/, 2) as [string, string?]);
    if (clean(title)) ideas.push({ title: clean(title), line: clean(line ?? ''), ingredients: [] });
  }
  return ideas;
}

const key = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Drops repeats, and titles already shown. */
export function distinctIdeas(ideas: readonly Idea[], shown: readonly string[] = []): Idea[] {
  const seen = new Set(shown.map(key));
  return ideas.filter((idea) => {
    const k = key(idea.title);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Every idea an answer holds so far, repeats included; `final` also reads a markdown list. */
export function readAllIdeas(text: string, final = false): Idea[] {
  const found = jsonObjects(text);
  return found.length === 0 && final ? markdownIdeas(text) : found;
}

/** The ideas an answer holds so far, each once and none of `shown`. */
export function readIdeas(
  text: string,
  options: { final?: boolean; shown?: readonly string[] } = {},
) {
  return distinctIdeas(readAllIdeas(text, options.final), options.shown);
}

export const sameTitle = (a: string, b: string) => key(a) === key(b);
