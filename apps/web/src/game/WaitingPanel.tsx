/**
 * A vs or friendly table before it starts: people seated n/4 and Add bot; a friendly table also shows
 * its share panel (the link, a copy button and the QR code from /game/generate-qr).
 */
import type { FriendlyGameShare, GameData } from '@cardroom/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../store/hooks.js';
import { messageShown } from '../store/ui-slice.js';
import { addBot, loadShare } from './game-thunks.js';
import { joinLink } from './links.js';
import './waiting.css';

function SharePanel({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [share, setShare] = useState<FriendlyGameShare | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    let current = true;
    void dispatch(loadShare()).then((reply) => {
      if (current && reply) setShare(reply);
    });
    return () => {
      current = false;
    };
  }, [dispatch]);

  const link = share?.shareableLink ?? joinLink(globalThis.location.origin, gameId);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      dispatch(messageShown(t('share.copied')));
    } catch {
      dispatch(messageShown(t('share.copyFailed', { link })));
    }
  };

  return (
    <section className="share-panel" data-testid="share-panel" aria-labelledby="share-title">
      <h3 id="share-title">{t('share.title')}</h3>
      <p className="muted small">{t('share.text')}</p>
      <label className="share-link">
        <span className="visually-hidden">{t('share.link')}</span>
        <input
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          data-testid="share-link"
        />
      </label>
      <button
        type="button"
        className="btn btn-primary btn-small"
        onClick={() => void copy()}
        data-testid="share-copy"
      >
        {copied ? t('share.copied') : t('share.copy')}
      </button>
      {share ? (
        <img className="share-qr" src={share.qrCodeDataUrl} alt={t('share.qrAlt')} data-testid="share-qr" />
      ) : (
        <span className="share-qr share-qr-loading">
          <span className="spinner" />
        </span>
      )}
    </section>
  );
}

export function WaitingPanel({ game, friendly }: { game: GameData; friendly: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    await dispatch(addBot());
    setBusy(false);
  };
  return (
    <section className="waiting-panel" data-testid="waiting-panel">
      <h2>{t('waiting.title')}</h2>
      <p className="waiting-people" data-testid="waiting-people">
        {t('waiting.people', { people: game.people, max: game.maxPeople })}
      </p>
      <p className="muted small">{t('waiting.hint')}</p>
      <button
        type="button"
        className="btn btn-ghost"
        onClick={() => void add()}
        disabled={busy || game.people >= game.maxPeople}
        data-testid="add-bot"
      >
        {t('waiting.addBot')}
      </button>
      {friendly ? <SharePanel gameId={game.game_id} /> : null}
    </section>
  );
}
