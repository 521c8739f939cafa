/**
 * The Settings panel's music track panel (spec §2, §3): the current track and its producer, progress
 * against spec §9's 180 s, previous and next, and the five most recent tracks. Mounting it attaches
 * the music player to the store (once; the player keeps running after the panel closes).
 */
import { TRACK_LENGTH_SECONDS } from '@cardroom/protocol';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import type { AppStore } from '../store/index.js';
import { attachMusicPlayer, changeTrack } from './music-player.js';
import { useFeedback } from './sfx.js';
import './audio.css';

/** Seconds as m:ss. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function StepIcon({ direction }: { direction: 1 | -1 }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g fill="currentColor" transform={direction === -1 ? 'matrix(-1 0 0 1 24 0)' : undefined}>
        <path d="M5 5.5v13a1 1 0 0 0 1.5.87l10-6.5a1 1 0 0 0 0-1.74l-10-6.5A1 1 0 0 0 5 5.5z" />
        <rect x="17" y="5" width="2.6" height="14" rx="1" />
      </g>
    </svg>
  );
}

export function TrackPanel() {
  const { t, i18n } = useTranslation();
  const store = useStore() as AppStore;
  const dispatch = useAppDispatch();
  const feedback = useFeedback();
  const music = useAppSelector((state) => state.settings.music);
  const current = useAppSelector((state) => state.media.currentTrack);
  const history = useAppSelector((state) => state.media.trackHistory);
  const headingId = useId();

  useEffect(() => {
    attachMusicPlayer(store);
  }, [store]);

  const step = (direction: 1 | -1) => {
    feedback.click();
    dispatch(changeTrack(direction));
  };
  const progress = Math.min(current?.progress ?? 0, TRACK_LENGTH_SECONDS);
  const status = !current ? t('music.off') : music ? t('music.nowPlaying') : t('music.paused');
  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });

  return (
    <section className="track-panel" aria-labelledby={headingId} data-testid="track-panel">
      <h3 id={headingId} className="section-label">
        {t('music.panel')}
      </h3>
      <div className="track-now">
        <div className={`track-art${current && music ? ' track-art-playing' : ''}`} aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
        <div className="track-meta">
          <span className="muted small" data-testid="track-status">
            {status}
          </span>
          <strong data-testid="track-title">
            {current ? t(`music.tracks.${current.key}`) : t('music.noTrack')}
          </strong>
          {current ? (
            <span className="muted small" data-testid="track-producer">
              {t('music.producer', { producer: current.producer })}
            </span>
          ) : null}
        </div>
        <div className="track-controls">
          <button
            type="button"
            className="icon-button"
            onClick={() => step(-1)}
            aria-label={t('music.previous')}
            data-testid="track-previous"
          >
            <StepIcon direction={-1} />
          </button>
          <button
            type="button"
            className="icon-button"
            onClick={() => step(1)}
            aria-label={t('music.next')}
            data-testid="track-next"
          >
            <StepIcon direction={1} />
          </button>
        </div>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-label={t('music.panel')}
        aria-valuemin={0}
        aria-valuemax={TRACK_LENGTH_SECONDS}
        aria-valuenow={progress}
        aria-valuetext={t('music.progress', { elapsed: clock(progress), total: clock(TRACK_LENGTH_SECONDS) })}
      >
        <div className="progress-fill" style={{ width: `${(progress / TRACK_LENGTH_SECONDS) * 100}%` }} />
      </div>
      <div className="track-times muted small">
        <span data-testid="track-progress">{clock(progress)}</span>
        <span>{clock(TRACK_LENGTH_SECONDS)}</span>
      </div>
      <h4 className="track-history-title muted small">{t('music.history')}</h4>
      {history.length ? (
        <ol className="track-history" data-testid="track-history">
          {history.map((entry) => (
            <li key={entry.key}>
              <span>{t(`music.tracks.${entry.key}`)}</span>
              <span className="muted small">
                {t('music.historyEntry', { progress: clock(entry.progress), time: time(entry.lastPlayed) })}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted small">{t('music.noHistory')}</p>
      )}
    </section>
  );
}
