import { recipeOfTokens } from '../../tests/fixtures/fake-provider';

/** The last piece of every bench recipe: its presence on the page means the whole text arrived. */
export const FINAL_MARKER = 'Bon appétit!';
export const FIRST_VISIBLE_TEXT = 'Golden';

/** The fixture's recipe of exactly `tokens` pieces, its last piece replaced by the final marker. */
export function benchRecipe(tokens: number): string[] {
  const pieces = recipeOfTokens(tokens);
  pieces[pieces.length - 1] = `\n\n${FINAL_MARKER}`;
  return pieces;
}

const STAMP = /\u27e6(\d+)@(\d+)\u27e7/g;

/** Pieces stamped with process.hrtime (one clock for every process) as they are serialised. */
export function stampedPieces(tokens: number): string[] {
  return Array.from({ length: tokens }, (_, i) => {
    const piece = {
      toJSON: () => `\u27e6${i}@${process.hrtime.bigint()}\u27e7 word `,
    };
    return piece as unknown as string;
  });
}

/** Reads every complete stamp in `text`: piece index and send time (ns). */
export function readStamps(text: string): { index: number; sentNs: bigint }[] {
  return [...text.matchAll(STAMP)].map((m) => ({
    index: Number(m[1]),
    sentNs: BigInt(m[2] as string),
  }));
}
