/**
 * `npm start` builds the web app for production whatever NODE_ENV says (.env.example sets development):
 * a development build ships React's development runtime and Redux's middleware checks to every phone.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const BUILD_SCRIPT = fileURLToPath(new URL('../../apps/web/scripts/build.mjs', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'cardroom-build-'));

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the web build behind npm start', () => {
  it('is a production build even with NODE_ENV=development, made once for unchanged inputs', async () => {
    const run = () =>
      promisify(execFile)(process.execPath, [BUILD_SCRIPT, outDir], {
        env: { ...process.env, NODE_ENV: 'development' },
      });
    expect((await run()).stdout).toContain('built in');
    expect((await run()).stdout).toContain(`web: up to date in ${outDir}`);
    const scripts = readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(5);
    const developmentOnly = scripts.filter((name) =>
      /jsxDEV|react-dom\.development/.test(readFileSync(join(outDir, 'assets', name), 'utf8')),
    );
    expect(developmentOnly).toEqual([]);
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toContain('<div id="root">');
  });
});
