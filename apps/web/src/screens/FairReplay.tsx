/**
 * The fair page's replay of one hand, when its link names the game: each seat's bid and the tricks in order
 * (prev/next, one trick at a time so a phone shows four cards and no scrolling), the winner highlighted; a
 * solitaire deal is stepped through on its own table (KlondikeReplay), a dominoes game move by move with every
 * hand face up (DominoesReplay).
 * The log comes from GET /game/replay; the server answers only finished games, so nothing here can show a
 * hand still in play. Failures stay on this section (silent request): a GAME_NOT_FOUND here must not clear
 * the table the player may be seated at, as the shared error handler would.
 */
import { type Bid, cardLabel } from '@cardroom/engine';
import type { GameReplay, SpadesReplay } from '@cardroom/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/errors.js';
import { request } from '../api/request.js';
import { PlayingCard } from '../components/PlayingCard.js';
import { toProtocolCard } from '../game/cards.js';
import { DominoesReplay } from '../game/dominoes/DominoesReplay.js';
import { type ReplayHand, replayHands } from '../game/replay-hands.js';
import { localizeServerError } from '../i18n/server-errors.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { KlondikeReplay } from './KlondikeReplay.js';

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; replay: GameReplay };

function useReplay(gameId: string, signedIn: boolean): Load {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    setLoad({ state: 'loading' });
    let message = t('replay.failed');
    void dispatch(
      request(
        'gameReplay',
        { query: { game_id: gameId } },
        {
          loading: false,
          silent: true,
          onError: (error) => {
            if (isApiError(error)) message = localizeServerError(error.code, error.message, i18n.language);
          },
        },
      ),
    ).then((reply) => {
      if (!current) return;
      if (reply) setLoad({ state: 'ready', replay: reply.replay });
      else setLoad({ state: 'failed', message });
    });
    return () => {
      current = false;
    };
  }, [gameId, signedIn, dispatch, t, i18n.language]);
  return load;
}

function BidText({ bid }: { bid: Bid | null }) {
  const { t } = useTranslation();
  if (!bid) return <>{t('replay.noBid')}</>;
  if (bid.value === 0) return <>{bid.blind ? t('replay.blindNil') : t('replay.nil')}</>;
  return (
    <>{bid.firestorm ? t('replay.firestorm', { bid: bid.value }) : t('replay.bid', { bid: bid.value })}</>
  );
}

function HandReplay({ replay, hand }: { replay: SpadesReplay; hand: ReplayHand }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const nameOf = (seat: number) => {
    const row = replay.seats.find((candidate) => candidate.seat === seat);
    if (!row) return t('fair.seat', { seat: seat + 1 });
    return row.bot ? t('replay.bot', { name: row.username }) : row.username;
  };
  const trickIndex = Math.min(shown, Math.max(0, hand.tricks.length - 1));
  const trick = hand.tricks[trickIndex];
  return (
    <>
      <h3>{t('replay.bids')}</h3>
      <ul className="replay-bids" data-testid="replay-bids">
        {hand.bids.map((bid, seat) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the seats are fixed positions
          <li key={seat} data-testid={`replay-bid-${seat}`}>
            <span className="replay-name">{nameOf(seat)}</span>
            <span>
              <BidText bid={bid} />
              {' · '}
              {t('replay.took', { count: hand.tricks.filter((won) => won.winner === seat).length })}
            </span>
          </li>
        ))}
      </ul>
      {trick ? (
        <>
          <div className="replay-trick-nav">
            <button
              type="button"
              className="btn btn-small"
              onClick={() => setShown(trickIndex - 1)}
              disabled={trickIndex === 0}
              aria-label={t('replay.previous')}
              data-testid="replay-previous"
            >
              ‹
            </button>
            <h3 data-testid="replay-trick-number">
              {t('replay.trick', { trick: trickIndex + 1, count: hand.tricks.length })}
            </h3>
            <button
              type="button"
              className="btn btn-small"
              onClick={() => setShown(trickIndex + 1)}
              disabled={trickIndex === hand.tricks.length - 1}
              aria-label={t('replay.next')}
              data-testid="replay-next"
            >
              ›
            </button>
          </div>
          <ol className="replay-plays" data-testid="replay-trick">
            {trick.plays.map((play, index) => {
              const data = toProtocolCard(play.card);
              const won = play.seat === trick.winner;
              return (
                <li
                  key={play.card}
                  className={won ? 'replay-play replay-winner' : 'replay-play'}
                  data-winner={won ? 'true' : undefined}
                  data-seat={play.seat}
                >
                  <PlayingCard suit={data.suit} value={data.value} width={52} label={cardLabel(play.card)} />
                  <span className="replay-name">{nameOf(play.seat)}</span>
                  <span className="replay-tag">
                    {won ? t('replay.wins') : index === 0 ? t('replay.leads') : '\u00a0'}
                  </span>
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
    </>
  );
}

export function FairReplay({ gameId, hand }: { gameId: string; hand: number }) {
  const { t } = useTranslation();
  const signedIn = useAppSelector((state) => state.session.accessToken !== null);
  const load = useReplay(gameId, signedIn);
  const hands = useMemo(
    () => (load.state === 'ready' && load.replay.map === 'spades' ? replayHands(load.replay) : []),
    [load],
  );
  const shownHand = hands[hand];

  return (
    <section className="fair-replay card" data-testid="fair-replay" aria-labelledby="fair-replay-title">
      <h2 id="fair-replay-title">{t('replay.title')}</h2>
      {!signedIn ? (
        <p className="muted">{t('replay.signIn')}</p>
      ) : load.state === 'loading' ? (
        <p className="muted">{t('replay.loading')}</p>
      ) : load.state === 'failed' ? (
        <p className="notice notice-error" data-testid="replay-error">
          {load.message}
        </p>
      ) : load.replay.map === 'solitaire' ? (
        <KlondikeReplay replay={load.replay} />
      ) : load.replay.map === 'dominoes' ? (
        <DominoesReplay replay={load.replay} />
      ) : shownHand ? (
        <>
          <p className="muted">{t('replay.intro')}</p>
          {/* Keyed by hand: another hand starts at its first trick. */}
          <HandReplay key={hand} replay={load.replay} hand={shownHand} />
        </>
      ) : (
        <p className="muted">{t('replay.noHand')}</p>
      )}
    </section>
  );
}
