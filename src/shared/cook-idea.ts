import { z } from 'zod';

/** Titles already shown, so `More ideas` asks for others (and the server drops any repeat). */
export const IDEAS_LIMITS = {
  maxShownTitles: 30,
  maxTitleLength: 120,
  /** The ideas answer sent back with `Cook this`, in UTF-8 bytes. */
  maxAnswerBytes: 4 * 1024,
  /** Tokens an ideas answer may take: three short objects. */
  maxTokens: 300,
  count: 3,
} as const;

const titleSchema = z
  .string()
  .max(IDEAS_LIMITS.maxTitleLength, {
    message: `A dish name can be at most ${IDEAS_LIMITS.maxTitleLength} characters.`,
  })
  .refine((s) => s.trim().length > 0, { message: 'A dish name cannot be blank.' });

export const shownTitlesSchema = z.array(titleSchema).max(IDEAS_LIMITS.maxShownTitles, {
  message: `At most ${IDEAS_LIMITS.maxShownTitles} ideas can be set aside. Please ask for a recipe.`,
});

/** `Cook this`: the ideas answer as the model wrote it, and the title the cook picked. */
export const cookIdeaSchema = z
  .object({
    ideas: z
      .string()
      .refine((text) => new TextEncoder().encode(text).length <= IDEAS_LIMITS.maxAnswerBytes, {
        message: 'These ideas are too long to cook from. Please ask for ideas again.',
      }),
    title: titleSchema,
    shown: shownTitlesSchema.optional(),
  })
  .strict();

export type CookIdea = z.infer<typeof cookIdeaSchema>;
