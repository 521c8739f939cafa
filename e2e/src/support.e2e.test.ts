/**
 * Player support end to end: the feedback form with a real PNG screenshot uploaded through
 * /user/upload-attachment (the button count, the payload, the thanks in the snackbar), the spec §5
 * message texts, the bug report reached from Settings, the data request sent with the public API key,
 * the FAQ and contact form, the policies and information pages in Spanish, and screenshots at both sizes.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createVerifiedUser,
  DESKTOP,
  logInThroughForm,
  MOBILE,
  SHOTS_DIR,
  type Stack,
  startStack,
} from './harness.js';

let stack: Stack;
let files: string;
let png: string;

/** A real RGB PNG (a small gradient) built from its chunks, so the server's type sniffing sees a PNG. */
function makePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0); // no filter
    for (let x = 0; x < width; x++) rows.push(40 + x * 8, 120 + y * 6, 200);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  stack = await startStack();
  files = mkdtempSync(join(tmpdir(), 'cardroom-support-'));
  png = join(files, 'screenshot.png');
  writeFileSync(png, makePng(24, 16));
  writeFileSync(join(files, 'notes.txt'), 'not an image');
});

afterAll(async () => {
  await stack?.close();
  if (files) rmSync(files, { recursive: true, force: true });
});

async function chooseFiles(page: Page, paths: string[]) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByTestId('add-screenshot').click(),
  ]);
  await chooser.setFiles(paths);
}

/** A full-page capture from the top, so the fixed bars sit where a player sees them. */
async function capture(page: Page, name: string) {
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: `${SHOTS_DIR}/support-${name}.png`, fullPage: true });
}

async function signedInPage(viewport: { width: number; height: number }, prefix: string) {
  const user = await createVerifiedUser(stack.baseUrl, prefix);
  const opened = await stack.newPage(viewport);
  await logInThroughForm(opened.page, user.email, user.password);
  return opened;
}

describe('feedback', () => {
  it('uploads a PNG screenshot, sends the spec payload and thanks the player', async () => {
    const { page, context } = await signedInPage(MOBILE, 'fb');
    await page.goto('/support/feedback');
    const form = page.getByTestId('feedback-form');
    await form.waitFor();
    expect(await page.getByTestId('feedback-type-other').isChecked()).toBe(true);
    const add = page.getByTestId('add-screenshot');
    expect(await add.textContent()).toBe('Add Screenshot (0/3)');

    // Spec §5 texts: empty, then under 10 characters.
    await page.getByTestId('feedback-submit').click();
    expect(await page.getByTestId('feedback-error').textContent()).toBe('Please enter a message.');
    await form.locator('textarea[name=message]').fill('too short');
    await page.getByTestId('feedback-submit').click();
    expect(await page.getByTestId('feedback-error').textContent()).toBe(
      'Feedback must be at least 10 characters long.',
    );
    expect(await form.locator('textarea[name=message]').getAttribute('maxlength')).toBe('5000');

    // A file that is not an image is refused before any upload.
    await chooseFiles(page, [join(files, 'notes.txt')]);
    expect(await page.getByTestId('screenshot-error').textContent()).toBe('Image files only.');
    expect(await add.textContent()).toBe('Add Screenshot (0/3)');

    // The PNG is uploaded and shown as a thumbnail; the count changes.
    const upload = page.waitForResponse((response) => response.url().endsWith('/user/upload-attachment'));
    await chooseFiles(page, [png]);
    expect((await upload).status()).toBe(200);
    await page.getByRole('button', { name: 'Add Screenshot (1/3)' }).waitFor();
    expect(await page.getByTestId('screenshot-error').count()).toBe(0);
    const thumbnail = page.getByRole('img', { name: 'Screenshot 1' });
    expect(await thumbnail.isVisible()).toBe(true);
    expect(await thumbnail.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(
      24,
    );

    await page.getByTestId('feedback-type-idea').check();
    await form.locator('textarea[name=message]').fill('  The new table layout is great on my phone.  ');
    const sent = page.waitForRequest((request) => request.url().endsWith('/user/send-feedback'));
    await page.getByTestId('feedback-submit').click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      message: 'The new table layout is great on my phone.',
      type: 'idea',
      platform: 'web',
      version: 'beta-3.54',
      locale: 'en',
    });
    expect(body.attachments).toHaveLength(1);
    expect((body.attachments as string[])[0]).toMatch(/\/uploads\/[0-9a-f]+\.png$/);
    await page.getByTestId('snackbar').getByText('Thank you for your feedback!').waitFor();

    // The form starts again: empty message, no screenshots, type back to other.
    expect(await form.locator('textarea[name=message]').inputValue()).toBe('');
    expect(await add.textContent()).toBe('Add Screenshot (0/3)');
    expect(await page.getByTestId('feedback-type-other').isChecked()).toBe(true);
    await context.close();
  });

  it('stops at 3 screenshots and frees a slot when one is removed', async () => {
    const { page, context } = await signedInPage(DESKTOP, 'fb3');
    await page.goto('/support/feedback');
    await chooseFiles(page, [png, png, png]);
    const add = page.getByTestId('add-screenshot');
    await page.getByRole('button', { name: 'Max Screenshots Reached' }).waitFor();
    expect(await add.isDisabled()).toBe(true);
    await expect.poll(() => page.locator('.screenshot[aria-busy]').count()).toBe(0);
    expect(await page.getByTestId('screenshot-list').locator('img').count()).toBe(3);

    await page.getByRole('button', { name: 'Remove screenshot 2' }).click();
    expect(await add.textContent()).toBe('Add Screenshot (2/3)');
    expect(await add.isDisabled()).toBe(false);
    await context.close();
  });

  it('reports a file the browser cannot read and an upload the server refuses', async () => {
    const { page, context } = await signedInPage(MOBILE, 'fbfail');
    await page.goto('/support/feedback');
    await page.getByTestId('feedback-form').waitFor();

    // The server refuses the upload: its message at the picker, the general handler's snackbar.
    await page.route('**/user/upload-attachment', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, code: 'UPLOAD_ERROR', message: 'Error uploading image' }),
      }),
    );
    await chooseFiles(page, [png]);
    await page.getByTestId('screenshot-error').getByText('Error uploading image').waitFor();
    await page.getByTestId('snackbar').getByText('Error uploading image').waitFor();
    expect(await page.getByTestId('add-screenshot').textContent()).toBe('Add Screenshot (0/3)');

    // No server message at all (the connection drops): 'Could not upload image.' at the picker.
    await page.unroute('**/user/upload-attachment');
    await page.route('**/user/upload-attachment', (route) => route.abort());
    await chooseFiles(page, [png]);
    await page.getByTestId('screenshot-error').getByText('Could not upload image.').waitFor();
    await page.unroute('**/user/upload-attachment');

    // FileReader fails: spec §8's text, and nothing is uploaded.
    await page.evaluate(`FileReader.prototype.readAsDataURL = function () {
      setTimeout(() => this.onerror && this.onerror(new Event('error')), 0);
    }`);
    await chooseFiles(page, [png]);
    await page
      .getByTestId('screenshot-error')
      .getByText('Failed to load the file. Please try again.')
      .waitFor();
    expect(await page.getByTestId('add-screenshot').textContent()).toBe('Add Screenshot (0/3)');
    await context.close();
  });

  it('asks an anonymous visitor to log in', async () => {
    const { page, context } = await stack.newPage(MOBILE);
    await page.goto('/support/feedback');
    await page.getByText('You must be logged in to send feedback.').waitFor();
    expect(await page.getByTestId('feedback-form').count()).toBe(0);
    await context.close();
  });

  it('opens the bug report with type bug from Settings, beside the other support items', async () => {
    const { page, context } = await signedInPage(MOBILE, 'bug');
    await page.getByTestId('nav-settings').click();
    const panel = page.getByTestId('settings-panel');
    await panel.waitFor();
    const items = await panel.locator('.menu-item').allTextContents();
    // Spec §2 order, signed in and not in a game.
    const expected = [
      'Report bug',
      'Player support',
      'Privacy policy',
      'Terms of service',
      'Delete account',
      'Request data',
    ];
    expect(items.filter((item) => expected.includes(item))).toEqual(expected);
    await panel.getByRole('button', { name: 'Report bug' }).click();
    await page.waitForURL('**/support/report-bug');
    await page.locator('h1', { hasText: 'Report a bug' }).waitFor();
    expect(await page.getByTestId('feedback-type-bug').isChecked()).toBe(true);
    expect(await page.getByTestId('feedback-submit').textContent()).toBe('Send bug report');

    // The other settings items lead to their pages.
    for (const [item, path, heading] of [
      ['Privacy policy', '/legal/privacy', 'Privacy policy'],
      ['Terms of service', '/legal/terms', 'Terms of service'],
      ['Request data', '/support/data-request', 'Request data'],
    ] as const) {
      await page.getByTestId('nav-settings').click();
      await panel.getByRole('button', { name: item }).click();
      await page.waitForURL(`**${path}`);
      await page.locator('h1', { hasText: heading }).waitFor();
    }
    await context.close();
  });
});

describe('data request', () => {
  it('enforces the spec §5 lengths and sends the form with the public API key', async () => {
    const { page, context } = await stack.newPage(MOBILE);
    await page.goto('/support/data-request');
    const form = page.getByTestId('data-request-form');
    await form.waitFor();
    const maxLengths: Record<string, string | null> = {};
    for (const name of ['email', 'firstName', 'lastName', 'contactNumber', 'detail']) {
      maxLengths[name] = await form.locator(`[name=${name}]`).getAttribute('maxlength');
    }
    expect(maxLengths).toEqual({
      email: '30',
      firstName: '20',
      lastName: '20',
      contactNumber: '20',
      detail: '100',
    });

    await page.getByTestId('data-request-submit').click();
    expect(await form.getByText('This field is required.').count()).toBe(4);

    await form.locator('[name=email]').fill('not-an-email');
    await form.locator('[name=firstName]').fill('A'.repeat(25));
    expect(await form.locator('[name=firstName]').inputValue()).toHaveLength(20);
    await page.getByTestId('data-request-submit').click();
    await form.getByText('Invalid email address.').waitFor();

    await form.locator('[name=email]').fill('ana.request@example.com');
    await form.locator('[name=firstName]').fill('Ana');
    await form.locator('[name=lastName]').fill('García');
    await form.locator('[name=contactNumber]').fill('+1 305 555 0100');
    await form.locator('[name=detail]').fill('Please send me a copy of my data.');
    await form.locator('[name=description]').fill('The account I use on my phone.');
    const sent = page.waitForRequest((request) => request.url().endsWith('/user/request'));
    await page.getByTestId('data-request-submit').click();
    const request = await sent;
    expect(request.headers()['x-api-key']).toBe('dev-public-api-key');
    expect(request.postDataJSON()).toEqual({
      requestInfo: {
        email: 'ana.request@example.com',
        firstName: 'Ana',
        lastName: 'García',
        contactNumber: '+1 305 555 0100',
        detail: 'Please send me a copy of my data.',
        description: 'The account I use on my phone.',
      },
    });
    const reply = page.getByTestId('data-request-reply');
    await reply.getByText('Your data request has been received. We will contact you by email.').waitFor();
    await context.close();
  });
});

describe('support hub', () => {
  it('opens FAQ answers and sends the contact form', async () => {
    const { page, context } = await stack.newPage(DESKTOP);
    await page.goto('/support');
    const faq = page.getByTestId('faq');
    await faq.waitFor();
    expect(await faq.locator('.faq-question').count()).toBeGreaterThanOrEqual(8);
    const cash = page.getByTestId('faq-cashPlay');
    expect(await cash.getAttribute('aria-expanded')).toBe('false');
    await cash.click();
    expect(await cash.getAttribute('aria-expanded')).toBe('true');
    await faq.getByText('Playing for cash needs age 18 or over').waitFor();
    await cash.click();
    await faq.getByText('Playing for cash needs age 18 or over').waitFor({ state: 'hidden' });

    const contact = page.getByTestId('contact-form');
    await contact.locator('[name=email]').fill('visitor@example.com');
    await contact.locator('button[type=submit]').click();
    await contact.getByText('Please enter a message.').waitFor();
    await contact.locator('textarea[name=message]').fill('When will Dominoes tables open?');
    await contact.locator('button[type=submit]').click();
    await page
      .getByTestId('snackbar')
      .getByText('Thank you for contacting us. We will get back to you soon.')
      .waitFor();
    await context.close();
  });
});

describe('information pages', () => {
  it('render in Spanish, naming the operating company and the beta cash-play rules', async () => {
    const { page, context } = await stack.newPage(MOBILE);
    await page.goto('/');
    await page.getByTestId('nav-settings').click();
    await page.getByTestId('language-es').check();
    await page.getByTestId('settings-panel').getByText('Seleccionar idioma').waitFor();
    await page.keyboard.press('Escape');

    const pages = [
      ['/legal/privacy', 'privacy-screen', 'Política de privacidad'],
      ['/legal/terms', 'terms-screen', 'Condiciones del servicio'],
      ['/legal/community-guidelines', 'guidelines-screen', 'Normas de la comunidad'],
      ['/legal/credits', 'credits-screen', 'Créditos'],
      ['/support/beta', 'beta-screen', 'Instrucciones para probadores beta'],
    ] as const;
    for (const [path, testId, title] of pages) {
      await page.goto(path);
      const screen = page.getByTestId(testId);
      await screen.waitFor();
      expect(await screen.locator('h1').textContent()).toBe(title);
      expect(await screen.textContent()).toContain('Gestionada por Cardroom Games Ltd. · Versión beta-3.54');
    }
    const beta = await page.getByTestId('beta-screen').textContent();
    expect(beta).toContain('Debes tener 18 años o más');
    expect(beta).toContain('residentes de Florida');
    expect(beta).toContain('acceso a la ubicación');
    await capture(page, 'beta-es-mobile');

    await page.goto('/support');
    await page.locator('h1', { hasText: 'Soporte al jugador' }).waitFor();
    await page.goto('/support/feedback');
    await page.getByText('Debes iniciar sesión para enviar comentarios.').waitFor();
    await context.close();
  });
});

describe('screenshots', () => {
  it('captures the support screens at 390×844 and 1280×800', async () => {
    for (const [name, viewport] of [
      ['mobile', MOBILE],
      ['desktop', DESKTOP],
    ] as const) {
      const { page, context } = await signedInPage(viewport, `shot${name}`);
      await page.goto('/support');
      await page.getByTestId('faq').waitFor();
      await page.getByTestId('faq-fairShuffle').click();
      await capture(page, `hub-${name}`);

      await page.goto('/support/feedback');
      await chooseFiles(page, [png]);
      await page.getByRole('button', { name: 'Add Screenshot (1/3)' }).waitFor();
      await expect.poll(() => page.locator('.screenshot[aria-busy]').count()).toBe(0);
      await page.getByTestId('feedback-form').locator('textarea[name=message]').fill('Short');
      await page.getByTestId('feedback-submit').click();
      await page.getByTestId('feedback-error').waitFor();
      await capture(page, `feedback-${name}`);

      await page.goto('/support/data-request');
      await page.getByTestId('data-request-form').waitFor();
      await page.getByTestId('data-request-submit').click();
      await capture(page, `data-request-${name}`);

      await page.goto('/legal/privacy');
      await page.getByTestId('privacy-screen').waitFor();
      await capture(page, `privacy-${name}`);

      await page.goto('/support/beta');
      await page.getByTestId('beta-screen').waitFor();
      await capture(page, `beta-${name}`);

      await page.getByTestId('nav-settings').click();
      await page.getByTestId('settings-panel').waitFor();
      await capture(page, `settings-${name}`);
      await context.close();
    }
  });
});
