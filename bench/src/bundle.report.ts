/**
 * Bundle report: what a phone downloads before the first screen. Reads the built web app (apps/web/dist, or
 * --dist), takes the entry script, its modulepreloads and stylesheets from index.html, and prints raw and
 * gzipped sizes against design.md's budget (≤ 200 KB gzipped initial JS), with every lazy chunk beside it.
 * Run after a build: npm run bench:bundle [-- --dist path/to/dist]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: fileURLToPath(new URL('../../apps/web/dist/', import.meta.url)) },
  },
});
const DIST = values.dist;
const BUDGET_GZIP_KB = 200;

interface Sized {
  file: string;
  rawKb: number;
  gzipKb: number;
}

function size(file: string): Sized {
  const bytes = readFileSync(join(DIST, file));
  return { file, rawKb: bytes.length / 1024, gzipKb: gzipSync(bytes, { level: 9 }).length / 1024 };
}

/** The files index.html makes the browser fetch before the app can render. */
export function initialFiles(html: string): { scripts: string[]; styles: string[] } {
  const attribute = (tag: string, name: string) => new RegExp(`${name}="/?([^"]+)"`).exec(tag)?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const scripts = tags
    .filter((tag) => /type="module"/.test(tag) || /rel="modulepreload"/.test(tag))
    .map((tag) => attribute(tag, 'src') ?? attribute(tag, 'href'))
    .filter((file): file is string => Boolean(file));
  const styles = tags
    .filter((tag) => /rel="stylesheet"/.test(tag))
    .map((tag) => attribute(tag, 'href'))
    .filter((file): file is string => Boolean(file));
  return { scripts, styles };
}

const sum = (files: Sized[], key: 'rawKb' | 'gzipKb') => files.reduce((total, file) => total + file[key], 0);
const kb = (value: number) => `${value.toFixed(1).padStart(7)} KB`;

function main(): void {
  const { scripts, styles } = initialFiles(readFileSync(join(DIST, 'index.html'), 'utf8'));
  const initial = scripts.map(size);
  const css = styles.map(size);
  const lazy = readdirSync(join(DIST, 'assets'))
    .filter((name) => name.endsWith('.js') && !scripts.includes(`assets/${name}`))
    .map((name) => size(`assets/${name}`))
    .sort((a, b) => b.gzipKb - a.gzipKb);

  console.log(`Initial JavaScript (${DIST}):`);
  for (const file of initial)
    console.log(`  ${file.file.padEnd(44)} ${kb(file.rawKb)} raw ${kb(file.gzipKb)} gzip`);
  const initialGzip = sum(initial, 'gzipKb');
  console.log(`  ${'total'.padEnd(44)} ${kb(sum(initial, 'rawKb'))} raw ${kb(initialGzip)} gzip`);
  console.log(`Initial CSS: ${kb(sum(css, 'rawKb'))} raw ${kb(sum(css, 'gzipKb'))} gzip`);
  console.log(`Lazy chunks: ${lazy.length}, ${kb(sum(lazy, 'gzipKb'))} gzip in all; largest:`);
  for (const file of lazy.slice(0, 6)) console.log(`  ${file.file.padEnd(44)} ${kb(file.gzipKb)} gzip`);
  const ratio = initialGzip / BUDGET_GZIP_KB;
  console.log(
    `Budget: initial JS ${initialGzip.toFixed(1)} KB gzip of ${BUDGET_GZIP_KB} KB (${ratio.toFixed(2)}× the budget) — ${ratio <= 1 ? 'within' : 'OVER'}`,
  );
  if (ratio > 1) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
