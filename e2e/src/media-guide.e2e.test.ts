/**
 * Music, the How-to-play guide, the PWA and the language suggestion in the built app:
 * - the Settings track panel plays the generated tracks (progress ticks, next wraps after the fifth,
 *   the history lists recent tracks), and the WAV files are served as audio/wav;
 * - the guide steps through 'Step n / total' to Got it!, shows example cards on the named steps and
 *   speaks Spanish;
 * - the service worker registers and the app shell opens offline;
 * - the language dialog follows a mocked IP lookup (a build of the app pointed at a server of this test).
 * Screenshots of the guide and Settings go to /tmp/web-shots at 390×844 and 1280×800.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from '../../apps/server/src/web/static.js';
import {
  animationsDone,
  DESKTOP,
  MOBILE,
  pageSettled,
  SHOTS_DIR,
  type Stack,
  startStack,
} from './harness.js';

const WEB_DIR = fileURLToPath(new URL('../../apps/web/', import.meta.url));
const VITE_BIN = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));
const TRACKS = [
  ['triTachyonJazzPianoSong', 'Tri-Tachyon Jazz Piano Song'],
  ['phase', 'Phase'],
  ['lookingAt', 'Looking At'],
  ['reunite', 'Reunite'],
  ['soFar', 'So Far'],
] as const;

/** The IP-lookup stand-in: answers set per test, every request counted. */
interface Lookup {
  url: string;
  primary: { status: number; body: unknown };
  fallback: { status: number; body: unknown };
  hits: string[];
  server: Server;
}

let stack: Stack;
let lookup: Lookup;
let lookupDist: string;

async function startLookup(): Promise<Lookup> {
  const state = {
    primary: { status: 200, body: {} as unknown },
    fallback: { status: 200, body: {} as unknown },
    hits: [] as string[],
  };
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    state.hits.push(path);
    const reply = path.startsWith('/fallback') ? state.fallback : state.primary;
    response.writeHead(reply.status, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
    });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, { url: `http://127.0.0.1:${port}`, server });
}

/** A production build of the web app with the lookup URLs set, as a deployment would configure them. */
function buildWithLookup(url: string): string {
  const outDir = mkdtempSync(join(tmpdir(), 'cardroom-web-lookup-'));
  execFileSync(
    process.execPath,
    [VITE_BIN, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: WEB_DIR,
      env: {
        ...process.env,
        // Vitest runs with NODE_ENV=test, which would make a development build.
        NODE_ENV: 'production',
        VITE_IP_LOOKUP_URL: `${url}/primary`,
        VITE_IP_LOOKUP_FALLBACK_URL: `${url}/fallback`,
      },
      stdio: 'pipe',
    },
  );
  return outDir;
}

/** The built app alone (no API) on its own origin, so each test gets fresh service-worker scope. */
async function serveDist(root: string): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false });
  await registerWebApp(app, { root });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}` };
}

beforeAll(async () => {
  stack = await startStack();
  lookup = await startLookup();
  lookupDist = buildWithLookup(lookup.url);
});

afterAll(async () => {
  await stack?.close();
  await new Promise((resolve) => lookup?.server.close(resolve));
  if (lookupDist) rmSync(lookupDist, { recursive: true, force: true });
});

async function openSettings(page: Page) {
  await page.getByTestId('nav-settings').click();
  await page.getByTestId('settings-panel').waitFor();
  return page.getByTestId('track-panel');
}

describe('music', () => {
  it('serves the five generated tracks as audio/wav: 22.05 kHz mono 16-bit loops under 4 MB in all', async () => {
    let total = 0;
    for (const [key] of TRACKS) {
      const response = await fetch(`${stack.baseUrl}/music/${key}.wav`);
      expect(response.status, key).toBe(200);
      expect(response.headers.get('content-type'), key).toMatch(/^audio\/(x-)?wav/);
      const bytes = Buffer.from(await response.arrayBuffer());
      total += bytes.length;
      expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
      expect(bytes.toString('ascii', 8, 12)).toBe('WAVE');
      expect(bytes.readUInt16LE(20)).toBe(1); // PCM
      expect(bytes.readUInt16LE(22)).toBe(1); // mono
      expect(bytes.readUInt32LE(24)).toBe(22050);
      expect(bytes.readUInt16LE(34)).toBe(16);
      const seconds = bytes.readUInt32LE(40) / 2 / 22050;
      expect(seconds).toBeGreaterThan(12);
      expect(seconds).toBeLessThan(40);
    }
    expect(total).toBeLessThan(4 * 1024 * 1024);
  });

  it('plays from Settings: on and off, progress ticking, next wrapping after the fifth, recent history', async () => {
    const { page, context } = await stack.newPage(MOBILE);
    // The progress ticks on a 1 s timer: Playwright's clock moves it on demand instead of the test sleeping.
    await page.clock.install();
    await page.goto('/');
    const panel = await openSettings(page);
    const title = panel.getByTestId('track-title');
    const progress = panel.getByTestId('track-progress');
    const musicSwitch = page.getByRole('switch', { name: 'Music' });

    // Music is on by default: opening Settings starts the first track.
    expect(await musicSwitch.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => title.textContent()).toBe('Tri-Tachyon Jazz Piano Song');
    expect(await panel.getByTestId('track-producer').textContent()).toBe('Produced by Cardroom Studio');

    // Off pauses and keeps the progress; on resumes it and it ticks again.
    await musicSwitch.click();
    await expect.poll(() => panel.getByTestId('track-status').textContent()).toBe('Paused');
    const paused = await progress.textContent();
    await page.clock.runFor(3_000);
    expect(await progress.textContent()).toBe(paused);
    await musicSwitch.click();
    await expect.poll(() => panel.getByTestId('track-status').textContent()).toBe('Now playing');
    await page.clock.runFor(2_000);
    await expect.poll(() => progress.textContent()).toMatch(/^0:0[2-9]$/);
    const bar = panel.getByRole('progressbar');
    expect(await bar.getAttribute('aria-valuemax')).toBe('180');
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(2);

    // Next goes through the five in order and wraps; each change starts at 0:00. The clock stands still
    // meanwhile (one tick on the way to the pause), so a slow click cannot let a track reach 0:02.
    await page.clock.pauseAt((await page.evaluate<number>('Date.now()')) + 1_000);
    for (const [, name] of [...TRACKS.slice(1), TRACKS[0]]) {
      await panel.getByTestId('track-next').click();
      await expect.poll(() => title.textContent()).toBe(name);
      expect(await progress.textContent()).toMatch(/^0:0[01]$/);
    }
    await panel.getByTestId('track-previous').click();
    await expect.poll(() => title.textContent()).toBe('So Far');

    // The history lists the most recent tracks (five at most), newest first.
    const history = panel.getByTestId('track-history').locator('li');
    expect(await history.count()).toBe(5);
    expect(await history.first().textContent()).toContain('Tri-Tachyon Jazz Piano Song');
    expect(await history.nth(1).textContent()).toContain('So Far');

    // Still playing after Settings closes: the progress keeps ticking.
    await page.keyboard.press('Escape');
    await page.clock.runFor(2_000);
    await openSettings(page);
    expect(await progress.textContent()).not.toBe('0:00');
    await context.close();
  });

  it('captures Settings with the track panel at 390×844 and 1280×800', async () => {
    for (const [name, viewport] of [
      ['mobile', MOBILE],
      ['desktop', DESKTOP],
    ] as const) {
      const { page, context } = await stack.newPage(viewport);
      // Paused time: the track stays at 0:04 until the screenshot, however slow the machine.
      await page.clock.install();
      await page.goto('/');
      const panel = await openSettings(page);
      const progress = panel.getByTestId('track-progress');
      await panel.getByTestId('track-next').click();
      await panel.getByTestId('track-next').click();
      await expect.poll(() => panel.getByTestId('track-title').textContent()).toBe(TRACKS[2]?.[1]);
      // A margin a loaded machine cannot overtake before the call lands (pausing in the past throws).
      await page.clock.pauseAt((await page.evaluate<number>('Date.now()')) + 2_000);
      // One tick of the 1 s timer at a time, each seen on screen before the next.
      for (let shown = await progress.textContent(); shown !== '0:04'; shown = await progress.textContent()) {
        await page.clock.runFor(1_000);
        await expect.poll(() => progress.textContent()).not.toBe(shown);
      }
      await animationsDone(page);
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS_DIR}/settings-${name}.png` });
      await context.close();
    }
  });
});

describe('how-to-play guide', () => {
  async function openGuide(page: Page, mode: string) {
    await page.getByTestId(`how-to-play-${mode}`).click();
    const dialog = page.getByTestId('how-to-play');
    await dialog.waitFor();
    return dialog;
  }

  it('steps from Step 1 / n to Got it! with example cards on classic 3, deuceshigh 2 and heartsonfire 2', async () => {
    const { page, context } = await stack.newPage(DESKTOP);
    await page.goto('/game-mode');
    const expected = { classic: [6, 3, 4], deuceshigh: [6, 2, 5], heartsonfire: [7, 2, 4] } as const;
    for (const [mode, [total, exampleStep, cards]] of Object.entries(expected)) {
      const dialog = await openGuide(page, mode);
      const step = dialog.getByTestId('guide-step');
      expect(await step.textContent()).toBe(`Step 1 / ${total}`);
      expect(await dialog.getByTestId('guide-back').isDisabled()).toBe(true);
      for (let n = 1; n < total; n++) {
        const example = dialog.getByTestId('guide-example');
        expect(await example.count(), `${mode} step ${n}`).toBe(n === exampleStep ? 1 : 0);
        if (n === exampleStep) expect(await example.locator('.guide-card svg').count()).toBe(cards);
        await dialog.getByTestId('guide-next').click();
        expect(await step.textContent()).toBe(`Step ${n + 1} / ${total}`);
      }
      expect(await dialog.getByTestId('guide-next').count()).toBe(0);
      await dialog.getByTestId('guide-back').click();
      expect(await step.textContent()).toBe(`Step ${total - 1} / ${total}`);
      await dialog.getByTestId('guide-next').click();
      await dialog.getByRole('button', { name: 'Got it!' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await context.close();
  });

  it('has the rules right: deuces order, hearts on fire scoring, cutthroat clubhouse, All Fives tiles, bids 0–13', async () => {
    const { page, context } = await stack.newPage(DESKTOP);
    await page.goto('/game-mode');
    const read = async (mode: string) => {
      const dialog = await openGuide(page, mode);
      const texts: string[] = [];
      for (;;) {
        texts.push((await dialog.locator('.modal-body').textContent()) ?? '');
        const next = dialog.getByTestId('guide-next');
        if (!(await next.count())) break;
        await next.click();
      }
      await dialog.getByRole('button', { name: 'Got it!' }).click();
      return texts.join('\n');
    };
    const deuces = await read('deuceshigh');
    expect(deuces).toContain('2♠ > 2♥ > 2♣ > 2♦ > A♠');
    expect(deuces).toContain('0 to 13');
    const hearts = await read('heartsonfire');
    for (const text of ['+5 for each heart', 'Q♥', '+50', 'Firestorm', '+20', 'Scorch'])
      expect(hearts).toContain(text);
    const clubhouse = await read('clubhouse');
    expect(clubhouse).toContain('no partners');
    const tiles = await read('tilesonfire');
    expect(tiles).toContain('multiple of 5');
    expect(tiles).toContain('spinner');
    expect(tiles).toContain('150');
    await context.close();
  });

  it('speaks Spanish and captures the guide at 390×844 and 1280×800', async () => {
    for (const [name, viewport] of [
      ['mobile', MOBILE],
      ['desktop', DESKTOP],
    ] as const) {
      const { page, context } = await stack.newPage(viewport);
      await page.goto('/game-mode');
      await page.getByTestId('how-to-play-classic').waitFor();
      await page.screenshot({ path: `${SHOTS_DIR}/guide-picker-${name}.png` });
      let dialog = await openGuide(page, 'classic');
      await dialog.getByTestId('guide-next').click();
      await dialog.getByTestId('guide-next').click();
      await dialog.getByTestId('guide-example').waitFor();
      await page.screenshot({ path: `${SHOTS_DIR}/guide-classic-${name}.png` });
      await page.keyboard.press('Escape');
      for (const [mode, step] of [
        ['deuceshigh', 2],
        ['heartsonfire', 2],
        ['tilesonfire', 4],
      ] as const) {
        dialog = await openGuide(page, mode);
        for (let n = 1; n < step; n++) await dialog.getByTestId('guide-next').click();
        await dialog.getByTestId('guide-example').waitFor();
        await page.screenshot({ path: `${SHOTS_DIR}/guide-${mode}-${name}.png` });
        await page.keyboard.press('Escape');
      }

      // Spanish, chosen in Settings.
      await page.getByTestId('nav-settings').click();
      await page.getByTestId('language-es').check();
      await page.keyboard.press('Escape');
      dialog = await openGuide(page, 'heartsonfire');
      expect(await dialog.getByTestId('guide-step').textContent()).toBe('Paso 1 / 7');
      expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe(
        'Cómo jugar: Hearts on Fire',
      );
      await dialog.getByRole('button', { name: 'Paso siguiente' }).click();
      expect(await dialog.getByTestId('guide-title').textContent()).toBe('Calor');
      await dialog.getByTestId('guide-example').waitFor();
      await page.screenshot({ path: `${SHOTS_DIR}/guide-es-${name}.png` });
      for (let n = 2; n < 7; n++) await dialog.getByTestId('guide-next').click();
      await dialog.getByRole('button', { name: '¡Entendido!' }).click();
      await dialog.waitFor({ state: 'detached' });
      await context.close();
    }
  });
});

describe('installable app', () => {
  it('links a manifest with SVG and PNG icons, all served', async () => {
    const manifest = (await (await fetch(`${stack.baseUrl}/manifest.webmanifest`)).json()) as {
      icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
    };
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.type} ${icon.purpose}`)).toEqual([
      'any image/svg+xml any',
      '192x192 image/png any',
      '512x512 image/png any',
      '512x512 image/png maskable',
    ]);
    for (const icon of manifest.icons) {
      const response = await fetch(`${stack.baseUrl}${icon.src}`);
      expect(response.status, icon.src).toBe(200);
      expect(response.headers.get('content-type'), icon.src).toContain(icon.type);
      if (icon.type === 'image/png') {
        const bytes = Buffer.from(await response.arrayBuffer());
        const [width] = icon.sizes.split('x').map(Number);
        expect(bytes.readUInt32BE(16)).toBe(width);
      }
    }
  });

  it('registers the service worker and opens the app shell offline, without caching API calls', async () => {
    const site = await serveDist(lookupDist);
    let serving = true;
    const context = await stack.browser.newContext({ viewport: MOBILE, locale: 'en-US', baseURL: site.url });
    const page = await context.newPage();
    try {
      await page.goto('/');
      await page.locator('h1', { hasText: 'Welcome to Cardroom' }).waitFor();
      // Installed (the shell precached) and activated.
      await expect
        .poll(() =>
          page.evaluate<string>(
            'navigator.serviceWorker.ready.then((registration) => registration.active.state)',
          ),
        )
        .toBe('activated');
      await page.reload();
      expect(await page.evaluate<boolean>('navigator.serviceWorker.controller !== null')).toBe(true);

      // The network goes away (the browser offline and the server gone); the shell still opens.
      await context.setOffline(true);
      await site.app.close();
      serving = false;
      const offline = await page.reload();
      expect(offline?.fromServiceWorker()).toBe(true);
      await page.locator('h1', { hasText: 'Welcome to Cardroom' }).waitFor();
      // A screen loaded on demand comes from the precache too.
      await page.getByTestId('nav-settings').waitFor();
      await page.goto('/game-mode');
      await page.getByTestId('how-to-play-classic').waitFor();

      const cached = await page.evaluate<string[]>(
        `caches.keys().then((keys) => Promise.all(keys.map((key) => caches.open(key).then((cache) => cache.keys()))))
           .then((lists) => lists.flat().map((request) => new URL(request.url).pathname))`,
      );
      expect(cached).toContain('/index.html');
      expect(cached.some((path) => path.startsWith('/assets/') && path.endsWith('.js'))).toBe(true);
      expect(cached.filter((path) => /^\/(auth|user|game|upload|health)\b/.test(path))).toEqual([]);
      expect(cached.filter((path) => path.startsWith('/music/') || path.endsWith('.map'))).toEqual([]);
    } finally {
      await context.close();
      if (serving) await site.app.close();
    }
  });
});

describe('language suggestion from the IP lookup', () => {
  async function visit(site: { url: string }, locale = 'en-US') {
    const context = await stack.browser.newContext({
      viewport: MOBILE,
      locale,
      baseURL: site.url,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('h1').waitFor();
    return { context, page };
  }

  it('offers Spanish for a Mexican IP; Accept switches and stores the choice', async () => {
    const site = await serveDist(lookupDist);
    lookup.primary = { status: 200, body: { country_code: 'MX', country_name: 'Mexico' } };
    const { context, page } = await visit(site);
    const dialog = page.getByRole('dialog', { name: 'Language Detected' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      'You seem to be in Mexico. Would you like to play in Español?',
    );
    await page.screenshot({ path: `${SHOTS_DIR}/settings-language-dialog-mobile.png` });
    await dialog.getByRole('button', { name: 'Switch to Español' }).click();
    await page.locator('h1', { hasText: 'Bienvenido a Cardroom' }).waitFor();
    expect(await page.evaluate<string | null>("localStorage.getItem('user-preferred-language')")).toBe('es');
    const hits = lookup.hits.length;
    await page.reload();
    await page.locator('h1', { hasText: 'Bienvenido a Cardroom' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(lookup.hits.length).toBe(hits);
    await context.close();
    await site.app.close();
  });

  it('falls back to the second lookup; Keep English lasts the session, Don’t ask again for good', async () => {
    const site = await serveDist(lookupDist);
    lookup.primary = { status: 503, body: { error: 'rate limited' } };
    lookup.fallback = { status: 200, body: { country: 'DE' } };
    const { context, page } = await visit(site);
    const dialog = page.getByRole('dialog', { name: 'Language Detected' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('You seem to be in Germany');
    expect(lookup.hits.slice(-2)).toEqual(['/primary', '/fallback']);
    await dialog.getByRole('button', { name: 'Keep English' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('h1', { hasText: 'Welcome to Cardroom' }).waitFor();
    await pageSettled(page);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // A new session asks again; Don't ask again stores the flag and stops the lookups.
    const second = await context.newPage();
    await second.goto('/');
    await second.getByRole('dialog', { name: 'Language Detected' }).waitFor();
    await second.getByRole('button', { name: "Don't ask again" }).click();
    expect(
      await second.evaluate<string | null>("localStorage.getItem('language-suggestion-dismissed')"),
    ).toBe('true');
    const hits = lookup.hits.length;
    await second.reload();
    await second.locator('h1', { hasText: 'Welcome to Cardroom' }).waitFor();
    await pageSettled(second);
    expect(await second.getByRole('dialog').count()).toBe(0);
    expect(lookup.hits.length).toBe(hits);
    await context.close();
    await site.app.close();
  });

  it('trusts the IP location before the browser language', async () => {
    const site = await serveDist(lookupDist);
    lookup.primary = { status: 200, body: { country_code: 'US' } };
    const { context, page } = await visit(site, 'es-ES');
    await expect.poll(() => lookup.hits.at(-1)).toBe('/primary');
    await pageSettled(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();

    // With both lookups failing, the browser language decides.
    lookup.primary = { status: 500, body: {} };
    lookup.fallback = { status: 500, body: {} };
    const browser = await visit(site, 'es-ES');
    await browser.page.getByRole('dialog', { name: 'Language Detected' }).waitFor();
    expect(await browser.page.getByRole('dialog').textContent()).toContain('Your device is set to Español');
    await browser.context.close();
    await site.app.close();
  });
});
