/**
 * The API benchmark's server in a worker thread of its own (the default), so the simulated players' sockets,
 * HTTP clients and bots' choices run on the main thread's event loop, as remote clients would, instead of
 * queueing with the server's own work. The worker runs either the real app or the bare Fastify route, and
 * measures its own event loop (delay and utilisation) between the main thread's start and stop messages.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { MOVE_TIMINGS_CHANNEL, type MoveTimings } from '../../apps/server/src/games/move-timings.js';
import { type ProfileSummary, startCpuProfile } from './cpu-profile.js';
import { LAG_RESOLUTION_MS, lagP99Of } from './loop-lag.js';

export type ServerKind =
  | { kind: 'bare' }
  | { kind: 'app'; env: Record<string, string>; pgliteMemory: boolean; cpuProfile?: string };

export interface ServerLoopFigures {
  /** Event-loop delay p99 of the server's thread, ms. */
  lagP99: number;
  /** Share of the window the server's event loop was busy (0..1). */
  utilization: number;
  /** Committed moves' phases (moves.ts), as "person queued", "server written", …: p50 / p99 / max in ms. */
  movePhases: Record<string, { count: number; p50: number; p99: number; max: number }>;
  /** The server thread's CPU profile of the window, when the app was started with `cpuProfile`. */
  profile?: ProfileSummary;
}

type Command = 'measure-start' | 'measure-stop' | 'close';
type Reply =
  | { type: 'listening'; port: number }
  | { type: 'measure-started' }
  | { type: 'measure-stopped'; figures: ServerLoopFigures }
  | { type: 'closed' }
  | { type: 'failed'; message: string };

export interface ServerThread {
  base: string;
  measureStart(): Promise<void>;
  measureStop(): Promise<ServerLoopFigures>;
  close(): Promise<void>;
}

/** Starts the server in a worker (TypeScript through tsx's loader) and waits until it listens. */
export async function startServerThread(server: ServerKind): Promise<ServerThread> {
  const url = new URL('./server-thread.ts', import.meta.url).href;
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url)}); })`,
    { eval: true, workerData: server },
  );
  const next = (type: Reply['type']) =>
    new Promise<Reply>((resolve, reject) => {
      const onMessage = (reply: Reply) => {
        if (reply.type !== type && reply.type !== 'failed') return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        if (reply.type === 'failed') reject(new Error(`server thread: ${reply.message}`));
        else resolve(reply);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  const listening = (await next('listening')) as Extract<Reply, { type: 'listening' }>;
  const ask = async (command: Command, type: Reply['type']) => {
    const reply = next(type);
    worker.postMessage(command);
    return reply;
  };
  return {
    base: `http://127.0.0.1:${listening.port}`,
    async measureStart() {
      await ask('measure-start', 'measure-started');
    },
    async measureStop() {
      const reply = (await ask('measure-stop', 'measure-stopped')) as Extract<
        Reply,
        { type: 'measure-stopped' }
      >;
      return reply.figures;
    },
    async close() {
      await ask('close', 'closed');
      await worker.terminate();
    },
  };
}

/** Nearest-rank percentile of ascending `sorted`. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;
}

/** The event loop of the calling thread: its delay p99 and busy share between start and stop. */
export function loopMeter(): { start(): void; stop(): ServerLoopFigures } {
  const lag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
  let busyBefore = performance.eventLoopUtilization();
  const samples = new Map<string, number[]>();
  const onMove = (message: unknown) => {
    const { source, phases } = message as MoveTimings;
    let total = 0;
    for (const [phase, took] of Object.entries(phases)) {
      total += took;
      push(samples, `${source} ${phase}`, took);
    }
    push(samples, `${source} total`, total);
  };
  return {
    start() {
      samples.clear();
      subscribe(MOVE_TIMINGS_CHANNEL, onMove);
      lag.reset();
      lag.enable();
      busyBefore = performance.eventLoopUtilization();
    },
    stop() {
      lag.disable();
      unsubscribe(MOVE_TIMINGS_CHANNEL, onMove);
      const busy = performance.eventLoopUtilization(busyBefore);
      const movePhases: ServerLoopFigures['movePhases'] = {};
      for (const [name, values] of samples) {
        values.sort((a, b) => a - b);
        movePhases[name] = {
          count: values.length,
          p50: percentile(values, 0.5),
          p99: percentile(values, 0.99),
          max: values.at(-1) ?? 0,
        };
      }
      return { lagP99: lagP99Of(lag), utilization: busy.utilization, movePhases };
    },
  };
}

function push(samples: Map<string, number[]>, name: string, value: number) {
  const list = samples.get(name);
  if (list) list.push(value);
  else samples.set(name, [value]);
}

/** The ceiling the games are compared with: a bare Fastify GET /ping on the calling thread. */
async function listenBare(): Promise<{ port: number; close(): Promise<void> }> {
  const { default: Fastify } = await import('fastify');
  const bare = Fastify({ logger: false });
  bare.get('/ping', async () => ({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  return { port: portOf(bare.server.address()), close: () => bare.close() };
}

/** The server of `server`'s kind on the calling thread (the worker's, or the clients' with --same-thread). */
export async function listenHere(server: ServerKind): Promise<{ port: number; close(): Promise<void> }> {
  if (server.kind === 'bare') return listenBare();
  const { buildApp } = await import('../../apps/server/src/app.js');
  const { loadConfig } = await import('../../apps/server/src/config.js');
  const { openDatabase } = await import('../../apps/server/src/db/client.js');
  const memory = server.pgliteMemory ? await openDatabase({ dataDir: null }) : undefined;
  const { app } = await buildApp(loadConfig(server.env), memory ? { database: memory } : {});
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    port: portOf(app.server.address()),
    async close() {
      await app.close();
      await memory?.close();
    },
  };
}

function portOf(address: unknown): number {
  if (!address || typeof address !== 'object' || !('port' in address)) throw new Error('no address');
  return Number(address.port);
}

/** The worker's side: listen, then answer the main thread's commands. */
async function serve(port: NonNullable<typeof parentPort>) {
  try {
    const kind = workerData as ServerKind;
    const server = await listenHere(kind);
    const meter = loopMeter();
    const profileFile = kind.kind === 'app' ? kind.cpuProfile : undefined;
    let stopProfile: ((file: string) => Promise<ProfileSummary>) | undefined;
    port.on('message', async (command: Command) => {
      if (command === 'measure-start') {
        // The profile is of the server's own thread, so the clients' sockets stay out of it.
        if (profileFile) stopProfile = await startCpuProfile();
        meter.start();
        port.postMessage({ type: 'measure-started' } satisfies Reply);
      } else if (command === 'measure-stop') {
        const figures = meter.stop();
        if (profileFile && stopProfile) figures.profile = await stopProfile(profileFile);
        port.postMessage({ type: 'measure-stopped', figures } satisfies Reply);
      } else {
        void server.close().finally(() => port.postMessage({ type: 'closed' } satisfies Reply));
      }
    });
    port.postMessage({ type: 'listening', port: server.port } satisfies Reply);
  } catch (error) {
    port.postMessage({
      type: 'failed',
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    } satisfies Reply);
  }
}

if (parentPort && workerData) void serve(parentPort);
