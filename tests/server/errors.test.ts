import { describe, expect, it } from 'vitest';
import { recipeRequestSchema } from '../../src/shared/recipe-request';
import type { ErrorCode } from '../../src/shared/api';
import {
  AppError,
  describeError,
  describeStreamError,
  errorBody,
  logFields,
} from '../../src/server/errors';
import { retryAfterMs } from '../../src/server/providers/openai-failures';
import { ProviderError } from '../../src/server/providers/types';

const ALL_CODES: ErrorCode[] = [
  'invalid_request',
  'payload_too_large',
  'request_too_long',
  'unsupported_media_type',
  'not_found',
  'rate_limited',
  'too_many_streams',
  'busy',
  'not_configured',
  'model_not_ready',
  'provider_auth',
  'provider_credits',
  'provider_model_unavailable',
  'provider_rate_limited',
  'provider_unavailable',
  'provider_timeout',
  'provider_bad_response',
  'stream_interrupted',
  'shutting_down',
  'internal_error',
];

describe('describeError', () => {
  it.each(ALL_CODES)('%s has a status and a plain sentence', (code) => {
    const d = describeError(new AppError(code));
    expect(d.code).toBe(code);
    expect(d.status).toBeGreaterThanOrEqual(400);
    expect(d.status).toBeLessThan(600);
    expect(d.message).toMatch(/^[A-Z][^\n]{10,160}\.$/);
    expect(d.message).not.toMatch(/undefined|null|NaN|\{|_/);
  });

  it('client mistakes are 4xx, our and the provider’s troubles 5xx (provider 429 stays 429)', () => {
    const status = (code: ErrorCode) => describeError(new AppError(code)).status;
    for (const c of [
      'invalid_request',
      'payload_too_large',
      'request_too_long',
      'unsupported_media_type',
      'not_found',
      'rate_limited',
      'too_many_streams',
    ] as const) {
      expect(status(c)).toBeLessThan(500);
    }
    for (const c of [
      'busy',
      'provider_auth',
      'provider_unavailable',
      'provider_timeout',
      'shutting_down',
      'internal_error',
    ] as const) {
      expect(status(c)).toBeGreaterThanOrEqual(500);
    }
    expect(status('provider_rate_limited')).toBe(429);
  });

  it.each<ErrorCode>([
    'provider_auth',
    'provider_credits',
    'provider_model_unavailable',
    'provider_rate_limited',
    'provider_unavailable',
    'provider_timeout',
    'provider_bad_response',
    'stream_interrupted',
    'busy',
    'model_not_ready',
    'not_configured',
  ])('ProviderError %s keeps its code, never showing its detail', (code) => {
    const d = describeError(new ProviderError(code, 'DETAIL-FOR-LOGS-ONLY', { status: 418 }));
    expect(d.code).toBe(code);
    expect(JSON.stringify(d)).not.toContain('DETAIL');
  });

  it('says when to try again', () => {
    const d = describeError(
      new ProviderError('provider_rate_limited', 'x', { retryAfterMs: 30_000 }),
    );
    expect(d).toMatchObject({ status: 429, retryAfterSeconds: 30 });
    expect(d.message).toBe('The recipe service is busy right now. Please try again in 30 seconds.');
    expect(describeError(new AppError('rate_limited', { retryAfterSeconds: 1 })).message).toContain(
      'in 1 second.',
    );
    expect(describeError(new AppError('busy', { retryAfterSeconds: 600 })).message).toContain(
      'in 10 minutes.',
    );
    expect(describeError(new AppError('busy', { retryAfterSeconds: 2.2 })).retryAfterSeconds).toBe(
      3,
    );
    expect(errorBody(describeError(new AppError('not_found')))).toEqual({
      error: { code: 'not_found', message: 'There is nothing at this address.' },
    });
  });

  it('zod: the schema’s own words, a generic sentence for type errors', () => {
    const tooMany = recipeRequestSchema.safeParse({ ingredients: Array(51).fill('egg') });
    expect(describeError(tooMany.error).message).toBe('A list can hold at most 50 ingredients.');
    const wrongType = recipeRequestSchema.safeParse({ ingredients: 'egg' });
    expect(describeError(wrongType.error)).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(describeError(wrongType.error).message).not.toMatch(/received|string|array/i);
  });

  it('unknown failures are a plain 500; their messages are not logged', () => {
    const err = new TypeError('cannot read egg of undefined (SECRET-INGREDIENT)');
    expect(describeError(err)).toMatchObject({ status: 500, code: 'internal_error' });
    expect(describeError('a string')).toMatchObject({ status: 500 });
    expect(JSON.stringify(logFields(err))).not.toContain('SECRET-INGREDIENT');
    expect(logFields(err)).toMatchObject({ failure: 'TypeError' });
  });

  it('in-stream errors carry no status', () => {
    expect(describeStreamError(new ProviderError('stream_interrupted', 'x'))).toEqual({
      code: 'stream_interrupted',
      message: expect.any(String),
    });
  });
});

describe('retryAfterMs', () => {
  const h = (init: Record<string, string>) => new Headers(init);
  it('reads seconds, milliseconds and HTTP dates', () => {
    expect(retryAfterMs(h({ 'retry-after': '30' }))).toBe(30_000);
    expect(retryAfterMs(h({ 'retry-after': '1.5' }))).toBe(1_500);
    expect(retryAfterMs(h({ 'retry-after-ms': '250', 'retry-after': '30' }))).toBe(250);
    const date = new Date(Date.now() + 20_000).toUTCString();
    const ms = retryAfterMs(h({ 'retry-after': date }));
    expect(ms).toBeGreaterThan(18_000);
    expect(ms).toBeLessThanOrEqual(20_000);
    expect(retryAfterMs(h({ 'retry-after': 'soon' }))).toBeUndefined();
    expect(retryAfterMs(h({}))).toBeUndefined();
    expect(retryAfterMs(undefined)).toBeUndefined();
  });
});
