/** / (spec §2 Home): welcome, the player at a glance, the games, what to know, install the app. */
import {
  APP_VERSION,
  GAME_COST_DEFAULT,
  GAME_COST_VS,
  isGuest,
  MIN_CASH_PLAY_AGE,
  REFERRAL_REWARD_COINS,
} from '@cardroom/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { promptInstall, useInstallState } from '../app/install.js';
import { CurrencyIcon } from '../components/CurrencyIcon.js';
import { GameCard } from '../components/GameCard.js';
import { Icon, type IconName } from '../components/Icon.js';
import { PlayerHud } from '../components/PlayerHud.js';
import { PlayingCard } from '../components/PlayingCard.js';
import { selectUser, useAppSelector } from '../store/hooks.js';
import { greetingFor } from './greeting.js';
import './home.css';

export function HomeScreen() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const install = useInstallState();
  const greeting = greetingFor(user);

  const facts: Array<{ icon: IconName | 'coins'; text: string }> = [
    { icon: 'cards', text: t('home.knowGames') },
    { icon: 'mode', text: t('home.knowModes', { cost: GAME_COST_DEFAULT, vsCost: GAME_COST_VS }) },
    { icon: 'coins', text: t('home.knowRewards', { reward: REFERRAL_REWARD_COINS }) },
    { icon: 'lock', text: t('home.knowCash', { age: MIN_CASH_PLAY_AGE }) },
    { icon: 'info', text: t('home.knowBeta', { version: APP_VERSION }) },
  ];

  return (
    <div className="screen home" data-testid="home-screen">
      <section className="hero">
        <div className="hero-cards" role="img" aria-label={t('home.cardsLabel')}>
          <PlayingCard suit="diamonds" value="K" width={78} className="hero-card hero-card-left" />
          <PlayingCard suit="spades" value="A" width={92} className="hero-card hero-card-center" />
          <PlayingCard suit="hearts" value="2" width={78} className="hero-card hero-card-right" />
        </div>
        <h1 data-testid="home-greeting">
          {user ? t(`home.${greeting}`, { name: user.username }) : t('home.welcomeTitle')}
        </h1>
        <p className="tagline">{t('common.tagline')}</p>
        <p className="lead">{t('home.welcomeText')}</p>
        <div className="button-row center">
          <Link className="btn btn-primary btn-large home-press" to="/game" data-testid="home-play">
            <Icon name="play" size={18} /> {t('home.playNow')}
          </Link>
          {user ? null : (
            <Link className="btn btn-ghost btn-large home-press" to="/auth/register">
              {t('home.createAccount')}
            </Link>
          )}
        </div>
      </section>

      {user && !isGuest(user) ? (
        <>
          <PlayerHud user={user} />
          <Link className="card home-daily" to="/daily-rewards" data-testid="home-daily-rewards">
            <Icon name="gift" size={28} />
            <span>
              <strong>{t('home.dailyReward')}</strong>
              <span className="muted">{t('home.dailyRewardHint')}</span>
            </span>
            <span aria-hidden="true">›</span>
          </Link>
        </>
      ) : null}

      <section className="home-games" aria-labelledby="home-games-title">
        <h2 id="home-games-title">{t('games.title')}</h2>
        <ul className="game-card-grid">
          <li>
            <GameCard
              art="classic"
              title={t('games.spades.name')}
              text={t('games.spades.text')}
              to="/game"
              action={t('games.play')}
              testId="home-game-spades"
            />
          </li>
          <li>
            <GameCard
              art="solitaire"
              title={t('games.solitaire.name')}
              text={t('games.solitaire.text')}
              to="/game/solitaire"
              action={t('games.play')}
              testId="home-game-solitaire"
            />
          </li>
          <li>
            <GameCard
              art="dominoes"
              title={t('games.dominoes.name')}
              text={t('games.dominoes.text')}
              to="/game/dominoes"
              action={t('games.play')}
              testId="home-game-dominoes"
            />
          </li>
        </ul>
      </section>

      <section className="card">
        <h2>{t('home.knowTitle')}</h2>
        <ul className="fact-list">
          {facts.map((fact) => (
            <li key={fact.text}>
              <span className="fact-icon">
                {fact.icon === 'coins' ? (
                  <CurrencyIcon kind="coins" size={22} />
                ) : (
                  <Icon name={fact.icon} size={22} />
                )}
              </span>
              <span>{fact.text}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="card">
        <h2>{t('home.installTitle')}</h2>
        {install === 'installed' ? (
          <p>{t('home.installed')}</p>
        ) : (
          <>
            <p>{t('home.installText')}</p>
            {install === 'available' ? (
              <button type="button" className="btn btn-primary" onClick={() => void promptInstall()}>
                <Icon name="download" size={18} /> {t('home.installButton')}
              </button>
            ) : (
              <p className="muted">{install === 'ios' ? t('home.installIos') : t('home.installOther')}</p>
            )}
          </>
        )}
      </section>
    </div>
  );
}
