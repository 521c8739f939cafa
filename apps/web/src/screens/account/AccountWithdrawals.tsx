/**
 * Cash withdrawals on the account screen (issue 14; spec §2 names the payout email): the payout email, the
 * "Withdraw cash" form (dollars; only cash, never bonus cash) and the withdrawals with their statuses. With
 * the sandbox provider a requested withdrawal offers the tester its two endings, as the store's test payment
 * page does.
 */
import {
  MIN_WITHDRAWAL_CENTS,
  SANDBOX_PAYOUT_OUTCOMES,
  type SandboxPayoutOutcome,
  type UserData,
  type Withdrawal,
} from '@cardroom/protocol';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { Field } from '../../components/Field.js';
import { formatMoney } from '../../components/format.js';
import { useAppDispatch } from '../../store/hooks.js';
import { sessionStarted, userUpdated } from '../../store/session-slice.js';
import { emailError } from '../auth/validation.js';
import './withdrawals.css';

/** "25", "25.5", "25.50", "$1,000.00" → cents; null for anything else. */
export function dollarsToCents(text: string): number | null {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}

function when(iso: string, lang: string): string {
  return new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
}

function PayoutEmailForm({ user }: { user: UserData }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const current = user.payout_email ?? null;

  const save = async (payoutEmail: string | null) => {
    setBusy(true);
    const reply = await dispatch(request('userUpdate', { body: { update: { payout_email: payoutEmail } } }));
    setBusy(false);
    if (!reply) return;
    dispatch(sessionStarted(reply));
    setEmail('');
    setSaved(payoutEmail === null ? t('withdrawals.payoutEmailRemoved') : t('withdrawals.payoutEmailSaved'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(t, email);
    setError(problem);
    setSaved(null);
    if (problem || busy) return;
    void save(email.trim());
  };

  return (
    <form className="withdrawals-block" onSubmit={submit} noValidate data-testid="payout-email-form">
      <p className="withdrawals-current" data-testid="payout-email-current">
        {current ? (
          <>
            {t('withdrawals.payoutEmailCurrent')} <strong>{current}</strong>
          </>
        ) : (
          t('withdrawals.payoutEmailNone')
        )}
      </p>
      <Field
        label={t('withdrawals.payoutEmail')}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={setEmail}
        error={error}
        hint={t('withdrawals.payoutEmailHint')}
        placeholder={current ?? ''}
        name="payout_email"
      />
      <div className="withdrawals-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="payout-email-save">
          {t('withdrawals.payoutEmailSave')}
        </button>
        {current ? (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy}
            onClick={() => void save(null)}
            data-testid="payout-email-remove"
          >
            {t('withdrawals.payoutEmailRemove')}
          </button>
        ) : null}
      </div>
      {saved ? (
        <p className="notice withdrawals-notice" role="status">
          {saved}
        </p>
      ) : null}
    </form>
  );
}

function WithdrawForm({ user, onRequested }: { user: UserData; onRequested(withdrawal: Withdrawal): void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const dispatch = useAppDispatch();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // Kept until a withdrawal is answered: a retry after a lost reply withdraws once.
  const [requestId, setRequestId] = useState(newRequestId);
  const min = formatMoney(MIN_WITHDRAWAL_CENTS, lang);
  const max = formatMoney(user.cash_balance, lang);
  const blocked = !user.email_verified
    ? t('withdrawals.needsVerifiedEmail')
    : !user.payout_email
      ? t('withdrawals.needsPayoutEmail')
      : user.cash_balance < MIN_WITHDRAWAL_CENTS
        ? t('withdrawals.needsCash', { min })
        : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || blocked) return;
    const cents = dollarsToCents(amount);
    const problem =
      cents === null
        ? t('withdrawals.amountInvalid')
        : cents < MIN_WITHDRAWAL_CENTS
          ? t('withdrawals.amountTooSmall', { min })
          : cents > user.cash_balance
            ? t('withdrawals.amountTooLarge', { max })
            : undefined;
    setError(problem);
    if (problem || cents === null) return;
    setBusy(true);
    const reply = await dispatch(
      request('userWithdraw', { body: { amount_cents: cents, request_id: requestId } }),
    );
    setBusy(false);
    if (!reply) return;
    dispatch(userUpdated(reply.userData));
    setRequestId(newRequestId());
    setAmount('');
    onRequested(reply.withdrawal);
  };

  return (
    <form
      className="withdrawals-block"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="withdraw-form"
    >
      {blocked ? (
        <p className="notice" data-testid="withdraw-blocked">
          {blocked}
        </p>
      ) : null}
      <Field
        label={t('withdrawals.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={setAmount}
        error={error}
        hint={blocked ? null : t('withdrawals.amountHint', { min, max })}
        placeholder={(MIN_WITHDRAWAL_CENTS / 100).toFixed(2)}
        name="amount"
        disabled={blocked !== null}
      />
      <button
        type="submit"
        className="btn btn-primary"
        disabled={busy || blocked !== null}
        data-testid="withdraw-submit"
      >
        {t('withdrawals.submit')}
      </button>
    </form>
  );
}

function WithdrawalList({
  withdrawals,
  onSandbox,
  busy,
}: {
  withdrawals: readonly Withdrawal[] | null;
  onSandbox(withdrawal: Withdrawal, outcome: SandboxPayoutOutcome): void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <div className="withdrawals-block">
      <h3>{t('withdrawals.history')}</h3>
      {withdrawals === null ? (
        <p className="muted">{t('common.loading')}</p>
      ) : withdrawals.length === 0 ? (
        <p className="muted">{t('withdrawals.empty')}</p>
      ) : (
        <ul className="withdrawals-list">
          {withdrawals.map((withdrawal) => (
            <li
              key={withdrawal.withdrawal_id}
              className={`withdrawal withdrawal-${withdrawal.status}`}
              data-testid={`withdrawal-${withdrawal.withdrawal_id}`}
            >
              <dl>
                <div>
                  <dt>{t('withdrawals.amountColumn')}</dt>
                  <dd className="withdrawal-amount">{formatMoney(withdrawal.amount_cents, lang)}</dd>
                </div>
                <div>
                  <dt>{t('withdrawals.status')}</dt>
                  <dd>
                    <span className="withdrawal-status" data-testid="withdrawal-status">
                      {t(`withdrawals.statuses.${withdrawal.status}`)}
                    </span>
                  </dd>
                </div>
                <div className="withdrawal-wide">
                  <dt>{t('withdrawals.date')}</dt>
                  <dd>
                    <time dateTime={withdrawal.created_at}>{when(withdrawal.created_at, lang)}</time>
                  </dd>
                </div>
                <div className="withdrawal-wide">
                  <dt>{t('withdrawals.to')}</dt>
                  <dd className="withdrawal-email">{withdrawal.payout_email}</dd>
                </div>
              </dl>
              {withdrawal.provider === 'sandbox' && withdrawal.status === 'requested' ? (
                <div className="withdrawal-sandbox">
                  <span className="muted">{t('withdrawals.sandboxTitle')}</span>
                  {SANDBOX_PAYOUT_OUTCOMES.map((outcome) => (
                    <button
                      key={outcome}
                      type="button"
                      className="btn btn-small"
                      disabled={busy}
                      onClick={() => onSandbox(withdrawal, outcome)}
                      data-testid={`withdrawal-sandbox-${outcome}-${withdrawal.withdrawal_id}`}
                    >
                      {t(`withdrawals.sandbox.${outcome}`)}
                    </button>
                  ))}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function AccountWithdrawals({ user }: { user: UserData }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const dispatch = useAppDispatch();
  const [withdrawals, setWithdrawals] = useState<Withdrawal[] | null>(null);
  const [requested, setRequested] = useState<Withdrawal | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void dispatch(request('userWithdrawals', {}, { loading: false })).then((reply) => {
      if (live && reply) setWithdrawals(reply.withdrawals);
    });
    return () => {
      live = false;
    };
  }, [dispatch]);

  const replace = useCallback((withdrawal: Withdrawal) => {
    setWithdrawals((list) => [
      withdrawal,
      ...(list ?? []).filter((item) => item.withdrawal_id !== withdrawal.withdrawal_id),
    ]);
  }, []);

  const sandbox = useCallback(
    async (withdrawal: Withdrawal, outcome: SandboxPayoutOutcome) => {
      setBusy(true);
      const reply = await dispatch(
        request('storeSandboxPayout', { body: { withdrawal_id: withdrawal.withdrawal_id, outcome } }),
      );
      setBusy(false);
      if (!reply) return;
      dispatch(userUpdated(reply.userData));
      setWithdrawals((list) =>
        (list ?? []).map((item) =>
          item.withdrawal_id === reply.withdrawal.withdrawal_id ? reply.withdrawal : item,
        ),
      );
      setRequested(null);
    },
    [dispatch],
  );

  return (
    <section className="card withdrawals" id="withdrawals" data-testid="account-withdrawals">
      <h2>{t('withdrawals.title')}</h2>
      <p className="muted">{t('withdrawals.intro')}</p>
      <dl className="withdrawals-balances">
        <div className="withdrawals-cash">
          <dt>{t('withdrawals.cash')}</dt>
          <dd data-testid="withdrawable-cash">{formatMoney(user.cash_balance, lang)}</dd>
        </div>
        <div className="withdrawals-bonus">
          <dt>{t('withdrawals.bonus')}</dt>
          <dd data-testid="bonus-cash">{formatMoney(user.bonus_cash, lang)}</dd>
        </div>
      </dl>
      <p className="muted withdrawals-bonus-note">{t('withdrawals.bonusNote')}</p>
      <PayoutEmailForm user={user} />
      <WithdrawForm
        user={user}
        onRequested={(withdrawal) => {
          setRequested(withdrawal);
          replace(withdrawal);
        }}
      />
      {requested ? (
        <p className="notice store-ok withdrawals-notice" role="status" data-testid="withdraw-requested">
          {t('withdrawals.requested', {
            amount: formatMoney(requested.amount_cents, lang),
            email: requested.payout_email,
          })}
        </p>
      ) : null}
      <WithdrawalList withdrawals={withdrawals} onSandbox={(w, o) => void sandbox(w, o)} busy={busy} />
    </section>
  );
}
