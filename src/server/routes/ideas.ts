/**
 * `POST /api/ideas`: three dishes as Server-Sent Events, each sent once the answer holds it whole,
 * then `done` with the answer as written. Limits, caps and failures are the recipe's (recipe.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMITS } from '../../shared/limits';
import { IDEAS_JSON_SCHEMA, IDEAS_LIMITS, ideasRequestSchema } from '../../shared/ideas-request';
import { readIdeas } from '../../shared/ideas/read-ideas';
import { NO_OBSERVER, type RecipeObserver } from '../metrics';
import { buildIdeasMessages, COOK_TURN } from '../ideas-prompt';
import { answerRateLimit } from '../plugins/rate-limit';
import type { FinishReason } from '../../shared/api';
import { ProviderError, type ProviderEvent } from '../providers/types';
import { EventStream } from './event-stream';
import { bounded, streamAnswer, type RecipeRouteOptions } from './recipe';

const UNREADABLE = 'the ideas answer held no dish that could be read';

/** Each idea once the answer holds it whole, then `done` with the answer; the finish reason. */
async function sendIdeas(
  events: AsyncIterable<ProviderEvent>,
  out: EventStream,
  signal: AbortSignal,
  shown: readonly string[] = [],
  observer: RecipeObserver,
): Promise<FinishReason | undefined> {
  let answer = '';
  let sent = 0;
  const send = async (final: boolean) => {
    const ideas = readIdeas(answer, { final, shown }).slice(0, IDEAS_LIMITS.count);
    for (const idea of ideas.slice(sent)) {
      await out.write({ event: 'idea', data: idea }, signal);
      sent++;
      observer.delta();
    }
  };
  for await (const event of events) {
    if (event.type === 'delta') {
      answer += event.text;
      await send(false);
      continue;
    }
    await send(true);
    // Nothing readable: a 502 before any event, the usual plain error and retry.
    if (sent === 0) throw new ProviderError('provider_bad_response', UNREADABLE);
    await out.write({ event: 'done', data: { answer, finishReason: event.reason } }, signal);
    return event.reason;
  }
  return undefined;
}

export const ideasRoutes: FastifyPluginAsyncZod<RecipeRouteOptions> = async (app, options) => {
  const { config, provider, metrics } = options;
  app.post(
    '/api/ideas',
    {
      schema: { body: ideasRequestSchema },
      bodyLimit: LIMITS.maxBodyBytes,
      onRequest: answerRateLimit(app),
    },
    async (request, reply) => {
      const observer = metrics?.ideas(performance.now()) ?? NO_OBSERVER;
      await streamAnswer(request, reply, options, observer, async (out, call) => {
        const events = provider.streamRecipe(buildIdeasMessages(request.body), call.signal, {
          maxTokens: IDEAS_LIMITS.maxTokens,
          jsonSchema: IDEAS_JSON_SCHEMA,
          nextTurn: COOK_TURN,
        });
        const ideas = bounded(events, call, config.recipeLimits.maxBytes);
        const reason = await sendIdeas(ideas, out, call.signal, request.body.shown, observer);
        if (reason) request.outcome = { finishReason: reason };
      });
    },
  );
};
