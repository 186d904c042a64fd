import { TokenPredictor, type Token } from 'node-llama-cpp';

export interface AdaptivePredictorOptions {
  /** The fewest tokens guessed at once: on a CPU a batch's cost is mostly fixed (see below). */
  minDraft?: number;
  /** The most tokens guessed at once, reached only while every guess is accepted. */
  maxDraft?: number;
  /** Rounds in a row with no guess accepted before guessing needs `resumeMatch`. */
  missesToPause?: number;
  /** Tokens the answer's end must share with the lookup to guess (after a pause: `resumeMatch`). */
  minMatch?: number;
  resumeMatch?: number;
}

/** The longest run of the answer's end looked for in the lookup tokens. */
const MAX_PATTERN = 12;

export interface PredictionCounts {
  /** Rounds of guesses checked, guesses made, guesses accepted. */
  rounds: number;
  guessed: number;
  accepted: number;
}

/**
 * Guesses the next tokens where the answer copies its lookup tokens (the recipe a change rewrites),
 * and only while it is copying. Measured on 2 cores with the default model's shapes (Q8_0), one
 * token costs 35-50 ms and a batch of 2 to 8 about 130-270 ms, then 8-15 ms a token more: a guess
 * pays only in a long accepted run, and a rejected short one costs 3-5 tokens' time. So guessing
 * starts only where the answer's last `minMatch` tokens are found in the lookup, with `minDraft`
 * tokens, doubling while every guess is accepted; after `missesToPause` rounds with none accepted,
 * it waits for a `resumeMatch`-token match. The sequence checks every guess against the model's own
 * choice, so the answer is the same with or without it.
 */
export class AdaptivePredictor extends TokenPredictor {
  readonly minDraft: number;
  readonly maxDraft: number;
  private readonly missesToPause: number;
  private readonly minMatch: number;
  private readonly resumeMatch: number;
  private lookup: readonly Token[] = [];
  /** The end of what the sequence holds: the tail the lookup is searched for. */
  private tail: Token[] = [];
  /** Index in the lookup of the token a copy in progress expects next. */
  private at: number | undefined;
  private draft: number;
  private misses = 0;
  private guesses: Token[] = [];
  /** Where in the lookup the guesses being checked start, and where the last wholly rejected ones did. */
  private guessedAt: number | undefined;
  private rejectedAt: number | undefined;
  private confirmed = 0;
  private checking = false;
  private settled: PredictionCounts = { rounds: 0, guessed: 0, accepted: 0 };

  constructor(options: AdaptivePredictorOptions = {}) {
    super();
    this.draft = options.minDraft ?? 8;
    this.minDraft = options.minDraft ?? 8;
    this.maxDraft = options.maxDraft ?? 8;
    this.missesToPause = options.missesToPause ?? 1;
    this.minMatch = options.minMatch ?? 4;
    this.resumeMatch = options.resumeMatch ?? 8;
  }

  override updateInputTokens(tokens: Token[]): void {
    this.lookup = tokens.slice();
    this.at = undefined;
    this.rejectedAt = undefined;
  }

  reset({ stateTokens }: { stateTokens: Token[] }): void {
    this.tail = stateTokens.slice(-MAX_PATTERN);
    this.at = undefined;
    this.draft = this.minDraft;
    this.misses = 0;
    this.guesses = [];
    this.rejectedAt = undefined;
    this.checking = false;
    this.settled = { rounds: 0, guessed: 0, accepted: 0 };
  }

  pushTokens(tokens: Token[]): void {
    for (const token of tokens) {
      if (this.checking && this.guesses[this.confirmed] === token) this.confirmed++;
      else this.checking = false;
      this.at = this.at !== undefined && this.lookup[this.at] === token ? this.at + 1 : undefined;
      this.tail.push(token);
    }
    if (this.tail.length > MAX_PATTERN) this.tail.splice(0, this.tail.length - MAX_PATTERN);
  }

  predictTokens(): Token[] {
    this.settle();
    if (this.lookup.length === 0) return [];
    const needed = this.misses >= this.missesToPause ? this.resumeMatch : this.minMatch;
    if (this.at === undefined || needed > this.minMatch) this.at = this.find(needed);
    // The same guess again: in a run of one token (a rule of dashes), the tail stays the same.
    if (this.at === undefined || this.at === this.rejectedAt) {
      this.at = undefined;
      return [];
    }
    this.guessedAt = this.at;
    this.guesses = this.lookup.slice(this.at, this.at + this.draft);
    this.confirmed = 0;
    this.checking = this.guesses.length > 0;
    return this.guesses;
  }

  /** Since the last reset, the round still being checked included. */
  get counts(): PredictionCounts {
    const open = this.guesses.length > 0;
    return {
      rounds: this.settled.rounds + (open ? 1 : 0),
      guessed: this.settled.guessed + this.guesses.length,
      accepted: this.settled.accepted + (open ? this.confirmed : 0),
    };
  }

  override stop(): void {}

  override dispose(): void {
    this.lookup = [];
    this.tail = [];
  }

  /** The last round's outcome moves the draft length and the pause. */
  private settle() {
    if (this.guesses.length === 0) return;
    const accepted = this.confirmed;
    this.settled.rounds++;
    this.settled.guessed += this.guesses.length;
    this.settled.accepted += accepted;
    const next = accepted === this.guesses.length ? this.draft * 2 : accepted * 2;
    this.draft = Math.min(this.maxDraft, Math.max(this.minDraft, next));
    this.misses = accepted === 0 ? this.misses + 1 : 0;
    this.rejectedAt = accepted === 0 ? this.guessedAt : undefined;
    this.guesses = [];
    this.checking = false;
  }

  /** Where the lookup continues the longest run (at least `needed` tokens) ending the tail. */
  private find(needed: number): number | undefined {
    const { lookup, tail } = this;
    if (tail.length < needed) return undefined;
    let best: number | undefined;
    let bestLength = needed;
    for (let end = lookup.length - 1; end >= 0; end--) {
      let length = 0;
      while (
        length < tail.length &&
        length <= end &&
        lookup[end - length] === tail[tail.length - 1 - length]
      ) {
        length++;
      }
      // The earliest of equally long runs: a change copies its recipe from the top down.
      if (length >= bestLength && end + 1 < lookup.length) {
        best = end + 1;
        bestLength = length;
      }
    }
    return best;
  }
}
