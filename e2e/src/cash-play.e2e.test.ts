/**
 * Cash play's checks in a real browser against the real server (decision 0022): from the Account screen's
 * checklist a player is refused as a minor, verifies an adult date of birth, shares a Florida position through
 * the browser's geolocation permission and sees cash play available; a browser that refuses the permission
 * shows "Error verifying location". Screens at both sizes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../apps/server/src/users/repository.js';
import {
  createVerifiedUser,
  DESKTOP,
  logInThroughForm,
  MOBILE,
  pageSettled,
  SHOTS_DIR,
  type Stack,
  startStack,
} from './harness.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

describe('cash play', () => {
  it('verifies the age and the location from the account checklist (mobile)', async () => {
    const user = await createVerifiedUser(stack.baseUrl, 'cashok');
    const { context, page } = await stack.newPage(MOBILE);
    await context.grantPermissions(['geolocation'], { origin: stack.baseUrl });
    await context.setGeolocation({ latitude: 25.7617, longitude: -80.1918 });
    await logInThroughForm(page, user.email, user.password);
    await page.goto('/account');
    const checklist = page.getByTestId('cash-play-checklist');
    await checklist.waitFor();
    expect(await checklist.getAttribute('data-allowed')).toBe('false');
    expect(await page.getByTestId('cash-play-step-email').getAttribute('data-done')).toBe('true');

    await page.getByTestId('cash-play-age-link').click();
    await page.getByTestId('age-date').fill('1990-05-17');
    await page.getByTestId('age-submit').click();
    await page.getByTestId('age-verified').waitFor();

    await page.getByText('Share location').click();
    await page.getByTestId('location-share').click();
    const result = page.getByTestId('location-result');
    await result.waitFor();
    expect(await result.getAttribute('data-allowed')).toBe('true');
    expect(await result.textContent()).toContain('Location found: Florida, United States');
    await pageSettled(page);
    await page.screenshot({ path: `${SHOTS_DIR}/cash-play-location-mobile.png` });

    await page.getByTestId('cash-play-back').click();
    await expect.poll(() => checklist.getAttribute('data-allowed')).toBe('true');
    const row = await findUserByEmail(stack.ctx.db, user.email);
    expect([row?.ageVerified, row?.dateOfBirth, row?.locationRegion]).toEqual([true, '1990-05-17', 'US-FL']);
    await context.close();
  });

  it('says "Error verifying location" when the browser refuses the permission (desktop)', async () => {
    const user = await createVerifiedUser(stack.baseUrl, 'cashno');
    const { context, page } = await stack.newPage(DESKTOP);
    await logInThroughForm(page, user.email, user.password);
    // A minor's date is refused and kept on record: an older date tried next is refused too.
    await page.goto('/cash-play/age');
    await page.getByTestId('age-date').fill('2015-06-01');
    await page.getByTestId('age-submit').click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('You must be 18 or older to play for cash.');
    await page.screenshot({ path: `${SHOTS_DIR}/cash-play-age-minor-desktop.png` });
    await page.getByTestId('age-date').fill('1990-05-17');
    await page.getByTestId('age-submit').click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('A date of birth is already on record for this account. Please contact support to change it.');
    await page.goto('/cash-play/location');
    await page.getByTestId('location-share').click();
    const error = page.getByTestId('location-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('Error verifying location');
    await page.screenshot({ path: `${SHOTS_DIR}/cash-play-location-denied-desktop.png` });
    expect((await findUserByEmail(stack.ctx.db, user.email))?.locationCheckedAt).toBeNull();
    await context.close();
  });
});
