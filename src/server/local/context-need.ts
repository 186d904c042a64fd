import type { ChatWrapper, LlamaModel, Token } from 'node-llama-cpp';
import { LIMITS } from '../../shared/limits';
import { PREFERENCE_LIMITS } from '../../shared/preference-options';
import { buildRecipeMessages, MAX_RECIPE_TOKENS, type ChatMessage } from '../prompt';
import { renderPrompt } from './chat-history';
import { LocalModelError, SETUP_HINT } from './local-model-error';

export function promptTokens(
  model: LlamaModel,
  chatWrapper: ChatWrapper,
  messages: readonly ChatMessage[],
): Token[] {
  return renderPrompt(chatWrapper, messages).contextText.tokenize(model.tokenizer);
}

const WORDS = 'finely chopped fresh flat leaf parsley with stems and two ripe tomatoes ';
const fill = (text: string, length: number) =>
  text.repeat(Math.ceil(length / text.length)).slice(0, length);

/**
 * The longest request the server accepts: every limit at its maximum, except the recipes, one word
 * here: this model wrote them, so each holds at most MAX_RECIPE_TOKENS (contextNeed adds them).
 * When the request grows, add it here and the context check follows.
 */
export function longestRequest(): ChatMessage[] {
  const P = PREFERENCE_LIMITS;
  return buildRecipeMessages({
    ingredients: Array.from({ length: LIMITS.maxIngredients }, () =>
      fill(WORDS, LIMITS.maxIngredientLength),
    ),
    preferences: {
      servings: P.maxServings,
      readyInMinutes: 60,
      diet: 'pescatarian',
      avoid: Array.from({ length: P.maxAvoidItems }, () => fill(WORDS, P.maxAvoidLength)),
      cuisine: fill(WORDS, P.maxCuisineLength),
      onlyWhatIHave: true,
    },
    recipe: 'Recipe',
    change: fill(WORDS, LIMITS.maxChangeLength),
    earlierChanges: Array.from({ length: LIMITS.maxEarlierChanges }, () => ({
      recipe: 'Recipe',
      change: fill(WORDS, LIMITS.maxChangeLength),
    })),
  });
}

/** The recipes in the longest request, each one word there and up to MAX_RECIPE_TOKENS in truth. */
const LONGEST_RECIPES = 1 + LIMITS.maxEarlierChanges;

export interface ContextNeed {
  longest: Token[];
  /** Tokens of the longest prompt, its recipes counted in full. */
  prompt: number;
  total: number;
}

export function contextNeed(model: LlamaModel, chatWrapper: ChatWrapper): ContextNeed {
  const longest = promptTokens(model, chatWrapper, longestRequest());
  const prompt = longest.length + LONGEST_RECIPES * MAX_RECIPE_TOKENS;
  return { longest, prompt, total: prompt + MAX_RECIPE_TOKENS };
}

/**
 * What the longest request needs. A model trained on less is refused at start, rather than failing
 * every recipe later.
 */
export function chooseContextSize(model: LlamaModel, need: ContextNeed): number {
  const trained = model.trainContextSize;
  if (trained < need.total) {
    throw new LocalModelError(
      'context_too_small',
      `The recipe model cannot be used: its context holds ${trained} tokens, but the longest allowed ` +
        `request needs ${need.total} (${need.prompt} for the prompt and ${MAX_RECIPE_TOKENS} for the ` +
        `recipe). Use a model with a context of at least ${need.total} tokens. ${SETUP_HINT}`,
      { context: { holds: trained, needs: need.total } },
    );
  }
  return need.total;
}
