/**
 * The built app under the server's Content-Security-Policy (apps/server/src/http/security-headers.ts):
 * the home page, /game, a live table with its socket, and the main screens load without one violation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, QUICK_TABLES, type Stack, startStack } from './harness.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack(QUICK_TABLES);
});
afterAll(async () => {
  await stack?.close();
});

describe('content security policy in the browser', () => {
  it('reports no violation on the home page, /game, a table and the main screens', async () => {
    const { context, page } = await stack.newPage(DESKTOP);
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    // Runs in the page before its scripts (a string: this file is compiled without the DOM types).
    await page.addInitScript({
      content: `document.addEventListener('securitypolicyviolation', (event) =>
        window.reportViolation(event.violatedDirective + ' ' + event.blockedURI + ' at ' +
          event.sourceFile + ':' + event.lineNumber));`,
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });

    const home = await page.goto('/');
    expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.goto('/game');
    await page.getByTestId('play-guest').click();
    await page.getByTestId('spades-table').waitFor();
    // A bot has bid: the socket delivered state updates under connect-src 'self'.
    await page
      .getByText(/Bid \d/)
      .first()
      .waitFor();
    for (const path of ['/store', '/board', '/account', '/support']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
    await context.close();
  });
});
