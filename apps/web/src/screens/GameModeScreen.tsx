/**
 * /game-mode: pick the map and mode to play; the choice is kept, drives the Play icon and opens that
 * game's lobby. Games without tables yet are shown as coming soon and cannot be chosen.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { artKindOf } from '../components/GameArt.js';
import { GameCard } from '../components/GameCard.js';
import { type GuideMode, guideModeFor } from '../guide/guide-modes.js';
import { HowToPlayGuide } from '../guide/HowToPlayGuide.js';
import { gameModeSelected } from '../store/game-slice.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import {
  findEntry,
  isPlayable,
  MODE_ENTRIES,
  type ModeEntry,
  tablePathOf,
  toGameMode,
} from './game-modes.js';
import './modes.css';

export function GameModeScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const selected = findEntry(useAppSelector((state) => state.game.gameMode));
  const [guide, setGuide] = useState<GuideMode | null>(null);
  const closeGuide = useCallback(() => setGuide(null), []);

  const choose = (entry: ModeEntry) => {
    dispatch(gameModeSelected(toGameMode(entry)));
    void navigate(tablePathOf(entry));
  };

  return (
    <section className="screen">
      <h1>{t('modes.title')}</h1>
      <p className="muted">{t('modes.intro')}</p>
      <ul className="game-card-grid mode-list">
        {MODE_ENTRIES.map((entry) => {
          const playable = isPlayable(entry);
          const isSelected = playable && entry === selected;
          const guideMode = guideModeFor(entry);
          return (
            <li key={entry.key}>
              <GameCard
                art={artKindOf(entry)}
                kicker={t(`modes.maps.${entry.map}`)}
                title={t(`${entry.key}.name`)}
                text={t(`${entry.key}.description`)}
                soon={!playable}
                selected={isSelected}
                action={isSelected ? t('modes.selected') : t('modes.select')}
                onSelect={() => choose(entry)}
                testId={`mode-${entry.map}-${entry.game_mode}`}
              />
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
