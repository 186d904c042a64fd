import { z } from 'zod';
import type { PreferencesForm } from '../preferences';

/** The Preferences fields as stored; anything else read back is ignored. */
export const preferencesFormSchema = z.object({
  servings: z.string().max(10),
  readyIn: z.string().max(10),
  diet: z.string().max(40),
  avoid: z.string().max(1000),
  cuisine: z.string().max(200),
  onlyWhatIHave: z.boolean(),
}) satisfies z.ZodType<PreferencesForm>;

export const storedPreferences = (value: unknown): PreferencesForm | undefined =>
  preferencesFormSchema.safeParse(value).data;
