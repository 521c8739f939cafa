/**
 * /prize-pools (issue 14): the open Spades prize pools grouped by ticket tier (bronze, silver, gold, VIP),
 * each with its entry ticket, prize and entrants so far against the seats; the player's tickets of every
 * tier; Join with a ticket of the pool's tier (none: the store's tickets are offered), Leave while waiting
 * (the ticket comes back). When the last seat fills the server seats the entrants at a table: the screen
 * loads it as the lobby does and goes to /game. The pools list is polled while the player waits. The server
 * says which pool the player is in (`myEntries`): the one waiting shows "You are in" and Leave, one that
 * started offers "Go to your table", and the finished ones (and those left) are listed as the results.
 */
import { isGuest, type PrizePool, type PrizePoolEntry, TICKET_TIERS } from '@cardroom/protocol';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../api/errors.js';
import { describeError } from '../api/handle-error.js';
import { request } from '../api/request.js';
import { CurrencyIcon } from '../components/CurrencyIcon.js';
import { formatCount, formatDate } from '../components/format.js';
import { newClientSeed } from '../game/client-seed.js';
import { loadTable } from '../game/game-thunks.js';
import { selectLoggedIn, selectUser, useAppDispatch, useAppSelector } from '../store/hooks.js';
import type { AppThunk } from '../store/index.js';
import { userUpdated } from '../store/session-slice.js';
import { amountLabel } from './store/store-format.js';
import './prize-pools/texts.js';
import './prize-pools/prize-pools.css';
import './store/store.css';

/** How often the list is asked again while the player waits in a pool (the client allows 5 calls a second). */
export const POLL_MS = 5000;

type Tier = (typeof TICKET_TIERS)[number];
type Group = Tier | 'other';

const TIER_CODES: Record<string, Tier> = {
  REQUIRES_TICKET_BRONZE: 'bronze',
  REQUIRES_TICKET_SILVER: 'silver',
  REQUIRES_TICKET_GOLD: 'gold',
  REQUIRES_TICKET_VIP: 'vip',
};

function tierOf(pool: PrizePool): Group {
  const tier = pool.entryFee.currency.startsWith('ticket_') ? pool.entryFee.currency.slice(7) : '';
  return (TICKET_TIERS as readonly string[]).includes(tier) ? (tier as Tier) : 'other';
}

/** Loads the player's table as the lobby does; true when it is a live one (the screen then goes to /game). */
function loadLiveTable(): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const loaded = await dispatch(loadTable());
    const gameData = getState().game.gameData;
    return loaded === 'done' && gameData !== null && !gameData.hasFinished;
  };
}

/** What the last action said; `poolId`: shown in that pool's card, where the player tapped. */
type Notice = { tone: 'ok' | 'error'; text: string; store?: boolean; poolId?: string };

function NoticeView({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  return (
    <div
      className={notice.tone === 'ok' ? 'notice store-ok' : 'notice notice-error'}
      role={notice.tone === 'ok' ? 'status' : 'alert'}
      data-testid="pools-notice"
    >
      <p>{notice.text}</p>
      {notice.store ? (
        <Link className="btn btn-small" to="/store" data-testid="pools-notice-store">
          {t('prizePools.getTickets')}
        </Link>
      ) : null}
    </div>
  );
}

function PoolCard({
  pool,
  notice,
  entered,
  canJoin,
  busy,
  onJoin,
  onLeave,
}: {
  pool: PrizePool;
  notice: Notice | null;
  entered: boolean;
  canJoin: boolean;
  busy: boolean;
  onJoin: () => void;
  onLeave: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const entry = amountLabel(t, pool.entryFee, lang);
  const prize = amountLabel(t, pool.prize, lang);
  const missing = Math.max(0, pool.maxEntrants - pool.entrants);
  const prizeIcon =
    pool.prize.currency === 'gems' ? 'gems' : pool.prize.currency === 'gold' ? 'gold' : 'coins';
  return (
    <li className={entered ? 'pp-pool pp-entered' : 'pp-pool'} data-testid={`pool-${pool.prizepool_id}`}>
      {entered ? <span className="store-badge">{t('prizePools.youAreIn')}</span> : null}
      <strong className="pp-pool-name">{pool.name}</strong>
      <dl className="pp-facts">
        <div>
          <dt>{t('prizePools.prize')}</dt>
          <dd data-testid="pool-prize">
            <CurrencyIcon kind={prizeIcon} size={18} />
            {prize}
          </dd>
        </div>
        <div>
          <dt>{t('prizePools.entry')}</dt>
          <dd data-testid="pool-entry">
            <CurrencyIcon kind="ticket" size={18} />
            {entry}
          </dd>
        </div>
      </dl>
      <div className="pp-seats">
        <progress max={pool.maxEntrants} value={pool.entrants} aria-hidden="true" />
        <span data-testid="pool-entrants">
          {t('prizePools.entrants', {
            count: pool.entrants,
            max: pool.maxEntrants,
          })}
        </span>
        {missing > 0 ? <span className="muted">{t('prizePools.waitingFor', { count: missing })}</span> : null}
      </div>
      {notice ? <NoticeView notice={notice} /> : null}
      {entered ? (
        <button
          type="button"
          className="btn btn-block"
          disabled={busy}
          onClick={onLeave}
          data-testid={`pool-leave-${pool.prizepool_id}`}
        >
          {t('prizePools.leave')}
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={busy || !canJoin}
          onClick={onJoin}
          aria-label={t('prizePools.joinLabel', { name: pool.name, entry })}
          data-testid={`pool-join-${pool.prizepool_id}`}
        >
          {t('prizePools.join')}
        </button>
      )}
    </li>
  );
}

function PlayingCard({ entry, busy, onGo }: { entry: PrizePoolEntry; busy: boolean; onGo: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="card pp-playing" data-testid="pools-playing">
      <h2>{t('prizePools.playing.title')}</h2>
      <p>{t('prizePools.playing.text', { name: entry.name })}</p>
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={busy}
        onClick={onGo}
        data-testid="pools-go-table"
      >
        {t('prizePools.playing.go')}
      </button>
    </section>
  );
}

function resultText(t: TFunction, entry: PrizePoolEntry): string {
  if (entry.status === 'left') return t('prizePools.results.left');
  if (entry.outcome === 'win') return t('prizePools.results.won');
  if (entry.outcome === 'loss') return t('prizePools.results.lost');
  if (entry.outcome === 'draw') return t('prizePools.results.draw');
  return t('prizePools.results.pending');
}

function ResultsCard({ entries }: { entries: PrizePoolEntry[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <section className="card" data-testid="pools-results">
      <h2>{t('prizePools.results.title')}</h2>
      <ul className="pp-results">
        {entries.map((entry) => (
          <li
            key={`${entry.prizepool_id}-${entry.entered_at}`}
            className={`pp-result pp-result-${entry.status === 'left' ? 'left' : (entry.outcome ?? 'pending')}`}
            data-testid="pools-result"
          >
            <strong className="pp-pool-name">{entry.name}</strong>
            <span className="muted" data-testid="pools-result-date">
              {formatDate(entry.entered_at, lang)}
            </span>
            <span data-testid="pools-result-outcome">{resultText(t, entry)}</span>
            {entry.status === 'done' && entry.payout ? (
              <span className="pp-result-payout" data-testid="pools-result-payout">
                {t('prizePools.results.payout', { amount: amountLabel(t, entry.payout, lang) })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function AccountPrompt({ guest }: { guest: boolean }) {
  const { t } = useTranslation();
  return (
    <section
      className="card store-prompt"
      data-testid={guest ? 'pools-guest-prompt' : 'pools-visitor-prompt'}
    >
      <p>{guest ? t('prizePools.guestPrompt') : t('prizePools.visitorPrompt')}</p>
      <div className="button-row">
        {guest ? null : (
          <Link className="btn btn-primary" to="/auth/login">
            {t('nav.login')}
          </Link>
        )}
        <Link className={guest ? 'btn btn-primary' : 'btn btn-ghost'} to="/auth/register">
          {t('nav.register')}
        </Link>
      </div>
    </section>
  );
}

export function PrizePoolsScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const signedIn = useAppSelector(selectLoggedIn) && user !== null;
  const member = signedIn && user !== null && !isGuest(user);
  const userId = user?.id ?? null;
  const gameData = useAppSelector((state) => state.game.gameData);
  const [pools, setPools] = useState<PrizePool[] | null>(null);
  /** The player's latest entries as the server lists them, newest first. */
  const [entries, setEntries] = useState<PrizePoolEntry[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  /** The pool the player was last seen waiting in: its start (or end) is noticed when it stops waiting. */
  const [watched, setWatched] = useState<string | null>(null);
  /** The player's table is being loaded (or was): a live one takes the player to /game. */
  const [going, setGoing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Another account on this device: forget what the last one was doing (reset while rendering, as React advises).
  const [shownFor, setShownFor] = useState(userId);
  if (shownFor !== userId) {
    setShownFor(userId);
    setEntries(null);
    setWatched(null);
    setGoing(false);
    setNotice(null);
  }

  const entered = entries?.find((entry) => entry.status === 'entered')?.prizepool_id ?? null;
  const playing = entries?.find((entry) => entry.status === 'playing') ?? null;
  const results = entries?.filter((entry) => entry.status === 'done' || entry.status === 'left') ?? [];

  const load = useCallback(async () => {
    const reply = await dispatch(request('spadesGetPrizePools', {}, { loading: false, silent: true }));
    if (!reply) {
      setLoadFailed(true);
      return null;
    }
    setLoadFailed(false);
    setPools(reply.prizePools);
    setEntries(reply.myEntries);
    return reply.prizePools;
  }, [dispatch]);

  /** The pool started: the server seated its entrants; load the table as the lobby does (the effect goes). */
  const goToTable = useCallback(async () => {
    setGoing(true);
    if (await dispatch(loadLiveTable())) return;
    setGoing(false);
    setNotice({ tone: 'error', text: t('prizePools.playing.over') });
    void load();
  }, [dispatch, load, t]);

  useEffect(() => {
    if (member) void load();
  }, [member, load]);

  // The pool the player waited in stopped waiting: it started its table (go to it) or closed.
  useEffect(() => {
    if (!entries) return;
    if (entered) {
      setWatched(entered);
      return;
    }
    if (!watched) return;
    setWatched(null);
    const entry = entries.find((item) => item.prizepool_id === watched);
    if (entry?.status === 'playing') void goToTable();
    else if (!entry) setNotice((shown) => shown ?? { tone: 'error', text: t('prizePools.closed') });
  }, [entries, entered, watched, goToTable, t]);

  // A live table (the pool's, announced by the server while waiting, or loaded above) takes the player to it.
  useEffect(() => {
    if (!(going || entered) || !gameData || gameData.hasFinished) return;
    setGoing(false);
    setWatched(null);
    setNotice({ tone: 'ok', text: t('prizePools.starting') });
    void navigate('/game');
  }, [going, entered, gameData, navigate, t]);

  // While waiting, the list is asked again so the entrants count moves and the start is noticed.
  useEffect(() => {
    if (!entered || !member) return;
    const timer = window.setInterval(() => void load(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [entered, member, load]);

  const join = async (pool: PrizePool) => {
    setBusy(true);
    setNotice(null);
    let thrown: unknown = null;
    const reply = await dispatch(
      request(
        'spadesJoinPrizePool',
        { body: { prizepool_id: pool.prizepool_id, clientSeed: newClientSeed() } },
        { onError: (error) => (thrown = error) },
      ),
    );
    setBusy(false);
    if (!reply) {
      const code = isApiError(thrown) ? thrown.code : '';
      const tier = TIER_CODES[code];
      if (tier) {
        setNotice({
          tone: 'error',
          text: t('prizePools.noTicket', { entry: amountLabel(t, pool.entryFee, lang), name: pool.name }),
          store: true,
          poolId: pool.prizepool_id,
        });
      } else {
        setNotice({ tone: 'error', text: describeError(thrown), poolId: pool.prizepool_id });
        if (code === 'GAME_FULL' || code === 'GAME_ALREADY_STARTED' || code === 'PRIZE_POOL_NOT_FOUND')
          void load();
      }
      return;
    }
    dispatch(userUpdated(reply.userData));
    // Shown at once; the list asked below says the same (or that the pool already started).
    setEntries((shown) => [
      {
        prizepool_id: pool.prizepool_id,
        name: pool.name,
        status: 'entered',
        game_id: null,
        outcome: null,
        payout: null,
        entered_at: new Date().toISOString(),
      },
      ...(shown ?? []),
    ]);
    setNotice({ tone: 'ok', text: t('prizePools.joined', { name: pool.name }), poolId: pool.prizepool_id });
    // The last seat starts the table at once: the entry comes back 'playing', and the effect above goes.
    void load();
  };

  const leave = async (pool: PrizePool) => {
    setBusy(true);
    setNotice(null);
    let thrown: unknown = null;
    const reply = await dispatch(
      request('spadesLeavePrizePool', { body: {} }, { onError: (error) => (thrown = error) }),
    );
    setBusy(false);
    if (reply) {
      dispatch(userUpdated(reply.userData));
      setWatched(null);
      setEntries((shown) =>
        (shown ?? []).map((entry) =>
          entry.prizepool_id === pool.prizepool_id && entry.status === 'entered'
            ? { ...entry, status: 'left' as const }
            : entry,
        ),
      );
      setNotice({ tone: 'ok', text: t('prizePools.left', { name: pool.name }), poolId: pool.prizepool_id });
      void load();
      return;
    }
    const code = isApiError(thrown) ? thrown.code : '';
    if (code === 'GAME_ALREADY_STARTED') void goToTable();
    else if (code === 'PRIZE_POOL_NOT_FOUND') void load();
    setNotice({ tone: 'error', text: describeError(thrown), poolId: pool.prizepool_id });
  };

  const tickets = user?.tickets;
  const groups: Group[] = [...TICKET_TIERS];
  if (pools?.some((pool) => tierOf(pool) === 'other')) groups.push('other');

  return (
    <section className="screen store prize-pools" data-testid="prize-pools-screen">
      <h1>{t('prizePools.title')}</h1>
      <p className="muted">{t('prizePools.intro')}</p>
      {signedIn && user && isGuest(user) ? <AccountPrompt guest /> : null}
      {signedIn ? null : <AccountPrompt guest={false} />}
      {member && tickets ? (
        <section className="card">
          <h2>{t('prizePools.yourTickets')}</h2>
          <ul className="store-balances" data-testid="pools-tickets">
            {TICKET_TIERS.map((tier) => (
              <li key={tier} data-testid={`pools-tickets-${tier}`}>
                <CurrencyIcon kind="ticket" />
                <span className="store-balance-label">{t(`prizePools.ticketsOf.${tier}`)}</span>
                <strong>{formatCount(tickets[tier], lang)}</strong>
              </li>
            ))}
          </ul>
          <p className="muted pp-earn">
            {t('prizePools.earnTickets')}{' '}
            <Link to="/store" data-testid="pools-store-link">
              {t('prizePools.getTickets')}
            </Link>
          </p>
        </section>
      ) : null}
      {notice && !notice.poolId ? <NoticeView notice={notice} /> : null}
      {member && playing ? (
        <PlayingCard entry={playing} busy={busy || going} onGo={() => void goToTable()} />
      ) : null}
      {member ? (
        <section className="card" data-testid="pools-list">
          {pools === null ? (
            loadFailed ? (
              <div className="notice notice-error" data-testid="pools-load-failed">
                <p>{t('prizePools.loadFailed')}</p>
                <button type="button" className="btn btn-small" onClick={() => void load()}>
                  {t('prizePools.retry')}
                </button>
              </div>
            ) : (
              <p className="muted">{t('prizePools.loading')}</p>
            )
          ) : (
            groups.map((group) => {
              const shown = pools.filter((pool) => tierOf(pool) === group);
              return (
                <section key={group} className="store-group" data-testid={`pools-tier-${group}`}>
                  <h3>{t(`prizePools.tiers.${group}`)}</h3>
                  {shown.length === 0 ? (
                    <p className="muted">{t('prizePools.noPools')}</p>
                  ) : (
                    <ul className="pp-pools">
                      {shown.map((pool) => (
                        <PoolCard
                          key={pool.prizepool_id}
                          pool={pool}
                          notice={notice?.poolId === pool.prizepool_id ? notice : null}
                          entered={entered === pool.prizepool_id}
                          canJoin={entered === null}
                          busy={busy}
                          onJoin={() => void join(pool)}
                          onLeave={() => void leave(pool)}
                        />
                      ))}
                    </ul>
                  )}
                </section>
              );
            })
          )}
          <p className="muted pp-payout">{t('prizePools.payout')}</p>
        </section>
      ) : null}
      {member && results.length > 0 ? <ResultsCard entries={results} /> : null}
    </section>
  );
}
