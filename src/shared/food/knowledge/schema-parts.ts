import { z } from 'zod';
import { PAGE_LANGUAGES, type PageLanguage } from '../../languages';

/**
 * The pieces the knowledge files' schemas share (checked in the tests and the page's build, never
 * by the page: zod's compiled checks break its Trusted Types policy).
 */

/** Words by the page's languages, one language at least; an unknown language code fails. */
export function byLanguage<T extends z.ZodType>(item: T) {
  const list = z.array(item).min(1);
  return z
    .strictObject(
      Object.fromEntries(PAGE_LANGUAGES.map((l) => [l, list.optional()])) as Record<
        PageLanguage,
        z.ZodOptional<typeof list>
      >,
    )
    .refine((words) => Object.keys(words).length > 0, 'words in no language');
}

/** What a diet leaves out, as the decided rules name it (Kind in ../bought-products.ts). */
export const dietKind = z.enum({
  meat: 'meat',
  fish: 'fish',
  rennet: 'rennet',
  dairy: 'dairy',
  egg: 'egg',
  honey: 'honey',
  gluten: 'gluten',
});
