/**
 * Parts every game's lobby shows around its ways to play: the not-enough-coins notice with the way to the
 * store, the Quick game switch, and, for visitors, the account prompt under the guest button.
 */
import { MIN_COINS_TO_PLAY } from '@cardroom/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Toggle } from '../components/Toggle.js';
import { quickPlaySet } from '../store/game-slice.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';

/** Shown when the player holds fewer coins than any table needs, or the server said so. */
export function NotEnoughCoins({ coins }: { coins: number }) {
  const { t } = useTranslation();
  const coinError = useAppSelector((state) => state.game.coinError);
  if (coins >= MIN_COINS_TO_PLAY && !coinError) return null;
  return (
    <p className="notice notice-error coin-error" data-testid="coin-error">
      {t('game.notEnough', { min: MIN_COINS_TO_PLAY })} <Link to="/store">{t('lobby.getCoins')}</Link>
    </p>
  );
}

/** The saved Quick game choice (one hand decides), as a switch. */
export function QuickGameToggle({ hint, testId }: { hint: string; testId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const quickPlay = useAppSelector((state) => state.game.quickPlay);
  return (
    <Toggle
      label={t('lobby.quick')}
      hint={hint}
      icon="⚡"
      checked={quickPlay}
      onChange={() => dispatch(quickPlaySet(!quickPlay))}
      className="lobby-quick"
      testId={testId}
    />
  );
}

/** Under the guest button: keep coins and progress with an account. */
export function AccountPrompt() {
  const { t } = useTranslation();
  return (
    <div className="card lobby-account">
      <p className="muted">{t('lobby.guestOr')}</p>
      <div className="button-row">
        <Link className="btn btn-primary lobby-press" to="/auth/login" data-testid="lobby-login">
          {t('nav.login')}
        </Link>
        <Link className="btn btn-ghost lobby-press" to="/auth/register" data-testid="lobby-register">
          {t('nav.register')}
        </Link>
      </div>
    </div>
  );
}
