/**
 * The in-game bottom bar (spec §2, spades only): Exit game (with confirmation), Help (the mode's
 * how-to-play guide), the player's avatar (badge: books won) opening the player card, Send reaction
 * (chat) and Settings.
 */
import type { SpadesView } from '@cardroom/engine';
import type { GameData, PlayerData } from '@cardroom/protocol';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../components/Avatar.js';
import { AvatarFrame } from '../components/AvatarFrame.js';
import { Icon } from '../components/Icon.js';
import { Modal } from '../components/Modal.js';
import { guideModeFor } from '../guide/guide-modes.js';
import { HowToPlayGuide } from '../guide/HowToPlayGuide.js';
import { findEntry } from '../screens/game-modes.js';
import { ExitGameDialog } from '../shell/ExitGameDialog.js';
import { SettingsPanel } from '../shell/SettingsPanel.js';
import { ChatPanel } from './ChatPanel.js';
import './table-bar.css';

type Panel = 'exit' | 'help' | 'player' | 'chat' | 'settings';

function PlayerCard({
  game,
  me,
  view,
  onClose,
}: {
  game: GameData;
  me: PlayerData;
  view: SpadesView | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const entry = findEntry(game);
  const bid = view?.bids[me.seat] ?? null;
  const books = view?.tricksBySeat[me.seat] ?? me.tricksWon.length;
  const rows: [string, string, string][] = [
    ['username', t('playerCard.username'), me.username],
    ['game-id', t('playerCard.gameId'), game.game_id],
    ['players', t('playerCard.players'), `${game.people}/${game.maxPeople}`],
    ['mode', t('playerCard.mode'), t(`${entry.key}.name`)],
    [
      'bid',
      t('playerCard.bid'),
      bid
        ? bid.value === 0
          ? t('table.nil')
          : String(bid.value)
        : me.bid === null
          ? t('playerCard.none')
          : String(me.bid),
    ],
    ['books', t('playerCard.books'), String(books)],
    ['firestorm', t('playerCard.firestorm'), me.declaredFirestorm ? t('playerCard.yes') : t('playerCard.no')],
    ['score', t('playerCard.score'), String(me.score)],
  ];
  return (
    <Modal title={t('playerCard.title')} onClose={onClose} width={360} testId="player-card">
      <div className="player-card-head">
        <AvatarFrame skin={me.skins?.frame}>
          <Avatar name={me.username} src={me.avatar} size={56} />
        </AvatarFrame>
        <strong>{me.username}</strong>
      </div>
      <dl className="player-card">
        {rows.map(([key, label, value]) => (
          <div key={key} className={`player-card-${key}`} data-testid={`player-card-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}

export function TableBottomBar({
  game,
  me,
  view,
}: {
  game: GameData;
  me: PlayerData | null;
  view: SpadesView | null;
}) {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<Panel | null>(null);
  const close = useCallback(() => setPanel(null), []);
  const guide = guideModeFor(game);
  const books = me ? (view?.tricksBySeat[me.seat] ?? me.tricksWon.length) : 0;
  return (
    <>
      <nav className="table-bar" aria-label={t('table.label')} data-testid="table-bar">
        <button
          type="button"
          className="table-bar-item"
          onClick={() => setPanel('exit')}
          data-testid="bar-exit"
        >
          <Icon name="logout" />
          <span>{t('nav.exitGame')}</span>
        </button>
        <button
          type="button"
          className="table-bar-item"
          onClick={() => setPanel('help')}
          disabled={!guide}
          data-testid="bar-help"
        >
          <Icon name="info" />
          <span>{t('table.help')}</span>
        </button>
        <button
          type="button"
          className="table-bar-item table-bar-avatar"
          onClick={() => setPanel('player')}
          disabled={!me}
          aria-label={t('table.player')}
          data-testid="bar-player"
        >
          <AvatarFrame skin={me?.skins?.frame}>
            <Avatar name={me?.username ?? '?'} src={me?.avatar ?? null} size={40} />
          </AvatarFrame>
          <span className="avatar-badge" data-testid="books-badge">
            {books}
          </span>
        </button>
        <button
          type="button"
          className="table-bar-item"
          onClick={() => setPanel('chat')}
          data-testid="bar-chat"
        >
          <svg
            width="24"
            height="24"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
            <circle cx="9" cy="10.5" r="0.6" fill="currentColor" />
            <circle cx="12" cy="10.5" r="0.6" fill="currentColor" />
            <circle cx="15" cy="10.5" r="0.6" fill="currentColor" />
          </svg>
          <span>{t('table.react')}</span>
        </button>
        <button
          type="button"
          className="table-bar-item"
          onClick={() => setPanel('settings')}
          data-testid="bar-settings"
        >
          <Icon name="settings" />
          <span>{t('nav.settings')}</span>
        </button>
      </nav>
      {panel === 'exit' ? <ExitGameDialog onClose={close} /> : null}
      {panel === 'help' && guide ? <HowToPlayGuide mode={guide} onClose={close} /> : null}
      {panel === 'player' && me ? <PlayerCard game={game} me={me} view={view} onClose={close} /> : null}
      {panel === 'chat' ? <ChatPanel gameId={game.game_id} onClose={close} /> : null}
      {panel === 'settings' ? (
        <SettingsPanel
          inGame
          onClose={close}
          openDialog={(dialog) => setPanel(dialog === 'exitGame' ? 'exit' : null)}
        />
      ) : null}
    </>
  );
}
