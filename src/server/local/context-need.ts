import type { ChatWrapper, LlamaModel, Token } from 'node-llama-cpp';
import { LIMITS } from '../../shared/limits';
import { buildRecipeMessages, MAX_RECIPE_TOKENS, type ChatMessage } from '../prompt';
import { toChatHistory } from './chat-history';
import { LocalModelError, SETUP_HINT } from './local-model-error';

/** The prompt as the model reads it: the model's own chat template, its own tokenizer. */
export function promptTokens(
  model: LlamaModel,
  chatWrapper: ChatWrapper,
  messages: readonly ChatMessage[],
): Token[] {
  const { contextText } = chatWrapper.generateContextState({
    chatHistory: toChatHistory(messages),
  });
  return contextText.tokenize(model.tokenizer);
}

/**
 * The longest request the server accepts, as messages: every limit at its maximum. When the request
 * grows (new fields, more turns), this is the one place to add them, and the context check follows.
 * Ingredients are ordinary words; a list of unusual characters that tokenizes denser is refused at
 * request time with a plain message instead.
 */
export function longestRequest(): ChatMessage[] {
  const words = 'finely chopped fresh flat leaf parsley with stems and two ripe tomatoes ';
  const ingredient = words.repeat(Math.ceil(LIMITS.maxIngredientLength / words.length));
  return buildRecipeMessages({
    ingredients: Array.from({ length: LIMITS.maxIngredients }, () =>
      ingredient.slice(0, LIMITS.maxIngredientLength),
    ),
  });
}

/** Tokens one sequence must hold: the longest request's prompt plus the whole answer. */
export function contextNeed(model: LlamaModel, chatWrapper: ChatWrapper) {
  const prompt = promptTokens(model, chatWrapper, longestRequest()).length;
  return { prompt, total: prompt + MAX_RECIPE_TOKENS };
}

/**
 * The context size for each sequence: what the longest request needs, which the model's training
 * context must hold. A model that cannot is refused at start, in plain words, rather than failing
 * every recipe later.
 */
export function chooseContextSize(model: LlamaModel, chatWrapper: ChatWrapper): number {
  const need = contextNeed(model, chatWrapper);
  const trained = model.trainContextSize;
  if (trained < need.total) {
    throw new LocalModelError(
      `The recipe model cannot be used: its context holds ${trained} tokens, but the longest allowed ` +
        `request needs ${need.total} (${need.prompt} for the prompt and ${MAX_RECIPE_TOKENS} for the ` +
        `recipe). Use a model with a context of at least ${need.total} tokens. ${SETUP_HINT}`,
    );
  }
  return need.total;
}
