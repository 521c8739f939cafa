/** /game-mode: pick the map and mode to play; the choice is kept and drives the Play icon. */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ModeIcon } from '../components/ModeIcon.js';
import { type GuideMode, guideModeFor } from '../guide/guide-modes.js';
import { HowToPlayGuide } from '../guide/HowToPlayGuide.js';
import { gameModeSelected } from '../store/game-slice.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { findEntry, MODE_ENTRIES, type ModeEntry, toGameMode } from './game-modes.js';

export function GameModeScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const selected = findEntry(useAppSelector((state) => state.game.gameMode));
  const [guide, setGuide] = useState<GuideMode | null>(null);
  const closeGuide = useCallback(() => setGuide(null), []);

  const choose = (entry: ModeEntry) => {
    dispatch(gameModeSelected(toGameMode(entry)));
    void navigate('/game');
  };

  return (
    <section className="screen">
      <h1>{t('modes.title')}</h1>
      <p className="muted">{t('modes.intro')}</p>
      <ul className="mode-list">
        {MODE_ENTRIES.map((entry) => {
          const isSelected = entry === selected;
          const guideMode = guideModeFor(entry);
          return (
            <li key={entry.key} className="mode-entry">
              <button
                type="button"
                className={`mode-card${isSelected ? ' mode-card-selected' : ''}`}
                aria-pressed={isSelected}
                onClick={() => choose(entry)}
              >
                <span className="mode-icon">
                  <ModeIcon entry={entry} />
                </span>
                <span className="mode-text">
                  <span className="muted small">{t(`modes.maps.${entry.map}`)}</span>
                  <strong>{t(`${entry.key}.name`)}</strong>
                  <span className="muted">{t(`${entry.key}.description`)}</span>
                </span>
                <span className="mode-state">{isSelected ? t('modes.selected') : t('modes.select')}</span>
              </button>
              {guideMode ? (
                <button
                  type="button"
                  className="btn btn-ghost btn-small mode-help"
                  onClick={() => setGuide(guideMode)}
                  aria-label={t('guide.openMode', { mode: t(`${entry.key}.name`) })}
                  data-testid={`how-to-play-${guideMode}`}
                >
                  {t('guide.open')}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {guide ? <HowToPlayGuide mode={guide} onClose={closeGuide} /> : null}
    </section>
  );
}
