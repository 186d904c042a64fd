import { compileMessage } from '@lingui/message-utils/compileMessage';

/** What the code says (id → English message) and what one catalog file holds per language. */
export type CodeMessages = Record<string, { message?: string }>;
export type CatalogFiles = Record<
  string,
  Record<string, { message?: string; translation?: string }>
>;

type Token = string | [string, string?, Record<string, Token[]>?];

/** The placeholder names of an ICU message (`{name}`, plurals and selects, nested). */
export function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      names.add(token[0]);
      for (const branch of Object.values(token[2] ?? {})) if (Array.isArray(branch)) walk(branch);
    }
  };
  walk(compileMessage(message) as Token[]);
  return [...names].sort();
}

/**
 * The catalogs' rot (docs/i18n.md): a message the code uses that a language has not translated, a
 * catalog entry the code no longer uses, a translation whose placeholders differ from the English.
 */
export function catalogProblems(
  code: CodeMessages,
  files: CatalogFiles,
  sourceLocale: string,
): string[] {
  const problems: string[] = [];
  for (const [locale, catalog] of Object.entries(files)) {
    for (const [id, entry] of Object.entries(code)) {
      const english = entry.message ?? id;
      const translation = catalog[id]?.translation;
      if (!translation) {
        problems.push(`${locale}: missing "${english}"`);
        continue;
      }
      if (locale === sourceLocale && translation !== english)
        problems.push(`${locale}: "${translation}" is not the code's "${english}"`);
      const [want, have] = [placeholders(english), placeholders(translation)];
      if (want.join() !== have.join())
        problems.push(`${locale}: "${translation}" has {${have}}, the code {${want}}`);
    }
    for (const [id, entry] of Object.entries(catalog))
      if (!(id in code)) problems.push(`${locale}: stale "${entry.message ?? id}"`);
  }
  return problems;
}
