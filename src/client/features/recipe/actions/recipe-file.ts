/**
 * A heading's text without its closing `#`s and blanks. A loop rather than a `[ \t#]*$` regex: model
 * output is untrusted, and such a regex takes quadratic time on a long line of blanks and `#`s.
 */
function withoutClosingSequence(text: string): string {
  let end = text.length;
  while (end > 0 && ' \t#'.includes(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

/**
 * The recipe's title: the text of its first markdown heading, without inline markup. Every pattern
 * here runs in linear time on any line (see the hostile shapes in markdown.test.ts).
 */
export function recipeTitle(markdown: string): string | null {
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^ {0,3}(`{3,}|~{3,})/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const match = /^ {0,3}#{1,6}[ \t]+(.*)$/.exec(line);
    if (!match?.[1]) continue;
    // Link text and address stop at the next bracket, so no scan runs past the next link.
    const title = withoutClosingSequence(match[1])
      .replace(/!?\[([^[\]]*)\]\([^()]*\)/g, '$1')
      .replace(/[*_`~]/g, '')
      .trim();
    if (title) return title;
  }
  return null;
}

/** `golden-egg-fried-rice.md` from "Golden Egg Fried Rice"; `recipe.md` when there is no title. */
export function recipeFileName(markdown: string): string {
  const slug = (recipeTitle(markdown) ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return `${slug || 'recipe'}.md`;
}
