/** What the operator can do when the embedded model is not available. */
export const SETUP_HINT =
  'To fix this, set MODEL_PATH to a GGUF model file on this machine, ' +
  'or set LLM_BASE_URL (and LLM_API_KEY) to use a remote model provider.';

/**
 * A failure to get the embedded model ready, in plain words (shown on the page and printed at
 * start-up as is: no stack trace, no internals). The original error stays in `cause` for logs.
 */
export class LocalModelError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.name = 'LocalModelError';
  }
}

/** Error codes (Node's and undici's) found anywhere along an error's `cause` chain. */
export function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 8; depth++) {
    if (typeof current !== 'object') break;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

/** A one-line reason for logs (first line of the message only: never a stack). */
export function shortReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] ?? '').slice(0, 300);
}
