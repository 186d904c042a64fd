/**
 * Makes the installed app's PNG icons from the logo (src/client/assets/chef-logo.svg); the PNGs are
 * committed, so run this only when the logo changes: `npm run icons`.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const logo = fileURLToPath(new URL('../src/client/assets/chef-logo.svg', import.meta.url));
const out = fileURLToPath(new URL('../src/client/public/icons/', import.meta.url));
// The logo's outer ring: a maskable icon is cropped to any shape, so its edge must be this colour.
const RIM = '#b8461f';
// The logo is drawn on 96 units: render at the density that gives each size natively.
const render = (size) => sharp(logo, { density: (72 * size) / 96 }).resize(size, size);

mkdirSync(out, { recursive: true });
for (const size of [192, 512]) {
  await render(size).png({ compressionLevel: 9 }).toFile(`${out}pantry-chef-${size}.png`);
}
await render(180).flatten({ background: RIM }).png().toFile(`${out}apple-touch-icon.png`);

// Maskable: the whole logo inside the safe zone (a circle of 80% of the width), on the rim colour.
const size = 512;
const inner = Math.round(size * 0.8);
await sharp({ create: { width: size, height: size, channels: 4, background: RIM } })
  .composite([{ input: await render(inner).png().toBuffer(), gravity: 'centre' }])
  .png({ compressionLevel: 9 })
  .toFile(`${out}pantry-chef-maskable-512.png`);
