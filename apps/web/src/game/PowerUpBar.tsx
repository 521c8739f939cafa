/**
 * The power-ups a person holds, at a free-play Spades or Dominoes table on their turn (issue 14). Bot's advice
 * shows the move the bot would make from the player's own view (the Spades table also lights the card up);
 * Extra time adds 30 s to the turn clock, and the table's next state shows the new deadline. Each tap names
 * its request: when a reply was lost, the next tap of the same power-up sends the same id, so it is spent once.
 * Nothing shows at ranked, prize or contest tables, or when the person holds none.
 */
import { type Card, cardLabel } from '@cardroom/engine';
import {
  type GameData,
  POWER_UP_IDS,
  type PowerUpAdvice,
  type PowerUpId,
  type PowerUpStock,
} from '@cardroom/protocol';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/errors.js';
import { describeError } from '../api/handle-error.js';
import { request } from '../api/request.js';
import { useAppDispatch } from '../store/hooks.js';
import './power-ups.css';

/** A fresh id per tap (a seam for tests). */
export const powerUpRequestIds = {
  next(): string {
    return crypto.randomUUID();
  },
};

const POWER_UP_MAPS = new Set(['spades', 'dominoes']);

/** The advice in words: "bid 4", "play Q♥", "play 6-3 on the east end". */
export function describeAdvice(t: TFunction, advice: PowerUpAdvice): string {
  if (advice.map === 'spades') {
    const { action } = advice;
    if (action.type === 'see') return t('powerUpBar.moves.see');
    if (action.type === 'play') return t('powerUpBar.moves.play', { card: cardLabel(action.card as Card) });
    if (action.bid === 0) return t(action.blind ? 'powerUpBar.moves.blindNil' : 'powerUpBar.moves.nil');
    return t('powerUpBar.moves.bid', { bid: action.bid });
  }
  const { action } = advice;
  if (action.type === 'draw') return t('powerUpBar.moves.draw');
  if (action.type === 'pass') return t('powerUpBar.moves.pass');
  const [a, b] = action.tile.split('-');
  return t('powerUpBar.moves.tile', {
    tile: t('dominoes.table.tile', { a, b }),
    end: t(`dominoes.table.ends.${action.end}`),
  });
}

type Notice = { tone: 'ok' | 'error'; text: string };

export interface PowerUpBarProps {
  game: GameData;
  myTurn: boolean;
  /** The advice to light up on the table (null when the turn is over). */
  onAdvice?(advice: PowerUpAdvice | null): void;
}

export function PowerUpBar({ game, myTurn, onAdvice }: PowerUpBarProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const [stock, setStock] = useState<PowerUpStock | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [unanswered, setUnanswered] = useState<{ id: PowerUpId; requestId: string } | null>(null);
  const offered = game.freePlay === true && POWER_UP_MAPS.has(game.map);

  useEffect(() => {
    if (!offered) return;
    let live = true;
    void dispatch(request('storePowerUps', {}, { loading: false, silent: true })).then((reply) => {
      if (live && reply) setStock(reply.stock);
    });
    return () => {
      live = false;
    };
  }, [dispatch, offered]);

  // A turn's advice and notices end with the turn.
  useEffect(() => {
    if (myTurn) return;
    setNotice(null);
    onAdvice?.(null);
  }, [myTurn, onAdvice]);

  if (!offered || !stock || !myTurn) return null;
  const held = POWER_UP_IDS.filter((id) => (stock[id] ?? 0) > 0);
  if (held.length === 0) return null;

  const use = async (id: PowerUpId) => {
    const requestId = unanswered?.id === id ? unanswered.requestId : powerUpRequestIds.next();
    setBusy(true);
    setNotice(null);
    let thrown: unknown = null;
    const reply = await dispatch(
      request(
        'gameUsePowerUp',
        { body: { game_id: game.game_id, power_up_id: id, request_id: requestId } },
        { loading: false, silent: true, onError: (error) => (thrown = error) },
      ),
    );
    setBusy(false);
    if (!reply) {
      const lost = !isApiError(thrown) || thrown.code === 'NETWORK_ERROR' || thrown.status >= 500;
      setUnanswered(lost ? { id, requestId } : null);
      setNotice({ tone: 'error', text: lost ? t('store.powerUps.lost') : describeError(thrown) });
      return;
    }
    setUnanswered(null);
    setStock(reply.stock);
    if (reply.advice) {
      onAdvice?.(reply.advice);
      setNotice({ tone: 'ok', text: t('powerUpBar.advice', { move: describeAdvice(t, reply.advice) }) });
    } else if (reply.turnDeadline) {
      const time = new Date(reply.turnDeadline).toLocaleTimeString(i18n.language, { timeStyle: 'medium' });
      setNotice({ tone: 'ok', text: t('powerUpBar.extended', { time }) });
    }
  };

  return (
    <fieldset className="power-up-bar" aria-label={t('powerUpBar.label')} data-testid="power-up-bar">
      {held.map((id) => (
        <button
          key={id}
          type="button"
          className="btn btn-small btn-ghost"
          disabled={busy}
          onClick={() => void use(id)}
          data-testid={`power-up-${id}`}
        >
          {t(`powerUpBar.use.${id}`, { count: stock[id] ?? 0 })}
        </button>
      ))}
      {notice ? <PowerUpNotice notice={notice} /> : null}
    </fieldset>
  );
}

function PowerUpNotice({ notice }: { notice: Notice }) {
  return (
    <p
      className={notice.tone === 'ok' ? 'power-up-notice' : 'power-up-notice power-up-notice-error'}
      role={notice.tone === 'ok' ? 'status' : 'alert'}
      data-testid="power-up-notice"
    >
      {notice.text}
    </p>
  );
}
