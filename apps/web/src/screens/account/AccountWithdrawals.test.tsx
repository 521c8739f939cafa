/** Issue 14: the account screen's cash withdrawals: payout email, the form in dollars, and the list. */
import type { UserData, Withdrawal } from '@cardroom/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../../components/user.fixture.js';
import { withdrawals as withdrawalsEn } from '../../i18n/en/withdrawals.js';
import { en } from '../../i18n/en.js';
import { withdrawals as withdrawalsEs } from '../../i18n/es/withdrawals.js';
import { es } from '../../i18n/es.js';
import { selectUser, useAppSelector } from '../../store/hooks.js';
import { sessionStarted } from '../../store/session-slice.js';
import { renderWithApp } from '../../test/render.js';
import { AccountWithdrawals, dollarsToCents } from './AccountWithdrawals.js';

const withdrawal = (id: string, status: Withdrawal['status'], amount = 2500): Withdrawal => ({
  withdrawal_id: id,
  amount_cents: amount,
  payout_email: 'ann.pay@example.com',
  provider: 'sandbox',
  status,
  created_at: '2026-11-29T06:00:00.000Z',
  updated_at: '2026-11-29T06:00:00.000Z',
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The component as the account screen mounts it: fed the session's user. */
function Mounted() {
  const user = useAppSelector(selectUser);
  return user ? <AccountWithdrawals user={user} /> : null;
}

interface Sent {
  path: string;
  body: unknown;
}

function mount(
  user: UserData,
  answer: (path: string, body: unknown) => Response,
  language: 'en' | 'es' = 'en',
) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ path: url.pathname, body });
    return answer(url.pathname, body);
  };
  const view = renderWithApp(<Mounted />, {
    fetch,
    language,
    prepare: (app) => app.dispatch(sessionStarted({ accessToken: 'token', userData: user })),
  });
  return { ...view, sent };
}

/** Every key path of a texts object, with the {{placeholders}} its text uses. */
function keyPaths(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key} ${[...value.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).join(',')}`]
      : keyPaths(value as object, `${prefix}${key}.`),
  );
}

describe('withdrawal texts', () => {
  it('are complete in Spanish, with the same placeholders, and not shadowed in the assembled texts', () => {
    expect(keyPaths(withdrawalsEs).sort()).toEqual(keyPaths(withdrawalsEn).sort());
    expect(en.withdrawals).toBe(withdrawalsEn.withdrawals);
    expect(es.withdrawals).toBe(withdrawalsEs.withdrawals);
  });
});

describe('dollarsToCents', () => {
  it('reads dollars and cents and refuses anything else', () => {
    expect(dollarsToCents('25')).toBe(2500);
    expect(dollarsToCents('25.5')).toBe(2550);
    expect(dollarsToCents(' $1,000.05 ')).toBe(100005);
    for (const bad of ['', 'abc', '1.234', '-5', '1e3', '.5', '10.']) expect(dollarsToCents(bad)).toBeNull();
  });
});

describe('AccountWithdrawals', () => {
  it('shows withdrawable cash apart from bonus cash, checks the amount, and withdraws it', async () => {
    const user = sampleUser({ cash_balance: 5000, bonus_cash: 800, payout_email: 'ann.pay@example.com' });
    const { sent } = mount(user, (path, body) => {
      if (path === '/user/withdrawals')
        return json({ success: true, withdrawals: [withdrawal('w1', 'paid')] });
      if (path === '/user/withdraw') {
        const { amount_cents } = body as { amount_cents: number };
        return json({
          success: true,
          withdrawal: withdrawal('w2', 'requested', amount_cents),
          userData: { ...user, cash_balance: 5000 - amount_cents },
        });
      }
      throw new Error(`unexpected ${path}`);
    });
    expect(screen.getByTestId('withdrawable-cash').textContent).toBe('$50.00');
    expect(screen.getByTestId('bonus-cash').textContent).toBe('$8.00');
    expect(screen.getByText('Bonus cash cannot be withdrawn: it offsets entry fees.')).toBeTruthy();
    await screen.findByTestId('withdrawal-w1');

    const amount = screen.getByLabelText('Amount (USD)');
    const submit = screen.getByTestId('withdraw-submit');
    fireEvent.change(amount, { target: { value: '9.99' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('The smallest withdrawal is $10.00.');
    // $58.00 is cash and bonus cash together: only the cash can go.
    fireEvent.change(amount, { target: { value: '58' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('You can withdraw up to $50.00.');
    fireEvent.change(amount, { target: { value: 'ten' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toMatch(/Enter an amount in dollars/);
    expect(sent.filter((call) => call.path === '/user/withdraw')).toEqual([]);

    fireEvent.change(amount, { target: { value: '12.50' } });
    fireEvent.click(submit);
    const notice = await screen.findByTestId('withdraw-requested');
    expect(notice.textContent).toMatch(/\$12\.50 is on its way to ann\.pay@example\.com/);
    const [call] = sent.filter((item) => item.path === '/user/withdraw');
    expect(call?.body).toMatchObject({
      amount_cents: 1250,
      request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(screen.getByTestId('withdrawable-cash').textContent).toBe('$37.50');
    const row = screen.getByTestId('withdrawal-w2');
    expect(within(row).getByTestId('withdrawal-status').textContent).toBe('Requested');
    expect(within(screen.getByTestId('withdrawal-w1')).getByTestId('withdrawal-status').textContent).toBe(
      'Paid',
    );
  });

  it('asks for a payout email before withdrawing, and saves it through /user/update', async () => {
    const user = sampleUser({ cash_balance: 5000, payout_email: null });
    const { sent } = mount(user, (path, body) => {
      if (path === '/user/withdrawals') return json({ success: true, withdrawals: [] });
      if (path === '/user/update') {
        const { update } = body as { update: { payout_email: string } };
        return json({
          success: true,
          accessToken: 'token2',
          userData: { ...user, payout_email: update.payout_email },
        });
      }
      throw new Error(`unexpected ${path}`);
    });
    expect(screen.getByTestId('withdraw-blocked').textContent).toBe('Add a payout email to withdraw cash.');
    expect((screen.getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(true);
    await screen.findByText('No withdrawals yet.');

    const field = screen.getByLabelText('Payout email (PayPal)');
    fireEvent.change(field, { target: { value: 'not an email' } });
    fireEvent.click(screen.getByTestId('payout-email-save'));
    await screen.findByRole('alert');
    expect(sent.filter((call) => call.path === '/user/update')).toEqual([]);

    fireEvent.change(field, { target: { value: 'ann.pay@example.com' } });
    fireEvent.click(screen.getByTestId('payout-email-save'));
    await waitFor(() =>
      expect(screen.getByTestId('payout-email-current').textContent).toBe('Paid to ann.pay@example.com'),
    );
    expect(sent.find((call) => call.path === '/user/update')?.body).toEqual({
      update: { payout_email: 'ann.pay@example.com' },
    });
    expect(screen.queryByTestId('withdraw-blocked')).toBeNull();
    expect((screen.getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('says how much cash a withdrawal needs when there is less, bonus cash aside', async () => {
    const user = sampleUser({ cash_balance: 999, bonus_cash: 5000, payout_email: 'ann.pay@example.com' });
    mount(user, () => json({ success: true, withdrawals: [] }));
    expect(screen.getByTestId('withdraw-blocked').textContent).toBe(
      'You need at least $10.00 of cash to withdraw.',
    );
    expect((screen.getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(true);
    await screen.findByText('No withdrawals yet.');
  });

  it('refuses an unverified email in Spanish, and lets a tester fail a sandbox payout', async () => {
    const user = sampleUser({
      cash_balance: 1000,
      payout_email: 'ann.pay@example.com',
      email_verified: false,
    });
    const { sent } = mount(
      user,
      (path) => {
        if (path === '/user/withdrawals')
          return json({ success: true, withdrawals: [withdrawal('w3', 'requested')] });
        if (path === '/store/sandbox/payout') {
          return json({
            success: true,
            withdrawal: withdrawal('w3', 'failed'),
            userData: { ...user, cash_balance: 3500 },
          });
        }
        throw new Error(`unexpected ${path}`);
      },
      'es',
    );
    expect(screen.getByTestId('withdraw-blocked').textContent).toBe(
      'Verifica tu correo electrónico para retirar efectivo.',
    );
    fireEvent.click(await screen.findByTestId('withdrawal-sandbox-failed-w3'));
    await waitFor(() =>
      expect(within(screen.getByTestId('withdrawal-w3')).getByTestId('withdrawal-status').textContent).toBe(
        'Fallido, efectivo devuelto',
      ),
    );
    expect(sent.find((call) => call.path === '/store/sandbox/payout')?.body).toEqual({
      withdrawal_id: 'w3',
      outcome: 'failed',
    });
    expect(screen.queryByTestId('withdrawal-sandbox-paid-w3')).toBeNull();
    expect(screen.getByTestId('withdrawable-cash').textContent).toMatch(/35,00/);
  });
});
