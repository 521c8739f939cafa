/**
 * /store: what the API offers so far is the signed-in user's wallet, so that is what the store shows,
 * with an honest note that buying is not open yet and the spec's prices that do apply.
 */
import { FIRST_PURCHASE_BONUS_PERCENT, GAME_COST_DEFAULT, GAME_COST_VS } from '@cardroom/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Wallet } from '../components/Wallet.js';
import { selectUser, useAppSelector } from '../store/hooks.js';

export function StoreScreen() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  return (
    <section className="screen" data-testid="store-screen">
      <h1>{t('store.title')}</h1>
      <p className="notice">{t('store.intro')}</p>
      {user ? (
        <section className="card">
          <h2>{t('store.balances')}</h2>
          <Wallet user={user} />
        </section>
      ) : (
        <section className="card">
          <p>{t('store.loginPrompt')}</p>
          <Link className="btn btn-primary" to="/auth/login">
            {t('nav.login')}
          </Link>
        </section>
      )}
      <section className="card">
        <p>{t('store.prices', { cost: GAME_COST_DEFAULT, vsCost: GAME_COST_VS })}</p>
        <p>{t('store.firstPurchase', { percent: FIRST_PURCHASE_BONUS_PERCENT })}</p>
      </section>
    </section>
  );
}
