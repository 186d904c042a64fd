import pluralize from 'pluralize';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole words, singular or plural: "egg" finds "Eggs" but not "eggplant". */
function termPattern(term: string): RegExp {
  const parts = term.trim().toLowerCase().split(/\s+/);
  const last = parts.pop() ?? '';
  const forms = [...new Set([last, pluralize.singular(last), pluralize.plural(last)])];
  const head = parts.map((p) => `${escape(p)}[\\s-]+`).join('');
  const body = `${head}(?:${forms.map(escape).join('|')})`;
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'iu');
}

/** Words only: an ingredient hidden inside another (peanuts in a satay sauce) is not found. */
export function findAvoidedTerms(text: string, terms: readonly string[]): string[] {
  return terms.filter((term) => term.trim() && termPattern(term).test(text));
}
