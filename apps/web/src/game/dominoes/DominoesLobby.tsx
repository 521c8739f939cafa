/**
 * /game/dominoes before a table: choose Draw Dominoes or Tiles on Fire and 2 or 4 players, then how to play
 * (spec §2 Play, as for spades): against the computer, against people (matched by mode and seat count; bots
 * fill seats nobody takes in time), or with friends by link and QR code. Visitors play a hand as guests.
 */
import type { DominoesMode } from '@cardroom/engine';
import { isGuest } from '@cardroom/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { HowToPlayGuide } from '../../guide/HowToPlayGuide.js';
import type { PlayKind } from '../../store/game-slice.js';
import { selectUser, useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { costOf, openTable } from '../game-thunks.js';
import { AccountPrompt, NotEnoughCoins, QuickGameToggle } from '../LobbyAccount.js';
import { kindButtonsFor } from '../LobbyKindButton.js';
import { DominoTile } from './DominoTile.js';
import '../lobby.css';
import './dominoes.css';

/** The ways a signed-in player opens a dominoes table, the first one the main choice. */
const KINDS = [
  { kind: 'bots', label: 'lobby.playBots', hint: 'dominoes.lobby.botsHint', testId: 'dom-start' },
  { kind: 'vs', label: 'lobby.playVs', hint: 'dominoes.lobby.vsHint', testId: 'dom-vs' },
  { kind: 'friendly', label: 'lobby.playFriend', hint: 'lobby.playFriendHint', testId: 'dom-friend' },
] as const;

const MODES: readonly DominoesMode[] = ['classic', 'tilesonfire'];
const SEATS = [2, 4] as const;
type SeatCount = (typeof SEATS)[number];

const CHOICE_KEY = 'dominoes.lobbyChoice';

/** The saved choice; a mode picked in the mode picker (`?mode=`) wins over the saved one. */
function readChoice(search: string): { mode: DominoesMode; seats: SeatCount } {
  const picked = new URLSearchParams(search).get('mode') as DominoesMode | null;
  const saved = readSavedChoice();
  return picked && MODES.includes(picked) ? { ...saved, mode: picked } : saved;
}

function readSavedChoice(): { mode: DominoesMode; seats: SeatCount } {
  try {
    const saved = JSON.parse(localStorage.getItem(CHOICE_KEY) ?? 'null') as {
      mode?: unknown;
      seats?: unknown;
    } | null;
    return {
      mode: MODES.includes(saved?.mode as DominoesMode) ? (saved?.mode as DominoesMode) : 'classic',
      seats: SEATS.includes(saved?.seats as SeatCount) ? (saved?.seats as SeatCount) : 2,
    };
  } catch {
    return { mode: 'classic', seats: 2 };
  }
}

function Radios<T extends string | number>({
  legend,
  name,
  options,
  value,
  label,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  label(option: T): string;
  onChange(option: T): void;
}) {
  return (
    <fieldset className="dom-choice">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={option === value ? 'dom-choice-on' : ''}>
          <input
            type="radio"
            name={name}
            checked={option === value}
            onChange={() => onChange(option)}
            data-testid={`${name}-${option}`}
          />
          {label(option)}
        </label>
      ))}
    </fieldset>
  );
}

export function DominoesLobby() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const user = useAppSelector(selectUser);
  const signedIn = useAppSelector((state) => state.session.accessToken !== null);
  const member = Boolean(user && signedIn && !isGuest(user));
  const [choice, setChoice] = useState(() => readChoice(search));
  const [busy, setBusy] = useState<PlayKind | null>(null);
  const [guideOpen, setGuideOpen] = useState(false);

  const choose = (next: Partial<typeof choice>) => {
    const merged = { ...choice, ...next };
    setChoice(merged);
    localStorage.setItem(CHOICE_KEY, JSON.stringify(merged));
  };

  // The screen shows the table once the reply is in the store (DominoesScreen).
  const start = async (kind: PlayKind) => {
    if (busy) return;
    setBusy(kind);
    await dispatch(openTable(kind, { map: 'dominoes', game_mode: choice.mode, seats: choice.seats }));
    setBusy(null);
  };

  const kindButton = kindButtonsFor(busy, (chosen) => void start(chosen));

  return (
    <div className="dom-lobby" data-testid="dominoes-lobby">
      <div className="dom-lobby-art" aria-hidden="true">
        <DominoTile a={6} b={6} upright size={34} />
        <DominoTile a={6} b={3} size={34} />
        <DominoTile a={3} b={5} size={34} />
      </div>
      <p>{t('dominoes.lobby.intro')}</p>
      <Radios
        legend={t('dominoes.lobby.mode')}
        name="dom-mode"
        options={MODES}
        value={choice.mode}
        label={(mode) => t(`modes.dominoes.${mode}.name`)}
        onChange={(mode) => choose({ mode })}
      />
      <p className="dom-lobby-mode-text">{t(`modes.dominoes.${choice.mode}.description`)}</p>
      <Radios
        legend={t('dominoes.lobby.seats')}
        name="dom-seats"
        options={SEATS}
        value={choice.seats}
        label={(count) => t('dominoes.lobby.seatCount', { count })}
        onChange={(seats) => choose({ seats })}
      />
      {member && user ? (
        <section className="lobby" aria-label={t('lobby.tables')}>
          <NotEnoughCoins coins={user.coins} />
          <QuickGameToggle hint={t('dominoes.lobby.quickHint')} testId="dom-quick" />
          <div className="lobby-kinds">
            {KINDS.map(({ kind, label, hint, testId }) => {
              const cost = costOf(kind);
              return kindButton(kind, t(label), t(hint), testId, {
                primary: kind === 'bots',
                short: cost > user.coins,
                cost,
              });
            })}
          </div>
        </section>
      ) : (
        <section className="lobby">
          <div className="lobby-kinds lobby-kinds-guest">
            {kindButton('guest', t('lobby.playGuest'), t('lobby.playGuestHint'), 'dom-guest', {
              primary: true,
              cost: 0,
            })}
          </div>
          <AccountPrompt />
        </section>
      )}
      <div className="dom-lobby-actions">
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => setGuideOpen(true)}
          data-testid="dom-guide"
        >
          {t('dominoes.lobby.howToPlay')}
        </button>
      </div>
      {guideOpen ? (
        <HowToPlayGuide
          mode={choice.mode === 'tilesonfire' ? 'tilesonfire' : 'drawdominoes'}
          onClose={() => setGuideOpen(false)}
        />
      ) : null}
    </div>
  );
}
