import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/shared/limits';
import {
  fixedProvider,
  postRecipe,
  rawRequest,
  readEvents,
  startApp,
  testConfig,
  type RunningApp,
} from './helpers';

const JSON_TYPE = { 'content-type': 'application/json' };
const UNREADABLE = 'The ingredient list could not be read. Please check it and try again.';
const WRONG_SHAPE =
  'The recipe request was not in the expected form. Please reload the page and try again.';

describe('POST /api/recipe input validation', () => {
  let server: RunningApp;
  const provider = fixedProvider();

  beforeAll(async () => {
    server = await startApp(testConfig({ LLM_BASE_URL: 'http://127.0.0.1:9/v1' }), { provider });
  });
  afterAll(() => server.close());

  async function expectJsonError(
    res: { status: number; headers: Record<string, unknown> | Headers; body: string },
    status: number,
    code: string,
  ) {
    expect(res.status, res.body).toBe(status);
    const type =
      res.headers instanceof Headers
        ? res.headers.get('content-type')
        : res.headers['content-type'];
    expect(String(type)).toContain('application/json');
    const parsed = JSON.parse(res.body) as { error: { code: string; message: string } };
    expect(parsed.error.code).toBe(code);
    expect(parsed.error.message).toMatch(/^[A-Z].*\.$/);
    expect(parsed.error.message).not.toMatch(
      /zod|Error:|\bat \S+:\d|FST_|\{|expected \w+, received/i,
    );
    return parsed.error;
  }

  const send = (body: string, headers: Record<string, string | number> = JSON_TYPE) =>
    rawRequest(server.url, { body, headers });

  it('accepts a valid list (the same limits the page enforces)', async () => {
    const full = Array.from({ length: LIMITS.maxIngredients }, (_, i) =>
      `${i}`.padEnd(LIMITS.maxIngredientLength, 'x'),
    );
    const res = await postRecipe(server.url, { ingredients: full });
    expect(res.status).toBe(200);
    expect((await readEvents(res)).at(-1)?.event).toBe('done');
  });

  const invalid: [string, unknown][] = [
    ['no ingredients key', {}],
    ['ingredients is a string', { ingredients: 'egg' }],
    ['ingredients is a number', { ingredients: 3 }],
    ['ingredients is null', { ingredients: null }],
    ['ingredients is an object', { ingredients: { 0: 'egg' } }],
    ['an item is a number', { ingredients: ['egg', 1] }],
    ['an item is null', { ingredients: [null] }],
    ['an item is an object', { ingredients: [{ name: 'egg' }] }],
    ['an item is an array', { ingredients: [['egg']] }],
    ['an extra key', { ingredients: ['egg'], model: 'gpt-4' }],
    ['the body is an array', ['egg']],
    ['the body is a string', 'egg'],
    ['the body is a number', 42],
    ['the body is null', null],
    ['the body is true', true],
  ];
  it.each(invalid)('%s → 400 invalid_request', async (_name, body) => {
    const e = await expectJsonError(await send(JSON.stringify(body)), 400, 'invalid_request');
    expect(e.message).toBe(WRONG_SHAPE);
  });

  it('an empty list → 400 with a plain message', async () => {
    const e = await expectJsonError(await send('{"ingredients":[]}'), 400, 'invalid_request');
    expect(e.message).toBe('Add at least one ingredient.');
  });

  it(`more than ${LIMITS.maxIngredients} ingredients → 400`, async () => {
    const body = JSON.stringify({ ingredients: Array(LIMITS.maxIngredients + 1).fill('egg') });
    const e = await expectJsonError(await send(body), 400, 'invalid_request');
    expect(e.message).toBe(`A list can hold at most ${LIMITS.maxIngredients} ingredients.`);
  });

  it(`an ingredient over ${LIMITS.maxIngredientLength} characters → 400`, async () => {
    const body = JSON.stringify({ ingredients: ['x'.repeat(LIMITS.maxIngredientLength + 1)] });
    const e = await expectJsonError(await send(body), 400, 'invalid_request');
    expect(e.message).toBe(
      `Each ingredient can be at most ${LIMITS.maxIngredientLength} characters.`,
    );
  });

  it.each([[''], ['   '], ['\t\n']])('a blank ingredient %j → 400', async (item) => {
    const e = await expectJsonError(
      await send(JSON.stringify({ ingredients: ['egg', item] })),
      400,
      'invalid_request',
    );
    expect(e.message).toBe('Ingredients cannot be blank.');
  });

  it.each([
    ['text/plain', 'egg, milk'],
    ['application/x-www-form-urlencoded', 'ingredients=egg'],
    ['multipart/form-data; boundary=x', '--x\r\n\r\negg\r\n--x--'],
    ['application/xml', '<ingredients><i>egg</i></ingredients>'],
    ['application/jsonx', '{"ingredients":["egg"]}'],
  ])('content type %s → 415', async (type, body) => {
    await expectJsonError(
      await send(body, { 'content-type': type }),
      415,
      'unsupported_media_type',
    );
  });

  it('a body with no content type → 415', async () => {
    await expectJsonError(
      await rawRequest(server.url, { body: '{"ingredients":["egg"]}', headers: {} }),
      415,
      'unsupported_media_type',
    );
  });

  it.each([
    ['truncated', '{"ingredients": ["egg", "mi'],
    ['trailing garbage', '{"ingredients": ["egg"]} x'],
    ['single quotes', "{'ingredients': ['egg']}"],
    ['empty', ''],
    ['only whitespace', '   '],
    ['NaN', '{"ingredients": NaN}'],
  ])('malformed JSON (%s) → 400', async (_name, body) => {
    const e = await expectJsonError(await send(body), 400, 'invalid_request');
    expect(e.message).toBe(UNREADABLE);
  });

  it('a body over the size cap → 413 (with and without a content length)', async () => {
    const huge = JSON.stringify({ ingredients: ['x'.repeat(LIMITS.maxBodyBytes)] });
    await expectJsonError(await send(huge), 413, 'payload_too_large');
    const res = await fetch(`${server.url}/api/recipe`, {
      method: 'POST',
      headers: JSON_TYPE,
      // A stream has no content length: the cap must hold while reading.
      body: new Blob([huge]).stream(),
      duplex: 'half',
    } as RequestInit);
    await expectJsonError(
      { status: res.status, headers: res.headers, body: await res.text() },
      413,
      'payload_too_large',
    );
  });

  it('a megabyte body → 413, and the server carries on', async () => {
    const res = await send('['.repeat(1024 * 1024));
    await expectJsonError(res, 413, 'payload_too_large');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('deep nesting → 400, not a crash', async () => {
    const depth = 10_000;
    await expectJsonError(
      await send(`{"ingredients":${'['.repeat(depth)}${']'.repeat(depth)}}`),
      400,
      'invalid_request',
    );
    await expectJsonError(
      await send(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`),
      400,
      'invalid_request',
    );
  });

  it('an invalid content-length header → 400', async () => {
    const { request } = await import('node:http');
    // Mismatched length: the parser must reject without a 5xx.
    const status = await new Promise<number>((resolve) => {
      const req = request(`${server.url}/api/recipe`, {
        method: 'POST',
        agent: false, // its leftover bytes must not spoil a shared connection
        headers: { 'content-type': 'application/json', 'content-length': '5' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', () => resolve(400)); // the server may close the connection instead
      req.end('{"ingredients":["egg"]}');
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it.each([
    ['__proto__ at the top', '{"ingredients":["egg"],"__proto__":{"polluted":true}}'],
    ['__proto__ nested', '{"ingredients":["egg",{"__proto__":{"polluted":true}}]}'],
    [
      'constructor.prototype',
      '{"ingredients":["egg"],"constructor":{"prototype":{"polluted":true}}}',
    ],
  ])('prototype keys (%s) → 400 from the JSON parser, nothing polluted', async (_name, body) => {
    // Refused while parsing (not merely as an unknown key by the schema afterwards).
    const e = await expectJsonError(await send(body), 400, 'invalid_request');
    expect(e.message).toBe(UNREADABLE);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never called the provider for any invalid request', () => {
    // Only the one valid request above reached it.
    expect(provider.calls).toBe(1);
  });
});
