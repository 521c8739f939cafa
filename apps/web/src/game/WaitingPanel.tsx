/**
 * A vs or friendly table before it starts: people seated n/4 and Add bot, the caller's client seed with a
 * Change action (rules.md: the players' seed, changeable until the deal); a friendly table also shows its
 * share panel (the link, a copy button and the QR code from /game/generate-qr).
 */
import type { FriendlyGameShare, GameData } from '@cardroom/protocol';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../components/Field.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { messageShown } from '../store/ui-slice.js';
import { isClientSeed, ownClientSeed } from './client-seed.js';
import { addBot, changeClientSeed, loadShare } from './game-thunks.js';
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

/** The caller's client seed, shown and changeable (validated as the server does) until the deal. */
export function SeedPanel({ game }: { game: GameData }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const me = useAppSelector((state) => state.game.playerData);
  const seed = ownClientSeed(game, me);
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (seed === null) return null;
  const trimmed = draft?.trim() ?? '';
  const invalid = draft !== null && !isClientSeed(trimmed);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid || draft === null) return;
    setBusy(true);
    const saved = await dispatch(changeClientSeed(trimmed));
    setBusy(false);
    if (saved) setDraft(null);
  };
  return (
    <section className="seed-panel" data-testid="seed-panel" aria-labelledby="seed-title">
      <h3 id="seed-title">{t('waiting.seedTitle')}</h3>
      {draft === null ? (
        <div className="seed-row">
          <code className="seed-value" data-testid="client-seed">
            {seed}
          </code>
          <button
            type="button"
            className="btn btn-small btn-ghost"
            onClick={() => setDraft(seed)}
            data-testid="seed-change"
          >
            {t('waiting.seedChange')}
          </button>
        </div>
      ) : (
        <form className="seed-form" onSubmit={(event) => void save(event)} noValidate>
          <Field
            label={t('waiting.seedTitle')}
            value={draft}
            onChange={setDraft}
            error={invalid ? t('waiting.seedInvalid') : null}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            data-testid="seed-input"
          />
          <div className="seed-actions">
            <button
              type="submit"
              className="btn btn-small btn-primary"
              disabled={busy || invalid}
              data-testid="seed-save"
            >
              {t('waiting.seedSave')}
            </button>
            <button type="button" className="btn btn-small btn-ghost" onClick={() => setDraft(null)}>
              {t('waiting.seedCancel')}
            </button>
          </div>
        </form>
      )}
      <p className="muted small">{t('waiting.seedHint')}</p>
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
      {/* Bots sit at free tables only (the server refuses them at ranked and prize tables). */}
      {game.freePlay ? (
        <>
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
        </>
      ) : (
        <p className="muted small">{t('waiting.peopleOnly')}</p>
      )}
      <SeedPanel game={game} />
      {friendly ? <SharePanel gameId={game.game_id} /> : null}
    </section>
  );
}
