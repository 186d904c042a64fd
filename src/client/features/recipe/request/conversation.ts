import { LIMITS } from '../../../../shared/limits';
import type { EarlierChange, RecipeRequest } from '../../../../shared/recipe-request';

type ChangeBody = Pick<RecipeRequest, 'ingredients' | 'recipe' | 'change' | 'earlierChanges'>;

/** The changes that led to the recipe a request asks for, oldest first (none for a fresh one). */
export function conversationOf(body: ChangeBody): readonly EarlierChange[] {
  if (body.recipe === undefined || body.change === undefined) return [];
  return [...(body.earlierChanges ?? []), { recipe: body.recipe, change: body.change }];
}

/**
 * A change of the shown recipe, sent with the conversation it continues: the embedded model then
 * finds that conversation as it kept it and reads only the new line. Past the limit the oldest
 * steps are left out (the model reads the conversation again, as for any new one).
 */
export function changeRequest(
  shown: { ingredients: readonly string[]; text: string; conversation?: readonly EarlierChange[] },
  line: string,
): ChangeBody {
  const earlier = (shown.conversation ?? []).slice(-LIMITS.maxEarlierChanges);
  return {
    ingredients: [...shown.ingredients],
    recipe: shown.text,
    change: line,
    ...(earlier.length > 0 && { earlierChanges: earlier.map((step) => ({ ...step })) }),
  };
}
