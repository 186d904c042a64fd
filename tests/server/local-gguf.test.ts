import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readGgufFileInfo } from 'node-llama-cpp';
import { describe, expect, it } from 'vitest';
import {
  CHATML_TEMPLATE,
  TINY_SPECIAL_TOKENS,
  buildTinyGguf,
  writeTinyGguf,
} from '../fixtures/tiny-gguf';
import { tempDir } from '../fixtures/local-helpers';

describe('tiny GGUF model generator', () => {
  it('writes a small llama GGUF v3 file with tokenizer, chat template and aligned F32 tensors', async () => {
    const file = join(tempDir(), 'tiny.gguf');
    await writeTinyGguf(file);
    const bytes = await readFile(file);
    expect(bytes.length).toBeGreaterThan(200_000);
    expect(bytes.length).toBeLessThan(1_000_000);
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('GGUF');

    const info = await readGgufFileInfo(file, { sourceType: 'filesystem', logWarnings: false });
    expect(info.version).toBe(3);
    const meta = info.metadata as unknown as {
      general: { architecture: string; alignment: number };
      llama: Record<string, unknown>;
      tokenizer: {
        chat_template: string;
        ggml: {
          model: string;
          tokens: string[];
          scores: number[];
          token_type: number[];
          bos_token_id: number;
          eos_token_id: number;
        };
      };
    };
    expect(meta.general).toMatchObject({ architecture: 'llama', alignment: 32 });
    expect(meta.llama).toMatchObject({
      context_length: 32768,
      embedding_length: 64,
      block_count: 2,
      feed_forward_length: 128,
      rope: { dimension_count: 16 },
      attention: { head_count: 4, head_count_kv: 2 },
    });
    const { ggml } = meta.tokenizer;
    expect(ggml.model).toBe('llama');
    expect(ggml.tokens.length).toBe(ggml.scores.length);
    expect(ggml.tokens.length).toBe(ggml.token_type.length);
    expect(ggml.tokens).toContain('<0x00>');
    expect(ggml.tokens).toContain('<0xFF>');
    expect(ggml.tokens).toContain('\u2581flour');
    expect(ggml.tokens[TINY_SPECIAL_TOKENS.imStart]).toBe('<|im_start|>');
    expect(ggml.bos_token_id).toBe(TINY_SPECIAL_TOKENS.bos);
    expect(ggml.eos_token_id).toBe(TINY_SPECIAL_TOKENS.imEnd);
    expect(meta.tokenizer.chat_template).toBe(CHATML_TEMPLATE);

    const tensors = info.fullTensorInfo ?? info.tensorInfo ?? [];
    const names = tensors.map((t) => t.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'token_embd.weight',
        'blk.0.attn_q.weight',
        'blk.1.ffn_down.weight',
        'output_norm.weight',
        'output.weight',
      ]),
    );
    const byName = new Map(tensors.map((t) => [t.name, t]));
    expect(byName.get('token_embd.weight')!.dimensions.map(Number)).toEqual([
      64,
      ggml.tokens.length,
    ]);
    expect(byName.get('blk.0.attn_k.weight')!.dimensions.map(Number)).toEqual([64, 32]);
    expect(byName.get('blk.0.ffn_down.weight')!.dimensions.map(Number)).toEqual([128, 64]);
    for (const t of tensors) expect(Number(t.offset) % 32).toBe(0);
  });

  it('is deterministic for a seed', () => {
    expect(buildTinyGguf({ seed: 3 }).equals(buildTinyGguf({ seed: 3 }))).toBe(true);
    expect(buildTinyGguf({ seed: 3 }).equals(buildTinyGguf({ seed: 4 }))).toBe(false);
  });
});
