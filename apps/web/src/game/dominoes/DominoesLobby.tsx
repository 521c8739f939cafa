/**
 * /game/dominoes before a table: choose Draw Dominoes or Tiles on Fire and 2 or 4 players, then a table
 * against bots is created (POST /game/create with map 'dominoes' and `seats`) and the screen shows it.
 */
import type { DominoesMode } from '@cardroom/engine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { request } from '../../api/request.js';
import { HowToPlayGuide } from '../../guide/HowToPlayGuide.js';
import { gameLoaded } from '../../store/game-slice.js';
import { useAppDispatch } from '../../store/hooks.js';
import { sessionStarted } from '../../store/session-slice.js';
import { newClientSeed } from '../client-seed.js';
import { DominoTile } from './DominoTile.js';
import './dominoes.css';

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
  const [choice, setChoice] = useState(() => readChoice(search));
  const [busy, setBusy] = useState(false);
  const [guideOpen, setGuideOpen] = useState(false);

  const choose = (next: Partial<typeof choice>) => {
    const merged = { ...choice, ...next };
    setChoice(merged);
    localStorage.setItem(CHOICE_KEY, JSON.stringify(merged));
  };

  const start = async () => {
    setBusy(true);
    const reply = await dispatch(
      request('gameCreate', {
        body: {
          type: 'bots',
          map: 'dominoes',
          game_mode: choice.mode,
          seats: choice.seats,
          clientSeed: newClientSeed(),
        },
      }),
    );
    setBusy(false);
    if (!reply) return;
    dispatch(sessionStarted(reply));
    dispatch(gameLoaded(reply));
  };

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
      <div className="dom-lobby-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() => void start()}
          data-testid="dom-start"
        >
          {busy ? t('dominoes.lobby.starting') : t('dominoes.lobby.start')}
        </button>
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
