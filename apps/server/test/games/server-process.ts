/**
 * The real server as a child process for the restart and kill -9 tests: started with `node --import tsx` on a
 * free port, waited for on /health, and a Spades player's table polled over HTTP until it is their turn.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventually, type Http, viewOfEvent } from './socket-helpers.js';

const ROOT = resolve(fileURLToPath(new URL('../../../../', import.meta.url)));

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export interface Running {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

export function startServer(env: Record<string, string>): Running {
  // `node --import tsx`, not the tsx CLI, whose grandchild a kill would miss.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, exited, output: () => output };
}

export async function waitHealthy(baseUrl: string, running: Running) {
  await eventually(
    async () => {
      if (running.child.exitCode !== null) throw new Error(`server exited: ${running.output()}`);
      const ok = await fetch(`${baseUrl}/health`).then(
        (response) => response.ok,
        () => false,
      );
      return ok ? true : undefined;
    },
    60_000,
    'the server to start',
  );
}

export interface Loaded {
  gameData: { game_id: string; hasFinished: boolean; view?: unknown };
}

export function viewOf(table: Loaded) {
  const view = viewOfEvent(table);
  if (!view) throw new Error('the table has no view');
  return view;
}

export const load = async (http: Http, token: string): Promise<Loaded> => {
  const reply = await http('GET', '/game/spades/load', undefined, token);
  if (reply.status !== 200) throw new Error(`load failed: ${reply.text}`);
  return reply.body as Loaded;
};

export const untilMyTurn = (http: Http, token: string, after = -1) =>
  eventually(
    async () => {
      const table = await load(http, token);
      const view = viewOfEvent(table);
      if (table.gameData.hasFinished) return table;
      return view && view.turn === view.seat && view.moves > after ? table : undefined;
    },
    30_000,
    'the seat’s turn',
  );
