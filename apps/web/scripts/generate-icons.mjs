#!/usr/bin/env node
/**
 * PNG app icons for the web manifest, drawn from the same shapes as public/icon.svg (a card with a
 * spade on the app's dark tile): icon-192.png and icon-512.png (rounded tile, transparent corners,
 * purpose any), icon-maskable-512.png (full-bleed tile, artwork inside the 80% safe zone) and
 * apple-touch-icon.png (180, opaque; iOS rounds it). Written to public/icons/; skipped when up to date.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { canvas, roundedRect } from './raster.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const OUT = join(here, '..', 'public', 'icons');
const STAMP_NAME = 'icons.stamp';
const BG = [0x10, 0x1a, 0x24];
const GOLD = [0xf2, 0xb7, 0x05];
const CARD = [0xfd, 0xfc, 0xf7];
const INK = [0x14, 0x16, 0x1c];
const SPADE =
  'M256 150s-84 60-84 110a45 45 0 0 0 76.5 32L237 352h38l-11.5-60A45 45 0 0 0 340 260c0-50-84-110-84-110z';

/** The artwork in the SVG's 512 space, optionally scaled about the centre. */
function draw(size, { tileRadius, artScale }) {
  const image = canvas(size, 512);
  image.fill(roundedRect(0, 0, 512, 512, tileRadius), BG);
  const scaled = ([x, y]) => [256 + (x - 256) * artScale, 256 + (y - 256) * artScale];
  // The card's 10-wide gold stroke, drawn as an outer and an inner rounded rectangle.
  image.fill(roundedRect(131, 91, 250, 330, 33), GOLD, scaled);
  image.fill(roundedRect(141, 101, 230, 310, 23), CARD, scaled);
  image.fill(SPADE, INK, scaled);
  return image.png();
}

const ICONS = {
  'icon-192.png': () => draw(192, { tileRadius: 112, artScale: 1 }),
  'icon-512.png': () => draw(512, { tileRadius: 112, artScale: 1 }),
  'icon-maskable-512.png': () => draw(512, { tileRadius: 0, artScale: 0.84 }),
  'apple-touch-icon.png': () => draw(180, { tileRadius: 0, artScale: 0.9 }),
};

const stamp = createHash('sha256')
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .update(readFileSync(join(here, 'raster.mjs')))
  .digest('hex')
  .slice(0, 16);
// The stamp lives outside public/ so it is not copied into the build.
const stampDir = join(here, '..', 'node_modules', '.cache', 'generated-assets');
const stampFile = join(stampDir, STAMP_NAME);
const upToDate =
  !process.argv.includes('--force') &&
  existsSync(stampFile) &&
  readFileSync(stampFile, 'utf8') === stamp &&
  Object.keys(ICONS).every((name) => existsSync(join(OUT, name)));

if (upToDate) {
  console.log(`icons: up to date in ${OUT}`);
} else {
  mkdirSync(OUT, { recursive: true });
  for (const [name, render] of Object.entries(ICONS)) {
    const png = render();
    writeFileSync(join(OUT, name), png);
    console.log(`icons: ${name} ${(png.length / 1024).toFixed(1)} KiB`);
  }
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(stampFile, stamp);
}
