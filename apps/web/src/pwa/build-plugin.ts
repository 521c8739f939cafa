/**
 * Vite build plugin: emits sw.js from the hand-written src/pwa/sw.js with the list of files to precache
 * (the bundle's chunks and assets without source maps, index.html, and public/ files except the music)
 * and a version that changes whenever any of them does, so a new build replaces the old cache.
 */
import { createHash } from 'node:crypto';
import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const TEMPLATE = fileURLToPath(new URL('./sw.js', import.meta.url));

/** public/ files that stay out of the precache: large media the app streams on demand. */
const SKIP_PUBLIC = /^music\//;

function filesUnder(root: string, dir = root): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(root, path);
    return entry.isFile() ? [relative(root, path).split('\\').join('/')] : [];
  });
}

/** The service worker source for a precache list. */
export function renderServiceWorker(template: string, urls: string[], version: string): string {
  const withVersion = template.replace("const VERSION = 'dev';", `const VERSION = '${version}';`);
  const source = withVersion.replace(
    'const PRECACHE_URLS = [];',
    `const PRECACHE_URLS = ${JSON.stringify(urls)};`,
  );
  if (source === template || !source.includes(version) || source.includes('const PRECACHE_URLS = [];')) {
    throw new Error('src/pwa/sw.js no longer has the VERSION and PRECACHE_URLS lines the build fills in.');
  }
  return source;
}

export function serviceWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'cardroom-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const hash = createHash('sha256');
      const urls = new Set<string>(['/index.html']);
      for (const name of Object.keys(bundle).sort()) {
        const item = bundle[name];
        if (!item || name.endsWith('.map') || name === 'sw.js') continue;
        urls.add(`/${name}`);
        hash.update(name).update(item.type === 'chunk' ? item.code : item.source);
      }
      for (const name of filesUnder(publicDir).sort()) {
        if (SKIP_PUBLIC.test(name) || name.startsWith('.')) continue;
        urls.add(`/${name}`);
        hash.update(name).update(readFileSync(join(publicDir, name)));
      }
      const template = readFileSync(TEMPLATE, 'utf8');
      hash.update(template);
      const source = renderServiceWorker(template, [...urls], hash.digest('hex').slice(0, 12));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
