// Writes the tiny random-weight GGUF model the tests use: `npx tsx scripts/make-tiny-model.ts <out.gguf>`.
import { resolve } from 'node:path';
import { writeTinyGguf } from '../tests/fixtures/tiny-gguf';

const out = process.argv[2];
if (!out) {
  console.error('Usage: npx tsx scripts/make-tiny-model.ts <out.gguf>');
  process.exit(2);
}
await writeTinyGguf(resolve(out));
console.log(`Wrote ${resolve(out)}`);
