/**
 * A JSON schema whose shape is fixed (objects with all their keys required, arrays of a set
 * length, strings) read as a template: the JSON text around the strings is known in advance, so
 * the engine writes it and the model writes only the strings (jsonformer's method). The known
 * text is read in batches instead of one token at a time, which is most of what a short
 * structured answer costs.
 */

export type TemplatePart =
  | { kind: 'text'; text: string }
  /** A JSON string's content and its closing quote, written by the model. */
  | { kind: 'string'; minLength: number; maxLength: number };

/** A string's length when its schema sets none: long enough for any one value of a short answer. */
const OPEN_STRING = 512;

type Schema = Readonly<Record<string, unknown>>;

function partsOf(schema: Schema): TemplatePart[] | undefined {
  if (schema.type === 'string') {
    if (schema.enum !== undefined || schema.const !== undefined || schema.format !== undefined) {
      return undefined;
    }
    const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
    const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : OPEN_STRING;
    // The string's grammar ends with its closing quote: the model decides where the value ends.
    return [
      { kind: 'text', text: '"' },
      { kind: 'string', minLength, maxLength },
    ];
  }
  if (schema.type === 'array') {
    const { minItems, maxItems, items } = schema;
    if (typeof minItems !== 'number' || minItems !== maxItems || typeof items !== 'object') {
      return undefined;
    }
    const item = partsOf(items as Schema);
    if (!item) return undefined;
    const out: TemplatePart[] = [{ kind: 'text', text: '[' }];
    for (let i = 0; i < minItems; i++) out.push(...(i > 0 ? [comma] : []), ...item);
    return [...out, { kind: 'text', text: ']' }];
  }
  if (schema.type === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const keys = Object.keys(properties);
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    if (schema.additionalProperties !== false || keys.some((k) => !required.has(k))) {
      return undefined;
    }
    const out: TemplatePart[] = [{ kind: 'text', text: '{' }];
    for (const [i, key] of keys.entries()) {
      const value = partsOf(properties[key] as Schema);
      if (!value) return undefined;
      out.push(
        ...(i > 0 ? [comma] : []),
        { kind: 'text', text: `${JSON.stringify(key)}:` },
        ...value,
      );
    }
    return [...out, { kind: 'text', text: '}' }];
  }
  return undefined;
}

const comma: TemplatePart = { kind: 'text', text: ',' };

/** The schema's template, its neighbouring texts joined; undefined when its shape is not fixed. */
export function jsonTemplate(schema: Schema): TemplatePart[] | undefined {
  const parts = partsOf(schema);
  if (!parts) return undefined;
  const joined: TemplatePart[] = [];
  for (const part of parts) {
    const last = joined[joined.length - 1];
    if (part.kind === 'text' && last?.kind === 'text') last.text += part.text;
    else joined.push({ ...part });
  }
  return joined;
}

/** JSON string content of `minLength` to `maxLength` characters, then the closing quote. */
export function stringContentGrammar(minLength: number, maxLength: number): string {
  const char = '( [^"\\\\\\x7F\\x00-\\x1F] | "\\\\" ["\\\\/bfnrt] )';
  return `root ::= ${char}{${minLength},${maxLength}} "\\""`;
}

/**
 * Whether `content` (a string's text as written so far, after its opening quote) has reached its
 * closing quote: a quote no backslash escapes.
 */
export function closesString(content: string): boolean {
  let escaped = false;
  for (const c of content) {
    if (escaped) escaped = false;
    else if (c === '\\') escaped = true;
    else if (c === '"') return true;
  }
  return false;
}
