/**
 * What a newcomer sees from `npm start`: the address to open on a line of its own, and a readable log
 * in development; JSON lines in production, for log collectors.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/http/logger.js';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'cardroom-start-'));
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Collects the process's output until `pattern` appears in it. */
function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) resolve(output);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

describe('npm start', () => {
  it('prints the address to open and logs readable lines in development', async () => {
    server = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
      },
    });
    // The log arrives through pino's worker thread, so the two lines may come in either order.
    const output = await waitForOutput(
      server,
      /Open http:\/\/localhost:\d+ in your browser[\s\S]*Server listening|Server listening[\s\S]*Open http:\/\/localhost:\d+ in your browser/,
    );
    const port = /Open http:\/\/localhost:(\d+)/.exec(output)?.[1];
    expect(Number(port)).toBeGreaterThan(0);
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(health.status).toBe(200);
    // pino-pretty's lines ("[12:00:00] INFO: Server listening…"), not JSON objects.
    const logLines = output.split('\n').filter((line) => line.includes('Server listening'));
    expect(logLines.length).toBeGreaterThan(0);
    for (const line of logLines) expect(line.trim().startsWith('{')).toBe(false);
  });

  it('logs JSON lines outside development', () => {
    const options = loggerOptions({ NODE_ENV: 'production', LOG_LEVEL: 'info' });
    expect(options).not.toHaveProperty('transport');
    expect(loggerOptions({ NODE_ENV: 'development', LOG_LEVEL: 'info' })).toHaveProperty(
      'transport.target',
      'pino-pretty',
    );
  });
});
