/**
 * What to play on /game/solitaire: a free-play deal (draw 1 or 3, standard or Vegas scoring), today's daily
 * deal, a ranked contest for coins or for tokens (prizes in coins either way) or for cash (a $1.00 entry paid
 * with credits, bonus cash, then cash; prizes in cash), the player's contests with their results, and their
 * statistics. One
 * dialog with a tab per choice, so a phone shows every choice without scrolling the table away.
 */
import type { DrawCount, KlondikeScoring } from '@cardroom/engine';
import {
  CONTEST_CASH_ENTRY_CENTS,
  CONTEST_CURRENCIES,
  CONTEST_ENTRY_FEE,
  CONTEST_SIZES,
  CONTEST_TOKEN_ENTRY_FEE,
  CONTEST_TOKEN_PURSE,
  type ContestCurrency,
  type ContestSize,
  type SolitaireContest,
} from '@cardroom/protocol';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { CurrencyIcon } from '../../components/CurrencyIcon.js';
import { formatCount, formatMoney } from '../../components/format.js';
import { Modal } from '../../components/Modal.js';
import { CashPlayChecklist } from '../../screens/cash-play/CashPlayChecklist.js';
import { selectUser, useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { ChoiceGroup, DrawChoice } from './ChoiceGroup.js';
import { ContestAmount } from './ContestAmount.js';
import { ContestResults } from './ContestResults.js';
import { contestPrizes, joinContest, playDaily, type Seated, type SolitaireDraw } from './contest-thunks.js';
import type { DealChoice } from './deal-choice.js';
import { formatClock } from './KlondikeControls.js';
import { SolitaireStatsPanel } from './SolitaireStatsPanel.js';

const SCORINGS: readonly KlondikeScoring[] = ['standard', 'vegas'];

export const CHOOSER_TABS = ['free', 'daily', 'contest', 'mine', 'stats'] as const;
export type ChooserTab = (typeof CHOOSER_TABS)[number];

export interface PlayChooserProps {
  initialTab?: ChooserTab;
  initialFree: DealChoice;
  leftHanded: boolean;
  /** The device's Vegas running total as it stands. */
  runningTotal: number;
  onResetRunningTotal(): void;
  /** A ranked game is still being played: nothing new starts until it is finished or resigned. */
  rankedInProgress: boolean;
  onLeftHanded(value: boolean): void;
  onDeal(choice: DealChoice): void;
  /** Seated at a contest's or the daily deal's table (the store already holds it). */
  onSeated(seat: Seated): void;
  onClose(): void;
}

type Load<T> = { state: 'loading' } | { state: 'failed' } | { state: 'done'; value: T };

/** One GET on mount, with its loading and failure states for the tab that shows it. */
function useLoad<T>(load: () => Promise<T | null>): [Load<T>, () => void] {
  const [result, setResult] = useState<Load<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the loader is a fresh closure each render; a round asks again
  useEffect(() => {
    let current = true;
    void load().then((value) => {
      if (current) setResult(value === null ? { state: 'failed' } : { state: 'done', value });
    });
    return () => {
      current = false;
    };
  }, [round]);
  return [result, () => setRound((value) => value + 1)];
}

function Loading({ load, children }: { load: Load<unknown>; children: () => ReactNode }) {
  const { t } = useTranslation();
  if (load.state === 'loading') return <p className="muted">{t('solitaire.play.loading')}</p>;
  if (load.state === 'failed') return <p className="muted">{t('solitaire.play.loadFailed')}</p>;
  return <>{children()}</>;
}

/** An amount of coins; `named` says "coins" after it, where tokens are shown beside it. */
function Coins({ amount, named = false }: { amount: number; named?: boolean }) {
  const { t, i18n } = useTranslation();
  const figure = formatCount(amount, i18n.language);
  return (
    <span className="kl-coins">
      <CurrencyIcon kind="coins" size={16} />
      {named ? t('solitaire.contest.coinsAmount', { count: amount, amount: figure }) : figure}
    </span>
  );
}

function Tokens({ amount }: { amount: number }) {
  const { t } = useTranslation();
  return (
    <span className="kl-coins">
      <CurrencyIcon kind="tokens" size={16} />
      {t('solitaire.contest.tokensAmount', { count: amount })}
    </span>
  );
}

/** Dollars from cents, with the cash icon (a cash contest's entry, prizes and the player's balances). */
function Money({ cents }: { cents: number }) {
  const { i18n } = useTranslation();
  return (
    <span className="kl-coins">
      <CurrencyIcon kind="cash" size={16} />
      {formatMoney(cents, i18n.language)}
    </span>
  );
}

/** What a contest's entry currency is called in its entry fee (a cash entry travels as cash_balance cents). */
function entryFeeCurrencyOf(currency: ContestCurrency): string {
  return currency === 'cash' ? 'cash_balance' : currency;
}

function FreePlayTab(props: {
  initial: DealChoice;
  leftHanded: boolean;
  runningTotal: number;
  onResetRunningTotal(): void;
  onLeftHanded(value: boolean): void;
  onDeal(choice: DealChoice): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [draw, setDraw] = useState<DrawCount>(props.initial.draw);
  const [scoring, setScoring] = useState<KlondikeScoring>(props.initial.scoring);
  const [runningTotal, setRunningTotal] = useState(props.initial.runningTotal);
  return (
    <div className="kl-tab-body">
      <DrawChoice name="kl-draw" value={draw} onChange={setDraw} />
      <ChoiceGroup<KlondikeScoring>
        legend={t('solitaire.deal.scoring')}
        name="kl-scoring"
        options={SCORINGS}
        value={scoring}
        onChange={setScoring}
        label={(kind) => t(`solitaire.deal.${kind}`)}
      >
        <p className="kl-choice-help">
          {scoring === 'vegas' ? t('solitaire.deal.vegasHelp') : t('solitaire.deal.standardHelp')}
        </p>
        {scoring === 'vegas' ? (
          <div className="kl-running-total">
            <label>
              <input
                type="checkbox"
                checked={runningTotal}
                onChange={(event) => setRunningTotal(event.target.checked)}
                data-testid="kl-running-total-on"
              />
              {t('solitaire.deal.runningTotal')}
            </label>
            {runningTotal ? (
              <span className="kl-running-total-now">
                <span data-testid="kl-running-total-now">
                  {t('solitaire.deal.runningTotalNow', { total: props.runningTotal })}
                </span>
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  onClick={props.onResetRunningTotal}
                  disabled={props.runningTotal === 0}
                  data-testid="kl-running-total-reset"
                >
                  {t('solitaire.deal.runningTotalReset')}
                </button>
              </span>
            ) : null}
          </div>
        ) : null}
      </ChoiceGroup>
      <label className="kl-left-handed">
        <input
          type="checkbox"
          checked={props.leftHanded}
          onChange={(event) => props.onLeftHanded(event.target.checked)}
          data-testid="kl-left-handed"
        />
        {t('solitaire.deal.leftHanded')}
      </label>
      <button
        type="button"
        className="btn btn-primary kl-tab-action"
        data-testid="kl-deal"
        disabled={props.disabled}
        onClick={() => props.onDeal({ draw, scoring, runningTotal })}
      >
        {t('solitaire.deal.start')}
      </button>
    </div>
  );
}

function DailyTab({ disabled, onSeated }: { disabled: boolean; onSeated(seat: Seated): void }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectUser);
  const [busy, setBusy] = useState(false);
  const [load] = useLoad(async () => {
    const reply = await dispatch(request('solitaireDailyToday', {}, { loading: false }));
    return reply?.contest ?? null;
  });
  const play = async () => {
    setBusy(true);
    const seat = await dispatch(playDaily());
    setBusy(false);
    if (seat) onSeated(seat);
  };
  return (
    <div className="kl-tab-body" data-testid="kl-daily">
      <Loading load={load}>
        {() => {
          if (load.state !== 'done') return null;
          const daily = load.value;
          const entry = daily.myEntry;
          if (entry === null || entry.status === 'playing') {
            return (
              <>
                <p>{t('solitaire.daily.intro')}</p>
                <p className="muted small">{t('solitaire.daily.players', { count: daily.entrants })}</p>
                <button
                  type="button"
                  className="btn btn-primary kl-tab-action"
                  onClick={() => void play()}
                  disabled={busy || (disabled && entry === null)}
                  data-testid="kl-daily-play"
                >
                  {entry === null ? t('solitaire.daily.play') : t('solitaire.daily.continue')}
                </button>
              </>
            );
          }
          return (
            <>
              <p className="kl-result-headline" data-testid="kl-daily-mine">
                {t('solitaire.daily.played', {
                  status: t(`solitaire.contest.entryStatus.${entry.status}`),
                  score: formatCount(entry.score ?? 0, i18n.language),
                  time: formatClock((entry.seconds ?? 0) * 1000),
                })}
              </p>
              <h3 className="kl-result-subtitle">{t('solitaire.daily.leaderboard')}</h3>
              <ContestResults contest={daily} meId={me?.id ?? null} />
              <p className="muted small">{t('solitaire.daily.tomorrow')}</p>
            </>
          );
        }}
      </Loading>
    </div>
  );
}

function ContestTab({ disabled, onSeated }: { disabled: boolean; onSeated(seat: Seated): void }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectUser);
  const [currency, setCurrency] = useState<ContestCurrency>('coins');
  const [draw, setDraw] = useState<SolitaireDraw>(1);
  const [seats, setSeats] = useState<ContestSize>(2);
  const [busy, setBusy] = useState(false);
  const [load] = useLoad(async () => {
    const reply = await dispatch(request('solitaireContests', {}, { loading: false, silent: true }));
    return reply?.open ?? null;
  });
  const waitingContest =
    load.state === 'done'
      ? load.value.find(
          (contest) =>
            contest.draw === draw &&
            contest.seats === seats &&
            contest.entryFee.currency === entryFeeCurrencyOf(currency) &&
            contest.status === 'open',
        )
      : undefined;
  const tokens = currency === 'tokens';
  const cash = currency === 'cash';
  const cost = cash ? CONTEST_CASH_ENTRY_CENTS : tokens ? CONTEST_TOKEN_ENTRY_FEE : CONTEST_ENTRY_FEE;
  // A token contest's places share coins the house puts up: as much per entrant as a coin contest's entry. A
  // cash contest's pot is $1.00 per entrant (the house matches the credits and bonus cash spent), in cents.
  const prizes = contestPrizes(
    seats,
    cash ? CONTEST_CASH_ENTRY_CENTS : tokens ? CONTEST_TOKEN_PURSE : CONTEST_ENTRY_FEE,
  );
  const balance = me
    ? cash
      ? me.credits + me.bonus_cash + me.cash_balance
      : tokens
        ? me.tokens
        : me.coins
    : null;
  const short = (tokens || cash) && balance !== null && balance < cost;
  // Cash play's checks (email, age, location, region): until they pass, the checklist shows instead of Join.
  const gated = cash && me?.cash_play?.allowed !== true;
  const join = async () => {
    setBusy(true);
    const seat = await dispatch(joinContest(draw, seats, currency));
    setBusy(false);
    if (seat) onSeated(seat);
  };
  return (
    <div className="kl-tab-body" data-testid="kl-contest">
      <p className="kl-choice-help">{t('solitaire.contest.intro')}</p>
      <ChoiceGroup<ContestCurrency>
        legend={t('solitaire.contest.currency')}
        name="kl-contest-currency"
        options={CONTEST_CURRENCIES}
        value={currency}
        onChange={setCurrency}
        label={(option) => t(`solitaire.contest.currencies.${option}`)}
      />
      <DrawChoice name="kl-contest-draw" value={draw} onChange={setDraw} />
      <ChoiceGroup<ContestSize>
        legend={t('solitaire.contest.seats')}
        name="kl-contest-seats"
        options={CONTEST_SIZES}
        value={seats}
        onChange={setSeats}
        label={(size) => t('solitaire.contest.players', { count: size })}
      />
      <dl className="kl-contest-terms">
        <div>
          <dt>{t('solitaire.contest.entry')}</dt>
          <dd data-testid="kl-contest-entry">
            {cash ? (
              <Money cents={CONTEST_CASH_ENTRY_CENTS} />
            ) : tokens ? (
              <Tokens amount={CONTEST_TOKEN_ENTRY_FEE} />
            ) : (
              <Coins amount={CONTEST_ENTRY_FEE} />
            )}
          </dd>
        </div>
        <div>
          <dt>{t('solitaire.contest.prize')}</dt>
          <dd data-testid="kl-contest-prize">
            {prizes.map((amount, index) => (
              <span key={amount} className="kl-prize">
                {prizes.length > 1 ? `${t('solitaire.contest.placeN', { place: index + 1 })} ` : null}
                {cash ? <Money cents={amount} /> : <Coins amount={amount} named={tokens} />}
              </span>
            ))}
          </dd>
        </div>
        {balance === null || !me ? null : (
          <div>
            <dt>{t('solitaire.contest.balance')}</dt>
            <dd data-testid="kl-contest-balance">
              {cash ? (
                // One figure per span: the row wraps between figures, never inside one.
                (
                  [
                    ['heldCash', me.cash_balance],
                    ['heldBonus', me.bonus_cash],
                    ['heldCredits', me.credits],
                  ] as const
                ).map(([key, cents]) => (
                  <span key={key} className="kl-held">
                    {t(`solitaire.contest.${key}`, { amount: formatMoney(cents, i18n.language) })}
                  </span>
                ))
              ) : tokens ? (
                <Tokens amount={balance} />
              ) : (
                <Coins amount={balance} />
              )}
            </dd>
          </div>
        )}
      </dl>
      {cash ? (
        <p className="muted small" data-testid="kl-contest-cash-terms">
          {short
            ? t('solitaire.contest.needCash', { cost: formatMoney(cost, i18n.language) })
            : t('solitaire.contest.cashTerms')}
        </p>
      ) : null}
      {tokens ? (
        <p className="muted small" data-testid="kl-contest-token-terms">
          {short ? t('solitaire.contest.needTokens', { count: cost }) : t('solitaire.contest.prizeInCoins')}
        </p>
      ) : null}
      {gated ? null : (
        <p className="muted small" data-testid="kl-contest-open">
          {waitingContest
            ? t('solitaire.contest.joined', { count: waitingContest.entrants, seats })
            : t('solitaire.contest.startsNew')}
        </p>
      )}
      {gated ? (
        // The steps still missing, each with the link that does it (and back here once done).
        <div className="kl-cash-gate" data-testid="kl-contest-cash-gate">
          <CashPlayChecklist />
        </div>
      ) : (
        <button
          type="button"
          className="btn btn-primary kl-tab-action"
          onClick={() => void join()}
          disabled={busy || disabled || short}
          aria-busy={busy}
          data-testid="kl-contest-join"
        >
          {cash
            ? t('solitaire.contest.joinCash', { cost: formatMoney(cost, i18n.language) })
            : tokens
              ? t('solitaire.contest.joinTokens', { count: cost })
              : t('solitaire.contest.join', { cost: formatCount(cost, i18n.language) })}
        </button>
      )}
    </div>
  );
}

function ContestDetail({ contestId, onBack }: { contestId: string; onBack(): void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectUser);
  const [load, reload] = useLoad(async () => {
    const reply = await dispatch(
      request('solitaireContest', { query: { contest_id: contestId } }, { loading: false }),
    );
    return reply?.contest ?? null;
  });
  return (
    <div className="kl-tab-body" data-testid="kl-contest-detail">
      <div className="kl-detail-bar">
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={onBack}
          data-testid="kl-detail-back"
        >
          ← {t('solitaire.contest.back')}
        </button>
        <button type="button" className="btn btn-ghost btn-small" onClick={reload}>
          {t('solitaire.contest.refresh')}
        </button>
      </div>
      <Loading load={load}>
        {() =>
          load.state === 'done' ? (
            <>
              <p className="kl-contest-line">
                <ContestTitle contest={load.value} />
                <StatusBadge contest={load.value} />
              </p>
              {load.value.status === 'settled' || load.value.status === 'refunded' ? null : (
                <p className="muted small">{t('solitaire.contest.waiting')}</p>
              )}
              <ContestResults contest={load.value} meId={me?.id ?? null} />
            </>
          ) : null
        }
      </Loading>
    </div>
  );
}

function ContestTitle({ contest }: { contest: SolitaireContest }) {
  const { t, i18n } = useTranslation();
  const when = new Date(contest.createdAt).toLocaleDateString(i18n.language, {
    month: 'short',
    day: 'numeric',
  });
  if (contest.kind === 'daily') return <strong>{t('solitaire.daily.title', { date: when })}</strong>;
  const title = t('solitaire.contest.title', {
    draw: contest.draw,
    count: contest.seats ?? contest.entrants,
    date: when,
  });
  const kind =
    contest.entryFee.currency === 'tokens'
      ? t('solitaire.contest.tokenContest')
      : contest.entryFee.currency === 'cash_balance'
        ? t('solitaire.contest.cashContest')
        : null;
  return <strong>{kind ? `${title} · ${kind}` : title}</strong>;
}

function StatusBadge({ contest }: { contest: SolitaireContest }) {
  const { t } = useTranslation();
  return (
    <span className={`kl-status kl-status-${contest.status}`} data-testid="kl-contest-status">
      {t(`solitaire.contest.status.${contest.status}`)}
    </span>
  );
}

function MyContestsTab() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState<string | null>(null);
  const [load] = useLoad(async () => {
    const reply = await dispatch(request('solitaireContests', {}, { loading: false }));
    return reply?.mine ?? null;
  });
  if (open) return <ContestDetail contestId={open} onBack={() => setOpen(null)} />;
  return (
    <div className="kl-tab-body" data-testid="kl-mine">
      <Loading load={load}>
        {() =>
          load.state === 'done' && load.value.length > 0 ? (
            <ul className="kl-mine-list">
              {load.value.map((contest) => {
                const entry = contest.myEntry;
                return (
                  <li key={contest.contest_id}>
                    <button
                      type="button"
                      className="kl-mine-row"
                      onClick={() => setOpen(contest.contest_id)}
                      data-testid={`kl-mine-${contest.contest_id}`}
                    >
                      <span className="kl-mine-main">
                        <ContestTitle contest={contest} />
                        <span className="muted small">
                          {entry?.place
                            ? t('solitaire.contest.placeN', { place: entry.place })
                            : t(`solitaire.contest.entryStatus.${entry?.status ?? 'playing'}`)}
                        </span>
                      </span>
                      <span className="kl-mine-side">
                        <StatusBadge contest={contest} />
                        {entry && entry.payout.amount > 0 ? (
                          <ContestAmount amount={entry.payout} size={16} />
                        ) : null}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="muted">{t('solitaire.contest.mineEmpty')}</p>
          )
        }
      </Loading>
    </div>
  );
}

export function PlayChooser({
  initialTab = 'free',
  initialFree,
  leftHanded,
  runningTotal,
  onResetRunningTotal,
  rankedInProgress,
  onLeftHanded,
  onDeal,
  onSeated,
  onClose,
}: PlayChooserProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ChooserTab>(initialTab);
  return (
    <Modal title={t('solitaire.play.title')} onClose={onClose} width={460} testId="kl-new-deal">
      <div className="kl-tabs" role="tablist" aria-label={t('solitaire.play.tabs')}>
        {CHOOSER_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={`kl-tab${tab === name ? ' kl-tab-on' : ''}`}
            onClick={() => setTab(name)}
            data-testid={`kl-tab-${name}`}
          >
            {t(`solitaire.play.${name}`)}
          </button>
        ))}
      </div>
      {rankedInProgress && (tab === 'free' || tab === 'contest' || tab === 'daily') ? (
        <p className="notice kl-ranked-note" data-testid="kl-ranked-in-progress">
          {t('solitaire.play.rankedInProgress')}
        </p>
      ) : null}
      <div role="tabpanel" className="kl-tab-panel">
        {tab === 'free' ? (
          <FreePlayTab
            initial={initialFree}
            leftHanded={leftHanded}
            runningTotal={runningTotal}
            onResetRunningTotal={onResetRunningTotal}
            onLeftHanded={onLeftHanded}
            onDeal={onDeal}
            disabled={rankedInProgress}
          />
        ) : null}
        {tab === 'daily' ? <DailyTab disabled={rankedInProgress} onSeated={onSeated} /> : null}
        {tab === 'contest' ? <ContestTab disabled={rankedInProgress} onSeated={onSeated} /> : null}
        {tab === 'mine' ? <MyContestsTab /> : null}
        {tab === 'stats' ? <SolitaireStatsPanel /> : null}
      </div>
    </Modal>
  );
}
