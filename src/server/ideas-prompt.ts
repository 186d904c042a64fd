import type { IdeasRequest } from '../shared/ideas-request';
import { IDEAS_LIMITS } from '../shared/ideas-request';
import type { RecipeRequest } from '../shared/recipe-request';
import { preferenceSentences } from './preference-sentences';
import { languageSentences } from './language-sentence';
import { SYSTEM_PROMPT, type ChatMessage } from './prompt';

/**
 * The ideas conversation starts with the recipe's own system message, so the embedded model's
 * evaluated prefix serves it too, and `Cook this` continues it: the ideas answer stays the model's
 * own turn, and the kept state of that answer is read again by nothing.
 */
/** A title came back from the page: it is quoted, never a line of its own. */
const quoted = (title: string) =>
  JSON.stringify(
    title
      .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

export function buildIdeasUserMessage(request: IdeasRequest): string {
  const shown = request.shown ?? [];
  return [
    `I have ${request.ingredients.join(', ')}.`,
    `Please suggest ${IDEAS_LIMITS.count} different dishes I could make. Answer only with JSON:`,
    '{"ideas":[{"title":"a short title","line":"one short line saying what it is",' +
      '"ingredients":"its main ingredients, separated by commas"}]}.',
    ...(shown.length > 0
      ? [`Do not suggest any of these again: ${shown.map(quoted).join(', ')}.`]
      : []),
    ...preferenceSentences(request.preferences),
    // The JSON's keys stay as asked; the titles, lines and ingredients are the cook's to read.
    ...languageSentences(request.language, 'the titles, lines and ingredients'),
  ].join(' ');
}

export function buildIdeasMessages(request: IdeasRequest): ChatMessage[] {
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: buildIdeasUserMessage(request) },
  ];
}

/** How a `Cook this` line starts, whatever the dish: read ahead on the embedded model. */
export const COOK_TURN = 'Please write the full recipe for';

export const cookLine = (title: string) => `${COOK_TURN} ${title}.`;

/** `Cook this`: the ideas conversation as it was, its answer, then the dish the cook picked. */
export function buildCookMessages(request: RecipeRequest): ChatMessage[] {
  const { idea } = request;
  if (!idea) throw new Error('not a request to cook an idea');
  const ideasRequest: IdeasRequest = {
    ingredients: request.ingredients,
    ...(request.preferences && { preferences: request.preferences }),
    ...(idea.shown && { shown: idea.shown }),
    ...(request.language && { language: request.language }),
  };
  return [
    ...buildIdeasMessages(ideasRequest),
    { role: 'assistant', content: idea.ideas },
    {
      role: 'user',
      content: [cookLine(idea.title), ...languageSentences(request.language)].join(' '),
    },
  ];
}
