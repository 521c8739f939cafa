/**
 * The hostile client of socket-flood.test.ts, on its own thread so that building its 10,000 packets does not
 * hold up the server's event loop (a real attacker floods from another machine). Each round connects, sends
 * `syncs` `game:sync` and `others` unknown or malformed events in `batches` over about 0.1 s, waits for the
 * server to close the socket, and reconnects to start again, until the test posts 'stop'. Reports the rounds and how many
 * of them the server closed (`io server disconnect`), and how many connections it refused.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { io } from 'socket.io-client';

const { baseUrl, token, syncs, others, batches } = workerData;
const JUNK = [
  ['game:sync', { game_id: 'x' }],
  ['game:sync', 'y'.repeat(1000)],
  ['chat:send', { text: 'spam' }],
  ['game:play', { card: 'AS' }],
  ['constructor', {}],
  ['__proto__', { polluted: true }],
];

let stopped = false;
let wake = () => undefined;
parentPort.on('message', (message) => {
  if (message === 'stop') {
    stopped = true;
    wake();
  }
});

const pause = (ms) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });

/** One socket's life: resolves with its disconnect reason, or 'refused' when it could not connect. */
function round(started) {
  return new Promise((resolve) => {
    const socket = io(baseUrl, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect_error', () => {
      socket.close();
      resolve('refused');
    });
    socket.once('disconnect', (reason) => resolve(reason));
    socket.once('connect', async () => {
      for (let batch = 0; batch < batches && !stopped; batch++) {
        for (let i = 0; i < syncs / batches; i++) socket.emit('game:sync');
        for (let i = 0; i < others / batches; i++) {
          const [name, payload] = JUNK[i % JUNK.length];
          socket.emit(name, payload);
        }
        started();
        await pause(100 / batches);
      }
      if (stopped) socket.close();
    });
    // Stopped mid-connection, the socket gets neither 'disconnect' nor 'connect_error'.
    const onStop = setInterval(() => {
      if (!stopped) return;
      clearInterval(onStop);
      socket.close();
      resolve('stopped');
    }, 20);
    socket.once('disconnect', () => clearInterval(onStop));
    socket.once('connect_error', () => clearInterval(onStop));
  });
}

let rounds = 0;
let closedByServer = 0;
let refused = 0;
let announced = false;
const started = () => {
  if (announced) return;
  announced = true;
  parentPort.postMessage({ type: 'started' });
};
while (!stopped) {
  const reason = await round(started);
  if (reason === 'refused') {
    // In its cool-down after a flood, or the last socket's slot is not free yet: try again at once.
    refused += 1;
    await pause(10);
    continue;
  }
  rounds += 1;
  if (reason === 'io server disconnect') closedByServer += 1;
}
parentPort.postMessage({ type: 'done', rounds, closedByServer, refused });
