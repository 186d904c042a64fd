import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { AnyErrorCode } from '../../../../shared/error-text';

/**
 * The page's words for each error code, in the page's language (src/shared/error-text.ts keeps
 * the English for the server's `message` and other clients; the page words the code it got).
 */
function inTime(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0)
    return i18n._(msg`in a moment`);
  const s = Math.ceil(seconds);
  if (s < 90) return plural(s, { one: 'in # second', other: 'in # seconds' });
  const m = Math.ceil(s / 60);
  return plural(m, { one: 'in # minute', other: 'in # minutes' });
}

/** The wait until a daily count resets can be hours. */
function untilReset(seconds: number | undefined): string {
  if (seconds === undefined || seconds < 120) return inTime(seconds);
  const minutes = Math.ceil(seconds / 60);
  const [h, m] = [Math.floor(minutes / 60), minutes % 60];
  if (h === 0) return inTime(seconds);
  return i18n._(
    msg`in ${plural(h, { one: '# hour', other: '# hours' })} and ${plural(m, { one: '# minute', other: '# minutes' })}`,
  );
}

const WORDS: Record<AnyErrorCode, (wait: () => string, reset: () => string) => MessageDescriptor> =
  {
    invalid_request: () =>
      msg`The ingredient list could not be read. Please check it and try again.`,
    payload_too_large: () =>
      msg`The ingredient list is too large to send. Please shorten it and try again.`,
    request_too_long: () =>
      msg`The ingredient list is too long for the recipe model. Please shorten some ingredients and try again.`,
    unsupported_media_type: () => msg`The recipe request must be sent as JSON.`,
    not_found: () => msg`There is nothing at this address.`,
    rate_limited: (wait) => {
      const when = wait();
      return msg`You have asked for many recipes in a short time. Please try again ${when}.`;
    },
    too_many_streams: () =>
      msg`A recipe is already being written for you. Please wait for it to finish, then try again.`,
    daily_limit_reached: (_, reset) => {
      const when = reset();
      return msg`Pantry Chef has written all the recipes it can for today. The count starts again at midnight UTC, ${when}.`;
    },
    busy: (wait) => {
      const when = wait();
      return msg`Pantry Chef is busy right now. Please try again ${when}.`;
    },
    not_configured: () => msg`No recipe model is set up on this server yet.`,
    model_not_ready: (wait) => {
      const when = wait();
      return msg`The recipe model is still being prepared. Please try again ${when}.`;
    },
    provider_auth: () =>
      msg`The recipe service did not accept this site’s access key. Please try again later.`,
    provider_credits: () =>
      msg`The recipe service has no credit left for this site. Please try again later.`,
    provider_model_unavailable: () =>
      msg`The recipe model is not available right now. Please try again later.`,
    provider_rate_limited: (wait) => {
      const when = wait();
      return msg`The recipe service is busy right now. Please try again ${when}.`;
    },
    provider_unavailable: (wait) => {
      const when = wait();
      return msg`The recipe service is not answering right now. Please try again ${when}.`;
    },
    provider_timeout: () => msg`The recipe service took too long to answer. Please try again.`,
    provider_bad_response: () =>
      msg`The recipe service sent an answer that could not be read. Please try again.`,
    stream_interrupted: () =>
      msg`The recipe was cut short because the connection to the recipe service broke. Please try again.`,
    recipe_time_limit: () =>
      msg`The recipe took longer than this site allows, so it was stopped. Please try again.`,
    recipe_size_limit: () =>
      msg`The recipe grew longer than this site allows, so it was stopped. Please try again.`,
    shutting_down: (wait) => {
      const when = wait();
      return msg`The server is restarting. Please try again ${when}.`;
    },
    internal_error: () => msg`Something went wrong on our side. Please try again.`,
    network_error: () =>
      msg`We could not reach the Pantry Chef server. Check your connection and try again.`,
    offline: () => msg`You are offline: saved recipes still work`,
    bad_response: () => msg`The server sent an answer we could not read. Please try again.`,
    cut_short: () => msg`The connection was lost before the recipe was finished.`,
    empty_recipe: () => msg`The model did not write a recipe this time. Please try again.`,
  };

/** The sentence for an error code, in the page's language. */
export function errorWords(code: AnyErrorCode, retryAfterSeconds?: number): string {
  const words = WORDS[code](
    () => inTime(retryAfterSeconds),
    () => untilReset(retryAfterSeconds),
  );
  return i18n._(words);
}
