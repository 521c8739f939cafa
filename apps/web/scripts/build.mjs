#!/usr/bin/env node
/**
 * The web app's production build, whatever NODE_ENV the shell or a .env file says: Vite makes a
 * development build of React (and Redux's development checks) when NODE_ENV=development, and that is not
 * what `npm start` should serve. Usage: node scripts/build.mjs [outDir]
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV = 'production';
const { build } = await import('vite');
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = process.argv[2] ? resolve(process.argv[2]) : undefined;
await build({ root, mode: 'production', ...(outDir ? { build: { outDir, emptyOutDir: true } } : {}) });
