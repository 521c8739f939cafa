/**
 * The player at a glance, for Home and the lobby: avatar and level, coins and cash (animated as spec §4
 * asks), and the progression bar (spec §9: gamesWon / gamesNeededToComplete). Balances open the store. The
 * avatar wears the frame skin the user wears (userData.skins).
 */
import type { UserData } from '@cardroom/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from './Avatar.js';
import { AvatarFrame } from './AvatarFrame.js';
import { CurrencyIcon } from './CurrencyIcon.js';
import { formatCount, formatMoney, tierProgressPercent } from './format.js';
import { useAnimatedNumber } from './useAnimatedNumber.js';
import './player-hud.css';

export function PlayerHud({ user }: { user: UserData }) {
  const { t, i18n } = useTranslation();
  const coins = useAnimatedNumber(user.coins);
  const cash = useAnimatedNumber(user.cash_balance);
  const { tier, gamesWon, gamesNeededToComplete } = user.activeProgression;
  const percent = tierProgressPercent(user.activeProgression);
  return (
    <section className="player-hud" aria-label={t('hud.label')} data-testid="player-hud">
      <div className="player-hud-who">
        <span className="player-hud-avatar">
          <AvatarFrame skin={user.skins?.frame}>
            <Avatar name={user.username} src={user.avatar} size={44} />
          </AvatarFrame>
          {user.stats ? (
            <span className="player-hud-level" data-testid="hud-level">
              {t('hud.level', { level: user.stats.level })}
            </span>
          ) : null}
        </span>
        <span className="player-hud-name">
          <strong>{user.username}</strong>
          <span className="player-hud-progress-label">
            {t('hud.progress', { tier, won: gamesWon, needed: gamesNeededToComplete })}
          </span>
          <span
            className="player-hud-bar"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={t('hud.progressLabel')}
          >
            <span style={{ width: `${percent}%` }} />
          </span>
        </span>
      </div>
      <div className="player-hud-balances">
        <Link to="/store" className="player-hud-balance" data-testid="hud-coins">
          <CurrencyIcon kind="coins" size={22} />
          <span>
            <span className="player-hud-balance-label">{t('hud.coins')}</span>
            <strong>{formatCount(coins, i18n.language)}</strong>
          </span>
        </Link>
        <Link to="/store" className="player-hud-balance" data-testid="hud-cash">
          <CurrencyIcon kind="cash" size={22} />
          <span>
            <span className="player-hud-balance-label">{t('hud.cash')}</span>
            <strong>{formatMoney(Math.round(cash), i18n.language)}</strong>
          </span>
        </Link>
      </div>
    </section>
  );
}
