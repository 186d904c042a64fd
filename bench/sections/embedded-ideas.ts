/**
 * Ideas on the embedded model, in the same run as the recipe they are compared with: the time to
 * three ideas against a whole recipe's, and the first text of `Cook this` (which continues the
 * kept ideas) against a fresh request's.
 */
import type { RecipeRequest } from '../../src/shared/recipe-request';
import { streamIdeasFromServer } from '../lib/sse-client';

export interface IdeasRun {
  firstIdeaMs: number;
  /** To the `done` event: all three ideas and the answer to cook from, as the page sees them. */
  threeIdeasMs: number;
  ideas: number;
  cook: { firstTextMs: number; read: number | null };
}

type ReadRecipe = (
  url: string,
  body: RecipeRequest,
  stopAfter?: number,
) => Promise<{ times: number[] }>;

export async function measureIdeas(
  server: { url: string; outputTail(): string },
  ingredients: string[],
  readRecipe: ReadRecipe,
  lastRead: (server: { outputTail(): string }) => Promise<number | null>,
): Promise<IdeasRun> {
  const began = process.hrtime.bigint();
  const times: number[] = [];
  const titles: string[] = [];
  const ms = () => Number(process.hrtime.bigint() - began) / 1e6;
  const result = await streamIdeasFromServer(
    server.url,
    {
      timeoutMs: 10 * 60_000,
      onDelta: (title, receivedNs) => {
        times.push(Number(receivedNs - began) / 1e6);
        titles.push(title);
      },
    },
    { ingredients },
  );
  const threeIdeasMs = result.doneNs ? Number(result.doneNs - began) / 1e6 : ms();
  if (!result.done || result.answer === undefined) {
    throw new Error(`ideas: ${result.error ?? 'no answer'}`);
  }
  const title = titles[0] ?? 'the first idea';
  const cook = await readRecipe(
    server.url,
    { ingredients, idea: { ideas: result.answer, title } },
    8,
  );
  return {
    firstIdeaMs: Math.round(times[0] ?? Number.NaN),
    threeIdeasMs: Math.round(threeIdeasMs),
    ideas: titles.length,
    cook: { firstTextMs: Math.round(cook.times[0] ?? Number.NaN), read: await lastRead(server) },
  };
}
