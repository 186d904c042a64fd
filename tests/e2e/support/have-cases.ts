import { join } from 'node:path';
import { z } from 'zod';
import { cell, readJson } from '../../fixtures/case-files';

/**
 * A list of four (the page asks for a recipe from four items) and a recipe in each language (and
 * one across languages), with what the kitchen panel and "Use only what I have" must say
 * (have-cases.json): kinds of a listed food are had and named ("4 chicken thighs (your
 * chicken)"), a false friend is to buy, and the wish is never Kept.
 */
const HaveCase = z.strictObject({
  /** The language's name, as the page lists it. */
  language: cell,
  list: z.array(cell),
  lines: z.array(cell),
  have: z.array(cell),
  maybe: z.array(cell).optional(),
  toBuy: z.array(cell),
  notUsed: z.array(cell),
  only: z.enum(['Not kept', 'Unknown']),
});

export type HaveCase = z.output<typeof HaveCase>;

export const HAVE_CASES: HaveCase[] = readJson(
  join(import.meta.dirname, 'have-cases.json'),
  z.array(HaveCase),
);
