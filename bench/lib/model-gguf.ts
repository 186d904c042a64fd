/**
 * A GGUF model of the default model's shapes with random Q8_0 weights: speed depends on shapes, not
 * weights, so it stands in for the real model without a download. Q8_0 (ggml): blocks of 32 weights,
 * an f16 scale then 32 int8 values.
 */
import { randomFillSync } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  ALIGNMENT,
  buildVocab,
  DEFAULT_TINY_OPTIONS,
  GGML_TYPE_F32,
  GGML_TYPE_Q8_0,
  ggufHeader,
  ggufMetadata,
  type TensorInfo,
  type TinyGgufOptions,
  type Vocab,
} from '../../tests/fixtures/tiny-gguf';

export interface ModelShapes {
  embeddingLength: number;
  blockCount: number;
  feedForwardLength: number;
  headCount: number;
  headCountKv: number;
  vocabSize: number;
  contextLength: number;
}

export const DEFAULT_MODEL_SHAPES: ModelShapes = {
  embeddingLength: 1536,
  blockCount: 28,
  feedForwardLength: 8960,
  headCount: 12,
  headCountKv: 2,
  vocabSize: 32_000,
  contextLength: 32_768,
};

const Q8_BLOCK = 32;
const Q8_BLOCK_BYTES = 34;

/** float -> IEEE half, for the block scales (normal range only, which is all they need). */
export function toHalf(value: number): number {
  if (value === 0) return 0;
  const f = new Float32Array([value]);
  const bits = new Uint32Array(f.buffer)[0]!;
  const sign = (bits >>> 16) & 0x8000;
  const exp = ((bits >>> 23) & 0xff) - 127 + 15;
  const mantissa = (bits >>> 13) & 0x3ff;
  if (exp <= 0) return sign;
  if (exp >= 31) return sign | 0x7c00;
  return sign | (exp << 10) | mantissa;
}

interface PlannedTensor extends TensorInfo {
  /** Standard deviation of the weights; `rowScale` multiplies it per row (output rows). */
  std: number;
  rowScale?: readonly number[];
}

function q8(
  name: string,
  dims: number[],
  std: number,
  rowScale?: readonly number[],
): PlannedTensor {
  const blocks = (dims[0]! / Q8_BLOCK) * (dims[1] ?? 1);
  return {
    name,
    dims,
    ggmlType: GGML_TYPE_Q8_0,
    byteLength: blocks * Q8_BLOCK_BYTES,
    std,
    rowScale,
  };
}

function ones(name: string, len: number): PlannedTensor {
  return { name, dims: [len], ggmlType: GGML_TYPE_F32, byteLength: len * 4, std: 1 };
}

function plan(s: ModelShapes, vocab: Vocab): PlannedTensor[] {
  const n = s.embeddingLength;
  const kv = (n / s.headCount) * s.headCountKv;
  const ff = s.feedForwardLength;
  const v = vocab.tokens.length;
  const out = [q8('token_embd.weight', [n, v], 1)];
  for (let b = 0; b < s.blockCount; b++) {
    const p = `blk.${b}.`;
    out.push(ones(`${p}attn_norm.weight`, n));
    out.push(q8(`${p}attn_q.weight`, [n, n], 1 / Math.sqrt(n)));
    out.push(q8(`${p}attn_k.weight`, [n, kv], 1 / Math.sqrt(n)));
    out.push(q8(`${p}attn_v.weight`, [n, kv], 1 / Math.sqrt(n)));
    out.push(q8(`${p}attn_output.weight`, [n, n], 1 / Math.sqrt(n)));
    out.push(ones(`${p}ffn_norm.weight`, n));
    out.push(q8(`${p}ffn_gate.weight`, [n, ff], 1 / Math.sqrt(n)));
    out.push(q8(`${p}ffn_up.weight`, [n, ff], 1 / Math.sqrt(n)));
    out.push(q8(`${p}ffn_down.weight`, [ff, n], 1 / Math.sqrt(ff)));
  }
  out.push(ones('output_norm.weight', n));
  // Control tokens' rows are zero, so the model never ends a recipe before the token cap.
  out.push(q8('output.weight', [n, v], 1, vocab.outputScale));
  return out;
}

/** The bytes of one tensor: random int8 values, each block's scale set for the wanted spread. */
function tensorBytes(t: PlannedTensor): Buffer {
  const buf = Buffer.alloc(Math.ceil(t.byteLength / ALIGNMENT) * ALIGNMENT);
  if (t.ggmlType === GGML_TYPE_F32) {
    for (let i = 0; i < t.byteLength; i += 4) buf.writeFloatLE(1, i);
    return buf;
  }
  randomFillSync(buf, 0, t.byteLength);
  // Uniform int8 values have a standard deviation of about 74. Blocks start at even offsets.
  const halves = new Uint16Array(buf.buffer, buf.byteOffset, t.byteLength / 2);
  const blocksPerRow = t.dims[0]! / Q8_BLOCK;
  const rows = t.byteLength / Q8_BLOCK_BYTES / blocksPerRow;
  const halfWords = Q8_BLOCK_BYTES / 2;
  for (let row = 0; row < rows; row++) {
    const scale = toHalf((t.std * (t.rowScale?.[row] ?? 1)) / 74);
    const first = row * blocksPerRow;
    for (let k = first; k < first + blocksPerRow; k++) halves[k * halfWords] = scale;
  }
  return buf;
}

export function modelFileName(
  s: ModelShapes,
  words: readonly string[],
  pieces: readonly string[] = [],
): string {
  let hash = 0;
  for (const ch of [...words, ...pieces].join(' '))
    hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) >>> 0;
  return (
    `bench-llama-${s.embeddingLength}x${s.blockCount}-ff${s.feedForwardLength}-h${s.headCount}` +
    `kv${s.headCountKv}-v${s.vocabSize}-ctx${s.contextLength}-w${hash.toString(36)}-q8_0.gguf`
  );
}

/** Writes the model at `path` unless it is already there (temp file + rename: never half a file). */
export async function ensureBenchModel(
  path: string,
  shapes: ModelShapes,
  words: readonly string[],
  pieces: readonly string[] = [],
): Promise<void> {
  if (existsSync(path)) return;
  const vocab = buildVocab(words, shapes.vocabSize, pieces);
  const opts: Required<TinyGgufOptions> = { ...DEFAULT_TINY_OPTIONS, ...shapes };
  const tensors = plan(shapes, vocab);
  const header = ggufHeader(ggufMetadata(opts, vocab, 7), tensors);
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  const file = await open(temp, 'w');
  try {
    await file.write(header);
    for (const t of tensors) await file.write(tensorBytes(t));
  } finally {
    await file.close();
  }
  await rename(temp, path);
}
