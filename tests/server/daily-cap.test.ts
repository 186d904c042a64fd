import { describe, expect, it } from 'vitest';
import { createDailyCap, utcDay } from '../../src/server/daily-cap';
import { AppError, describeError } from '../../src/server/errors';
import { fixedProvider, postRecipe, startApp, testConfig } from './helpers';

type ErrorJson = { error: { code: string; message: string; retryAfterSeconds?: number } };
const quiet = { warn: () => {} };

describe('RECIPES_PER_DAY', () => {
  it('counts recipes of every client together, then answers 429 naming when it resets', async () => {
    const provider = fixedProvider();
    const server = await startApp(testConfig({ RECIPES_PER_DAY: '2', TRUST_PROXY: '1' }), {
      provider,
    });
    try {
      const from = (ip: string) =>
        postRecipe(server.url, { ingredients: ['egg'] }, { headers: { 'x-forwarded-for': ip } });
      for (const ip of ['203.0.113.1', '203.0.113.2']) {
        const res = await from(ip);
        expect(res.status).toBe(200);
        await res.text();
      }
      const refused = await from('203.0.113.3');
      expect(refused.status).toBe(429);
      const body = (await refused.json()) as ErrorJson;
      const expected = utcDay(new Date()).secondsLeft;
      expect(body.error.code).toBe('daily_limit_reached');
      expect(Math.abs(Number(refused.headers.get('retry-after')) - expected)).toBeLessThan(5);
      expect(body.error.retryAfterSeconds).toBe(Number(refused.headers.get('retry-after')));
      expect(body.error.message).toMatch(/starts again at midnight UTC, in \d+ (hours?|minutes?)/);
      // The refused request never reached the model.
      expect(provider.calls).toBe(2);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('is off when unset, and must be a positive whole number when set', () => {
    expect(testConfig({}).recipesPerDay).toBeUndefined();
    expect(testConfig({ RECIPES_PER_DAY: '' }).recipesPerDay).toBeUndefined();
    expect(() => testConfig({ RECIPES_PER_DAY: '0' })).toThrow(/RECIPES_PER_DAY/);
    expect(() => testConfig({ RECIPES_PER_DAY: 'lots' })).toThrow(/RECIPES_PER_DAY/);
  });

  it('a day is the UTC day: the count starts again at midnight UTC', async () => {
    expect(utcDay(new Date('2026-11-23T23:59:30Z'))).toEqual({
      day: '2026-11-23',
      secondsLeft: 30,
    });
    expect(utcDay(new Date('2026-11-24T00:00:00Z'))).toEqual({
      day: '2026-11-24',
      secondsLeft: 86_400,
    });
    const cap = createDailyCap(1, undefined, quiet);
    await cap.take(new Date('2026-11-23T22:00:00Z'));
    const refused = await cap.take(new Date('2026-11-23T23:59:00Z')).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).retryAfterSeconds).toBe(60);
    await expect(cap.take(new Date('2026-11-24T00:00:01Z'))).resolves.toBeUndefined();
  });

  it('says the wait in hours and minutes', () => {
    const said = (s: number) =>
      describeError(new AppError('daily_limit_reached', { retryAfterSeconds: s })).message;
    expect(said(4 * 3600 + 12 * 60)).toContain('in 4 hours and 12 minutes.');
    expect(said(3600 + 60)).toContain('in 1 hour and 1 minute.');
    expect(said(25 * 60)).toContain('in 25 minutes.');
    expect(said(40)).toContain('in 40 seconds.');
    expect(describeError(new AppError('daily_limit_reached')).status).toBe(429);
  });
});
