/**
 * Serves the built web app (apps/web/dist) from the API process: hashed files under /assets/ are cached
 * for a year, everything else (index.html above all) is revalidated on every load. A GET that no route
 * handles and that asks for HTML (a browser navigation such as GET /auth/login) gets index.html, so the
 * SPA's routes work on reload; API clients asking for JSON still get the JSON 404, and POSTs are untouched.
 * Without a build the server starts anyway and says so once.
 */
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** apps/web/dist, next to this app's source tree. */
export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

const HASHED_ASSETS = '/assets/';
const LONG_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export interface WebAppOptions {
  /** The folder holding index.html and assets/; apps/web/dist by default. */
  root?: string;
}

function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** The file under `root` a URL path names, or null when it is not a regular file inside root. */
async function fileFor(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const target = resolve(root, `.${decoded}`);
  const inside = relative(root, target);
  if (!inside || inside.startsWith('..') || isAbsolute(inside)) return null;
  try {
    return (await stat(target)).isFile() ? inside : null;
  } catch {
    return null;
  }
}

function send(reply: FastifyReply, file: string, cacheControl: string) {
  reply.header('cache-control', cacheControl);
  return reply.sendFile(file, { cacheControl: false });
}

export async function registerWebApp(app: FastifyInstance, options: WebAppOptions = {}): Promise<void> {
  const root = resolve(options.root ?? DEFAULT_WEB_ROOT);
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn(
      { root },
      'web app build not found: serving the API only (run npm run build -w @cardroom/web)',
    );
    return;
  }
  await app.register(fastifyStatic, { root, serve: false });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/') return send(reply, 'index.html', REVALIDATE);
    const file = await fileFor(root, path);
    if (file) return send(reply, file, path.startsWith(HASHED_ASSETS) ? LONG_CACHE : REVALIDATE);
    if (wantsHtml(request) && !path.startsWith(HASHED_ASSETS)) return send(reply, 'index.html', REVALIDATE);
    return reply.callNotFound();
  });
}
