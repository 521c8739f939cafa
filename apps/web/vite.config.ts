import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorker } from './src/pwa/build-plugin.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The API server `npm run dev` proxies to (the SPA and the API share paths such as /auth/login). */
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3100';
const API_PREFIXES = ['/auth', '/user', '/game', '/store', '/upload', '/health', '/docs'];

export default defineConfig({
  root: here('.'),
  plugins: [react(), serviceWorker()],
  resolve: {
    // Workspace packages are TypeScript source: bundle them from src, like the server runs them.
    alias: [
      // zod with eval off before any schema is built (app/zod-no-eval.ts): the bare specifier only, so the
      // module itself still reaches zod through 'zod/v4'.
      { find: /^zod$/, replacement: here('src/app/zod-no-eval.ts') },
      { find: '@cardroom/protocol', replacement: here('../../packages/protocol/src/index.ts') },
      { find: '@cardroom/engine', replacement: here('../../packages/engine/src/index.ts') },
    ],
  },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: {
      // The table's realtime link (socket.io, WebSocket upgrade included).
      '/socket.io': { target: apiTarget, ws: true },
      ...Object.fromEntries(
        API_PREFIXES.map((prefix) => [
          prefix,
          {
            target: apiTarget,
            // A browser navigation (GET /auth/login) is the app's route, not the API's.
            bypass: (req: { method?: string; headers: { accept?: string } }) =>
              req.method === 'GET' && req.headers.accept?.includes('text/html') ? '/index.html' : undefined,
          },
        ]),
      ),
    },
  },
});
