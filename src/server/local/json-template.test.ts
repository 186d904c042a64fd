import { describe, expect, it } from 'vitest';
import { IDEAS_JSON_SCHEMA } from '../../shared/ideas-request';
import { closesString, jsonTemplate, type TemplatePart } from './json-template';

/** The template written out with `fill` in each string: what the engine and the model write. */
const writeOut = (parts: readonly TemplatePart[], fill: (max: number) => string) =>
  parts.map((p) => (p.kind === 'text' ? p.text : `${fill(p.maxLength)}"`)).join('');

describe('a JSON schema of fixed shape as a template', () => {
  it('reads the ideas schema: the known text joined, the model writes nine strings', () => {
    const parts = jsonTemplate(IDEAS_JSON_SCHEMA);
    expect(parts).toBeDefined();
    const texts = parts!.filter((p) => p.kind === 'text').map((p) => p.kind === 'text' && p.text);
    expect(texts).toEqual([
      '{"ideas":[{"title":"',
      ',"line":"',
      ',"ingredients":"',
      '},{"title":"',
      ',"line":"',
      ',"ingredients":"',
      '},{"title":"',
      ',"line":"',
      ',"ingredients":"',
      '}]}',
    ]);
    const strings = parts!.filter((p) => p.kind === 'string');
    expect(strings.map((p) => p.kind === 'string' && p.maxLength)).toEqual([
      40, 56, 56, 40, 56, 56, 40, 56, 56,
    ]);
    // Whatever fills the strings, the text is JSON of the schema's shape.
    const written = JSON.parse(writeOut(parts!, (max) => 'é\\"x'.repeat(max / 4)));
    expect(written.ideas).toHaveLength(3);
    expect(Object.keys(written.ideas[2])).toEqual(['title', 'line', 'ingredients']);
    expect(written.ideas[0].title).toBe('é"x'.repeat(10));
  });

  it.each([
    [
      'an optional key',
      {
        type: 'object',
        properties: { a: { type: 'string' } },
        required: [],
        additionalProperties: false,
      },
    ],
    [
      'extra keys allowed',
      { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
    ],
    ['an array of any length', { type: 'array', items: { type: 'string' }, maxItems: 3 }],
    ['a number', { type: 'number' }],
    ['an enum', { type: 'string', enum: ['a', 'b'] }],
  ])('leaves %s to the whole schema grammar', (_, schema) => {
    expect(jsonTemplate(schema)).toBeUndefined();
  });

  it('knows a string has ended only at a quote no backslash escapes', () => {
    expect(closesString('Pea soup')).toBe(false);
    expect(closesString('Pea soup"')).toBe(true);
    expect(closesString('say \\"hi')).toBe(false);
    expect(closesString('back\\\\"')).toBe(true);
  });
});
