import type { RecipeRequest } from '../shared/recipe-request';
import { DEFAULTS } from '../shared/limits';
import { preferenceSentences } from './preference-sentences';
import { languageSentences } from './language-sentence';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export const SYSTEM_PROMPT =
  'You are an assistant that receives a list of ingredients that a user has and suggests a recipe ' +
  "they could make with some or all of those ingredients. You don't need to use every ingredient " +
  "they mention in your recipe. The recipe can include additional ingredients they didn't mention, " +
  'but try not to include too many extra ingredients. Format your response in markdown to make it ' +
  'easier to render to a web page.';

/** The ingredients exactly as typed (never trimmed), joined by ', '. */
export function buildUserMessage(ingredients: readonly string[]): string {
  return `I have ${ingredients.join(', ')}. Please give me a recipe you'd recommend I make!`;
}

/** With no preference set, the messages are exactly the spec's. */
export function buildRecipeMessages(request: RecipeRequest): ChatMessage[] {
  const messages: ChatMessage[] = [
    { role: 'system', content: SYSTEM_PROMPT },
    {
      role: 'user',
      content: [
        buildUserMessage(request.ingredients),
        ...preferenceSentences(request.preferences),
        ...languageSentences(request.language),
      ].join(' '),
    },
  ];
  return request.change === undefined ? messages : [...messages, ...changeMessages(request)];
}

/**
 * A change: each earlier recipe and change, then the recipe the page shows, as the model's own
 * answers, each followed by the visitor's line.
 */
function changeMessages(request: RecipeRequest) {
  const { recipe = '', change = '', earlierChanges = [] } = request;
  // Each change is asked in the page's language too: the cook's line alone could pull the answer
  // into another.
  const asked = (line: string) => [line, ...languageSentences(request.language)].join(' ');
  return [...earlierChanges, { recipe, change }].flatMap((turn): ChatMessage[] => [
    { role: 'assistant', content: turn.recipe },
    { role: 'user', content: asked(turn.change) },
  ]);
}

export const MAX_RECIPE_TOKENS = DEFAULTS.maxTokens;
