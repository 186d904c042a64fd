/** The recipe's title: the text of its first markdown heading, without inline markup. */
export function recipeTitle(markdown: string): string | null {
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^ {0,3}(`{3,}|~{3,})/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const match = /^ {0,3}#{1,6}[ \t]+(.+?)[ \t#]*$/.exec(line);
    if (!match?.[1]) continue;
    const title = match[1]
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
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
