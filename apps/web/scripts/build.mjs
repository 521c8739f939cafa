#!/usr/bin/env node
/**
 * The web app's production build, whatever NODE_ENV the shell or a .env file says: Vite makes a
 * development build of React (and Redux's development checks) when NODE_ENV=development, and that is not
 * what `npm start` should serve.
 *
 * A warm `npm start` skips the build when the last one went to the same folder from the same inputs (the
 * app's and packages' sources, public/, the configs, the lockfile and VITE_* settings); the stamp lives
 * under node_modules/.cache so it never ships. Usage: node scripts/build.mjs [outDir] [--force]
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV = 'production';
const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(webRoot, '..', '..');
const args = process.argv.slice(2);
const force = args.includes('--force');
const outArg = args.find((arg) => !arg.startsWith('--'));
const outDir = outArg ? resolve(outArg) : join(webRoot, 'dist');

const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/engine/src',
  'packages/engine/package.json',
  'packages/protocol/src',
  'packages/protocol/package.json',
  'package-lock.json',
];

function* files(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) yield* files(join(path, entry));
}

function inputsHash() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(join(repoRoot, input))) {
      hash.update(relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  const viteSettings = Object.entries(process.env).filter(([name]) => name.startsWith('VITE_'));
  hash.update(JSON.stringify(viteSettings.sort()));
  return hash.digest('hex');
}

const outDirKey = createHash('sha256').update(outDir).digest('hex').slice(0, 12);
const stampFile = join(webRoot, 'node_modules', '.cache', 'generated-assets', `web-build-${outDirKey}.stamp`);
const stamp = inputsHash();
const upToDate =
  !force &&
  existsSync(join(outDir, 'index.html')) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, 'utf8') === stamp;

if (upToDate) {
  console.log(`web: up to date in ${outDir}`);
} else {
  const { build } = await import('vite');
  await build({ root: webRoot, mode: 'production', build: { outDir, emptyOutDir: true } });
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, stamp);
}
