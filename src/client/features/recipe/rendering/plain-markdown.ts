/**
 * The recipe's text as plain words while the markdown renderer is still loading: its markup left
 * out, a half-typed link too, so that "**go" or "[herbs](https://exa" never shows as typed. The
 * renderer (remend and react-markdown) loads apart from the first paint; this stand-in is all a
 * slow machine shows until it arrives.
 */
export function plainMarkdown(text: string): string {
  return text
    .replace(/\[([^\]\n]*)\](?:\([^)\n]*\)?)?/g, '$1')
    .replace(/\[(?=[^\]\n]*$)/gm, '')
    .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, '')
    .replace(/^[ \t]{0,3}>[ \t]?/gm, '')
    .replace(/\*+|`+|(?<!\w)_+|_+(?!\w)|~~/g, '');
}
