import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WishName, WishStatus } from '../../../shared/wishes/check-wishes';

export const STATUS: Record<WishStatus, MessageDescriptor> = {
  kept: msg`Kept`,
  'not kept': msg`Not kept`,
  unknown: msg`Unknown`,
};

/** The wishes by the page's words (the findings' sentences come from shared code, in English). */
export const WISH_WORDS: Record<WishName, MessageDescriptor> = {
  diet: msg`Diet`,
  avoid: msg`Avoid`,
  onlyWhatIHave: msg`Use only what I have`,
  readyIn: msg`Ready in`,
  servings: msg`Servings`,
};
