import pluralize from 'pluralize';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A whole-word pattern for a term in its singular and plural forms: "egg" finds "Eggs" but not
 * "eggplant". In a term of several words only the last one changes ("soy sauces").
 */
function termPattern(term: string): RegExp {
  const parts = term.trim().toLowerCase().split(/\s+/);
  const last = parts.pop() ?? '';
  const forms = [...new Set([last, pluralize.singular(last), pluralize.plural(last)])];
  const head = parts.map((p) => `${escape(p)}[\\s-]+`).join('');
  const body = `${head}(?:${forms.map(escape).join('|')})`;
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'iu');
}

/**
 * The terms (as the visitor typed them) that the recipe text mentions. It finds words only: an
 * ingredient hidden inside another (peanuts in a satay sauce) is not found.
 */
export function findAvoidedTerms(text: string, terms: readonly string[]): string[] {
  return terms.filter((term) => term.trim() && termPattern(term).test(text));
}
