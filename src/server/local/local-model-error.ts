import type { ModelProblem, ProviderStatus } from '../../shared/api';

export const SETUP_HINT =
  'To fix this, set MODEL_PATH to a GGUF model file on this machine, ' +
  'or set LLM_BASE_URL (and LLM_API_KEY) to use a remote model provider.';

/** A failure to get the embedded model ready: a code the page words, plain words for the operator. */
export class LocalModelError extends Error {
  readonly problem: ModelProblem;
  readonly context?: ProviderStatus['context'];

  constructor(
    problem: ModelProblem,
    message: string,
    options: { cause?: unknown; context?: ProviderStatus['context'] } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'LocalModelError';
    this.problem = problem;
    if (options.context) this.context = options.context;
  }
}

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
