/**
 * Top bar coins (tap: store) with a toggle that reveals gems and gold for 3 s (spec §4/§9). Balances
 * animate to new values; an increase of coins or cash plays the success sound and a light haptic. On a
 * phone a large coin count is shortened (1.2M) so the bar keeps the bell in view; the label says it whole.
 */
import { CURRENCY_PANEL_AUTO_HIDE_MS, type UserData } from '@cardroom/protocol';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { playSuccessSound, vibrate } from '../audio/sfx.js';
import { CurrencyIcon } from '../components/CurrencyIcon.js';
import { formatCompactCount, formatCount } from '../components/format.js';
import { Icon } from '../components/Icon.js';
import { useAnimatedNumber } from '../components/useAnimatedNumber.js';
import { useAppSelector } from '../store/hooks.js';

function useIncreaseFeedback(user: UserData) {
  const { sound, haptics } = useAppSelector((state) => state.settings);
  const previous = useRef({ id: user.id, coins: user.coins, cash: user.cash_balance });
  useEffect(() => {
    const before = previous.current;
    previous.current = { id: user.id, coins: user.coins, cash: user.cash_balance };
    if (before.id !== user.id) return;
    if (user.coins > before.coins || user.cash_balance > before.cash) {
      if (sound) playSuccessSound();
      if (haptics) vibrate(10);
    }
  }, [user.id, user.coins, user.cash_balance, sound, haptics]);
}

/** The width below which the top bar hides the brand and tightens (shell.css says the same). */
const NARROW_BAR = '(max-width: 420px)';

function narrowQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_BAR) : null;
}

function useNarrowBar(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = narrowQuery();
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => narrowQuery()?.matches ?? false,
    () => false,
  );
}

export function CurrencyDisplay({ user }: { user: UserData }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [revealed, setRevealed] = useState(false);
  const coins = useAnimatedNumber(user.coins);
  const gems = useAnimatedNumber(user.gems);
  const gold = useAnimatedNumber(user.gold);
  const narrow = useNarrowBar();
  useIncreaseFeedback(user);

  useEffect(() => {
    if (!revealed) return;
    const timer = setTimeout(() => setRevealed(false), CURRENCY_PANEL_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [revealed]);

  const toStore = () => void navigate('/store');
  return (
    <div className="currency">
      <button
        type="button"
        className="pill"
        onClick={toStore}
        aria-label={t('topbar.coins', { count: user.coins })}
        data-testid="topbar-coins"
      >
        <CurrencyIcon kind="coins" />
        <span className="pill-value">
          {narrow ? formatCompactCount(coins, i18n.language) : formatCount(coins, i18n.language)}
        </span>
      </button>
      <button
        type="button"
        className="icon-button icon-button-small"
        aria-expanded={revealed}
        aria-label={revealed ? t('topbar.hideCurrencies') : t('topbar.showCurrencies')}
        onClick={() => setRevealed((open) => !open)}
      >
        <Icon name={revealed ? 'chevronUp' : 'chevronDown'} size={18} />
      </button>
      {revealed ? (
        <div className="currency-reveal" data-testid="currency-reveal">
          <button
            type="button"
            className="pill"
            onClick={toStore}
            aria-label={t('topbar.gems', { count: user.gems })}
          >
            <CurrencyIcon kind="gems" />
            <span className="pill-value">{formatCount(gems, i18n.language)}</span>
          </button>
          <button
            type="button"
            className="pill"
            onClick={toStore}
            aria-label={t('topbar.gold', { count: user.gold })}
          >
            <CurrencyIcon kind="gold" />
            <span className="pill-value">{formatCount(gold, i18n.language)}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
