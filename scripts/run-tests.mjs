/**
 * `npm test`'s test step: the unit and component tests and the browser tests as two Vitest runs side by side.
 * One Vitest run would finish the 3-worker projects before starting the 1-worker browser project (projects run
 * together only when their pool widths agree), leaving a core idle for most of both halves. The browser run's
 * output is held and printed after the other, so each report reads whole; the exit code fails if either does.
 */
import { spawn } from 'node:child_process';

const extra = process.argv.slice(2);
const vitest = (projects, stdio) =>
  spawn(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', ...projects.flatMap((name) => ['--project', name]), ...extra],
    {
      stdio,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    },
  );

const exitOf = (child) =>
  new Promise((done) => child.once('exit', (code, signal) => done(signal ? 1 : (code ?? 1))));

const browser = vitest(['e2e'], ['ignore', 'pipe', 'pipe']);
const held = [];
browser.stdout.on('data', (chunk) => held.push(chunk));
browser.stderr.on('data', (chunk) => held.push(chunk));
const browserDone = exitOf(browser);

const units = vitest(['unit', 'web'], 'inherit');
const unitCode = await exitOf(units);
const browserCode = await browserDone;
process.stdout.write(Buffer.concat(held));
console.log(
  `\nunit + web: ${unitCode === 0 ? 'passed' : 'FAILED'}; e2e: ${browserCode === 0 ? 'passed' : 'FAILED'}`,
);
process.exit(unitCode === 0 && browserCode === 0 ? 0 : 1);
