/**
 * /store (issue 14, spec §2): the game shop. The catalogue's products grouped by kind with their amount and
 * price, the featured pack highlighted, the first-purchase bonus while the caller still has it. Visitors see
 * the products with a sign-in prompt, guests are asked to register; a registered player buys through the
 * payment dialog, sees the balances move and keeps the purchase history.
 */
import { isGuest, PRODUCT_KINDS, type Product, type Purchase } from '@cardroom/protocol';
import { Fragment, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { CallResponse } from '../api/client.js';
import { request } from '../api/request.js';
import { CurrencyIcon } from '../components/CurrencyIcon.js';
import { selectLoggedIn, selectUser, useAppDispatch, useAppSelector } from '../store/hooks.js';
import { CashPlayChecklist, cashPlayStatus } from './cash-play/CashPlayChecklist.js';
import { CollectionLink } from './collection/CollectionLink.js';
import { PrizePoolsLink } from './prize-pools/PrizePoolsLink.js';
import { BuyDialog } from './store/BuyDialog.js';
import { ExchangeGroup } from './store/ExchangeGroup.js';
import { PowerUpGroup } from './store/PowerUpGroup.js';
import { PurchaseHistory, PurchaseNotice } from './store/PurchaseHistory.js';
import { StoreBalances } from './store/StoreBalances.js';
import { amountLabel, priceLabel } from './store/store-format.js';
import { useStoreReply } from './store/useStoreReply.js';
import './store/store.css';
import './collection/collection.css';

type Catalogue = CallResponse<'storeCatalogue'>;

const KIND_ICON = { coins: 'coins', gems: 'gems', gold: 'gold', tickets: 'ticket', deposit: 'cash' } as const;

function ProductCard({ product, onBuy }: { product: Product; onBuy: (() => void) | null }) {
  const { t, i18n } = useTranslation();
  const price = priceLabel(product.price_cents, i18n.language);
  const name = amountLabel(t, product, i18n.language);
  return (
    <li
      className={product.featured ? 'store-product store-featured' : 'store-product'}
      data-testid={`store-product-${product.product_id}`}
    >
      {product.featured ? <span className="store-badge">{t('store.featured')}</span> : null}
      <CurrencyIcon kind={KIND_ICON[product.kind]} size={36} />
      <strong className="store-product-amount">{name}</strong>
      {onBuy ? (
        <button
          type="button"
          className={product.featured ? 'btn btn-primary' : 'btn'}
          onClick={onBuy}
          aria-label={t('store.buy', { product: name, price })}
          data-testid={`store-buy-${product.product_id}`}
        >
          {price}
        </button>
      ) : (
        <span className="store-price">{price}</span>
      )}
    </li>
  );
}

function AccountPrompt({ guest }: { guest: boolean }) {
  const { t } = useTranslation();
  return (
    <section
      className="card store-prompt"
      data-testid={guest ? 'store-guest-prompt' : 'store-visitor-prompt'}
    >
      <p>{guest ? t('store.guestPrompt') : t('store.visitorPrompt')}</p>
      <div className="button-row">
        {guest ? null : (
          <Link className="btn btn-primary" to="/auth/login" data-testid="store-login">
            {t('nav.login')}
          </Link>
        )}
        <Link
          className={guest ? 'btn btn-primary' : 'btn btn-ghost'}
          to="/auth/register"
          data-testid="store-register"
        >
          {t('nav.register')}
        </Link>
      </div>
    </section>
  );
}

export function StoreScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const signedIn = useAppSelector(selectLoggedIn) && user !== null;
  const member = signedIn && user !== null && !isGuest(user);
  const userId = user?.id ?? null;
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [purchases, setPurchases] = useState<Purchase[] | null>(null);
  const [buying, setBuying] = useState<{ product: Product; resume?: Purchase } | null>(null);
  /** A sandbox purchase opened at /store/pay/:purchaseId, waiting for the catalogue to name its product. */
  const [resume, setResume] = useState<Purchase | null>(null);
  const [checking, setChecking] = useState(false);
  /** The last purchase checked: one the provider sent the buyer back with, or one checked again. */
  const [checked, setChecked] = useState<Purchase | null>(null);
  const [params] = useSearchParams();
  // The sandbox's checkout_url is /store/pay/:purchaseId; another provider sends the buyer back to
  // /store?purchase=… (purchase_id also read).
  const { purchaseId: payId } = useParams();
  const returnedId = params.get('purchase_id') ?? params.get('purchase');
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  const storeReply = useStoreReply();

  const loadCatalogue = useCallback(async () => {
    setLoadFailed(false);
    const reply = await dispatch(request('storeCatalogue', {}, { loading: false }));
    if (reply) setCatalogue(reply);
    else setLoadFailed(true);
  }, [dispatch]);

  const loadPurchases = useCallback(async () => {
    const reply = await dispatch(request('storePurchases', {}, { loading: false }));
    if (reply) setPurchases(reply.purchases);
  }, [dispatch]);

  // The bonus line depends on who asks: reload when the caller changes (sign-in, sign-out).
  useEffect(() => {
    void userId;
    void loadCatalogue();
  }, [loadCatalogue, userId]);

  useEffect(() => {
    if (member) void loadPurchases();
    else setPurchases(null);
  }, [member, loadPurchases]);

  // Not enough gems for a coin pack: the gem packs are the shop's own group.
  const showGems = useCallback(() => {
    const group = document.querySelector('[data-testid="store-group-gems"]');
    group?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    group?.querySelector<HTMLButtonElement>('button')?.focus({ preventScroll: true });
  }, []);

  const closeBuy = useCallback(() => {
    setBuying(null);
    if (payId) void navigate('/store', { replace: true });
  }, [payId, navigate]);
  // Replies carry the purchase as it is now: the history and the bonus line follow without reloading
  // (every request counts against the client's 5 a second).
  const recordPurchase = useCallback((purchase: Purchase) => {
    setPurchases((list) => {
      const shown = list ?? [];
      if (!shown.some((item) => item.purchase_id === purchase.purchase_id)) return [purchase, ...shown];
      return shown.map((item) => (item.purchase_id === purchase.purchase_id ? purchase : item));
    });
    if (purchase.status === 'succeeded') {
      setCatalogue((shown) => shown && { ...shown, first_purchase_bonus_available: false });
    }
  }, []);

  const checkPurchase = useCallback(
    async (purchaseId: string, pay = false) => {
      setChecking(true);
      const reply = await dispatch(request('storePurchase', { query: { purchase_id: purchaseId } }));
      setChecking(false);
      if (!reply) return;
      storeReply(reply.purchase, reply.userData);
      recordPurchase(reply.purchase);
      const { purchase } = reply;
      if (pay && purchase.status === 'pending' && purchase.provider === 'sandbox') setResume(purchase);
      else setChecked(purchase);
    },
    [dispatch, storeReply, recordPurchase],
  );

  // The sandbox payment page, or back from another provider's: where is that payment now?
  useEffect(() => {
    const id = payId ?? returnedId;
    if (!member || !id || handled.current === id) return;
    handled.current = id;
    void checkPurchase(id, payId !== undefined);
  }, [member, payId, returnedId, checkPurchase]);

  useEffect(() => {
    if (!resume || !catalogue) return;
    const product = catalogue.products.find((item) => item.product_id === resume.product_id);
    if (product) setBuying({ product, resume });
    else setChecked(resume);
    setResume(null);
  }, [resume, catalogue]);

  return (
    <section className="screen store" data-testid="store-screen">
      <h1>{t('store.title')}</h1>
      {user && signedIn ? (
        <section className="card">
          <h2>{t('store.balances')}</h2>
          <StoreBalances user={user} />
        </section>
      ) : null}
      {user && signedIn ? <CollectionLink /> : null}
      <PrizePoolsLink />
      {signedIn && user && isGuest(user) ? <AccountPrompt guest /> : null}
      {signedIn ? null : <AccountPrompt guest={false} />}
      {checked && member ? (
        <PurchaseNotice
          purchase={checked}
          busy={checking}
          onCheck={() => void checkPurchase(checked.purchase_id)}
        />
      ) : null}
      <section className="card store-shop" data-testid="store-shop">
        <h2>{t('store.shop')}</h2>
        <p className="muted">{t('store.intro')}</p>
        {catalogue?.first_purchase_bonus_available ? (
          <p className="notice store-bonus" data-testid="store-bonus">
            {t('store.firstPurchaseBonus', { percent: catalogue.first_purchase_bonus_percent })}
          </p>
        ) : null}
        {catalogue === null ? (
          loadFailed ? (
            <div className="notice notice-error" data-testid="store-load-failed">
              <p>{t('store.loadFailed')}</p>
              <button type="button" className="btn btn-small" onClick={() => void loadCatalogue()}>
                {t('store.retry')}
              </button>
            </div>
          ) : (
            <p className="muted">{t('store.loading')}</p>
          )
        ) : catalogue.products.length === 0 && catalogue.exchanges.length === 0 ? (
          <p className="muted">{t('store.empty')}</p>
        ) : (
          PRODUCT_KINDS.map((kind) => {
            const products = catalogue.products.filter((product) => product.kind === kind);
            // Coins for gems follow the gem packs they are paid with, power-ups the gold.
            const paidWithThese =
              kind === 'gems' && catalogue.exchanges.length > 0 ? (
                <ExchangeGroup
                  exchanges={catalogue.exchanges}
                  member={member}
                  onShowGems={showGems}
                  onStale={() => void loadCatalogue()}
                />
              ) : kind === 'gold' && user && signedIn ? (
                // Power-ups are bought with the gold above.
                <PowerUpGroup />
              ) : null;
            if (products.length === 0) return <Fragment key={kind}>{paidWithThese}</Fragment>;
            // A cash deposit is for cash play: the server asks the same checks, shown here before any payment.
            const gated = kind === 'deposit' && member && user !== null && !cashPlayStatus(user).allowed;
            return (
              <Fragment key={kind}>
                <section className="store-group" data-testid={`store-group-${kind}`}>
                  <h3>{t(`store.kinds.${kind}`)}</h3>
                  {gated ? <CashPlayChecklist /> : null}
                  <ul className="store-products">
                    {products.map((product) => (
                      <ProductCard
                        key={product.product_id}
                        product={product}
                        onBuy={member && !gated ? () => setBuying({ product }) : null}
                      />
                    ))}
                  </ul>
                </section>
                {paidWithThese}
              </Fragment>
            );
          })
        )}
      </section>
      {member ? (
        <PurchaseHistory
          purchases={purchases}
          onCheck={(purchase) => void checkPurchase(purchase.purchase_id)}
          busy={checking}
        />
      ) : null}
      {buying && catalogue ? (
        <BuyDialog
          product={buying.product}
          {...(buying.resume ? { resume: buying.resume } : {})}
          methods={catalogue.payment_methods}
          provider={catalogue.provider}
          onClose={closeBuy}
          onPurchase={recordPurchase}
        />
      ) : null}
    </section>
  );
}
