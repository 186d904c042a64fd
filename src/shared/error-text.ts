import type { ErrorCode } from './api';

/** Failures the page finds itself; the server never sends these codes. */
export type PageErrorCode =
  'network_error' | 'offline' | 'bad_response' | 'cut_short' | 'empty_recipe';
export type AnyErrorCode = ErrorCode | PageErrorCode;

export function inTime(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return 'in a moment';
  const s = Math.ceil(seconds);
  if (s < 90) return `in ${s} ${s === 1 ? 'second' : 'seconds'}`;
  return `in ${Math.ceil(s / 60)} minutes`;
}

/** The wait until a daily count resets can be hours. */
function untilReset(seconds: number | undefined): string {
  if (seconds === undefined || seconds < 120) return inTime(seconds);
  const minutes = Math.ceil(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = `${minutes % 60} ${minutes % 60 === 1 ? 'minute' : 'minutes'}`;
  if (hours === 0) return `in ${rest}`;
  return `in ${hours} ${hours === 1 ? 'hour' : 'hours'} and ${rest}`;
}

// The server sends these as `message`; the page words the `code` it got, never the message.
const TEXT: Record<AnyErrorCode, (retry?: number) => string> = {
  invalid_request: () => 'The ingredient list could not be read. Please check it and try again.',
  payload_too_large: () =>
    'The ingredient list is too large to send. Please shorten it and try again.',
  request_too_long: () =>
    'The ingredient list is too long for the recipe model. Please shorten some ingredients and try again.',
  unsupported_media_type: () => 'The recipe request must be sent as JSON.',
  not_found: () => 'There is nothing at this address.',
  rate_limited: (s) =>
    `You have asked for many recipes in a short time. Please try again ${inTime(s)}.`,
  too_many_streams: () =>
    'A recipe is already being written for you. Please wait for it to finish, then try again.',
  daily_limit_reached: (s) =>
    `Pantry Chef has written all the recipes it can for today. The count starts again at midnight UTC, ${untilReset(s)}.`,
  busy: (s) => `Pantry Chef is busy right now. Please try again ${inTime(s)}.`,
  not_configured: () => 'No recipe model is set up on this server yet.',
  model_not_ready: (s) =>
    `The recipe model is still being prepared. Please try again ${inTime(s)}.`,
  provider_auth: () =>
    'The recipe service did not accept this site’s access key. Please try again later.',
  provider_credits: () =>
    'The recipe service has no credit left for this site. Please try again later.',
  provider_model_unavailable: () =>
    'The recipe model is not available right now. Please try again later.',
  provider_rate_limited: (s) =>
    `The recipe service is busy right now. Please try again ${inTime(s)}.`,
  provider_unavailable: (s) =>
    `The recipe service is not answering right now. Please try again ${inTime(s)}.`,
  provider_timeout: () => 'The recipe service took too long to answer. Please try again.',
  provider_bad_response: () =>
    'The recipe service sent an answer that could not be read. Please try again.',
  stream_interrupted: () =>
    'The recipe was cut short because the connection to the recipe service broke. Please try again.',
  recipe_time_limit: () =>
    'The recipe took longer than this site allows, so it was stopped. Please try again.',
  recipe_size_limit: () =>
    'The recipe grew longer than this site allows, so it was stopped. Please try again.',
  shutting_down: (s) => `The server is restarting. Please try again ${inTime(s)}.`,
  internal_error: () => 'Something went wrong on our side. Please try again.',
  network_error: () =>
    'We could not reach the Pantry Chef server. Check your connection and try again.',
  offline: () => 'You are offline: saved recipes still work',
  bad_response: () => 'The server sent an answer we could not read. Please try again.',
  cut_short: () => 'The connection was lost before the recipe was finished.',
  empty_recipe: () => 'The model did not write a recipe this time. Please try again.',
};

export function isKnownErrorCode(code: unknown): code is AnyErrorCode {
  return typeof code === 'string' && Object.hasOwn(TEXT, code);
}

export function errorText(code: AnyErrorCode, retryAfterSeconds?: number): string {
  return TEXT[code](retryAfterSeconds);
}
