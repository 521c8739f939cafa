/**
 * /daily-rewards (spec §2, §4): the month's login-streak calendar — each day's reward, those claimed, the one
 * today's claim brings — and Claim, once a day (GET and POST /user/daily-reward). The new balances go into the
 * session, so they animate where shown, with the success sound and haptic. Guests are asked to register.
 */
import { type Amount, type DailyRewards, isGuest } from '@cardroom/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { request } from '../api/request.js';
import { CurrencyIcon, type CurrencyKind } from '../components/CurrencyIcon.js';
import { formatCount, formatMoney } from '../components/format.js';
import { selectUser, useAppDispatch, useAppSelector } from '../store/hooks.js';
import { useStoreReply } from './store/useStoreReply.js';
import './daily-rewards/texts.js';
import './daily-rewards/daily-rewards.css';

const ICON: Partial<Record<Amount['currency'], CurrencyKind>> = {
  coins: 'coins',
  gems: 'gems',
  gold: 'gold',
  credits: 'credits',
  ticket_bronze: 'ticket',
};

function useAmountLabel() {
  const { t, i18n } = useTranslation();
  return (amount: Amount) => {
    const count = amount.amount;
    if (amount.currency === 'credits')
      return t('dailyRewards.amount.credits', { amount: formatMoney(count, i18n.language) });
    const key = `dailyRewards.amount.${amount.currency}` as const;
    return i18n.exists(key) ? t(key as never, { count: formatCount(count, i18n.language) }) : String(count);
  };
}

export function DailyRewardsScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const storeReply = useStoreReply();
  const label = useAmountLabel();
  const [calendar, setCalendar] = useState<DailyRewards | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [got, setGot] = useState<Amount | null>(null);
  const guest = user !== null && isGuest(user);

  const load = useCallback(async () => {
    setFailed(false);
    const reply = await dispatch(request('userDailyRewardState', {}, { silent: true }));
    if (reply) setCalendar(reply.dailyRewards);
    else setFailed(true);
  }, [dispatch]);

  useEffect(() => {
    if (user && !guest) void load();
  }, [load, user, guest]);

  const claim = async () => {
    setBusy(true);
    const reply = await dispatch(request('userDailyReward', { body: {} }));
    setBusy(false);
    if (!reply) {
      void load();
      return;
    }
    setCalendar(reply.dailyRewards);
    setGot(reply.reward);
    storeReply({ status: 'succeeded' }, reply.userData);
  };

  if (!user || guest)
    return (
      <section className="screen daily-rewards" data-testid="daily-rewards-screen">
        <h1>{t('dailyRewards.title')}</h1>
        <p className="notice" data-testid="daily-rewards-guest">
          {t('dailyRewards.guest')} <Link to="/auth/register">{t('nav.register')}</Link>
        </p>
      </section>
    );

  const claimedCount = calendar?.rewards.filter((day) => day.claimed).length ?? 0;
  const claimedToday = calendar !== null && calendar.lastClaimedDate === calendar.today;
  const nextDay = calendar?.rewards[claimedCount]?.day ?? null;

  return (
    <section className="screen daily-rewards" data-testid="daily-rewards-screen">
      <h1>{t('dailyRewards.title')}</h1>
      <p className="muted">{t('dailyRewards.intro')}</p>
      {calendar === null ? (
        failed ? (
          <div className="notice notice-error" role="alert">
            <p>{t('dailyRewards.loadFailed')}</p>
            <button type="button" className="btn btn-small" onClick={() => void load()}>
              {t('dailyRewards.retry')}
            </button>
          </div>
        ) : (
          <p className="muted">{t('dailyRewards.loading')}</p>
        )
      ) : (
        <>
          <div className="daily-claim card">
            {got ? (
              <p className="notice store-ok" role="status" data-testid="daily-rewards-got">
                {t('dailyRewards.got', { amount: label(got) })}
              </p>
            ) : null}
            {claimedToday ? (
              <p data-testid="daily-rewards-done">
                {nextDay === null
                  ? t('dailyRewards.monthDone')
                  : t('dailyRewards.claimedToday', { day: nextDay })}
              </p>
            ) : nextDay !== null ? (
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy}
                onClick={() => void claim()}
                data-testid="daily-rewards-claim"
              >
                {t('dailyRewards.claim')}
              </button>
            ) : (
              <p>{t('dailyRewards.monthDone')}</p>
            )}
          </div>
          <ol className="daily-grid" data-testid="daily-rewards-grid">
            {calendar.rewards.map((day) => {
              const today = !claimedToday && day.day === nextDay;
              const state = day.claimed ? ' daily-day-claimed' : today ? ' daily-day-today' : '';
              return (
                <li
                  key={day.day}
                  className={`daily-day${state}`}
                  data-testid={`daily-day-${day.day}`}
                  data-claimed={day.claimed}
                >
                  <span className="daily-day-number">{t('dailyRewards.day', { day: day.day })}</span>
                  <CurrencyIcon kind={ICON[day.amount.currency] ?? 'coins'} size={26} />
                  <span className="daily-day-amount">{label(day.amount)}</span>
                  {day.claimed ? (
                    <span className="daily-day-mark">✓ {t('dailyRewards.claimed')}</span>
                  ) : today ? (
                    <span className="daily-day-mark">{t('dailyRewards.next')}</span>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
