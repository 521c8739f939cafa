/** The buyer's purchases, newest first: date, product, method, price, status and first-purchase bonus. */
import type { Purchase } from '@cardroom/protocol';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../components/format.js';
import { amountLabel, priceLabel } from './store-format.js';
// Its own styles: the account screen shows this list without the Store screen's chunk.
import './store.css';

export interface PurchaseHistoryProps {
  purchases: readonly Purchase[] | null;
  /** Asks the server again about a pending payment. */
  onCheck(purchase: Purchase): void;
  busy: boolean;
}

/** How a purchase checked on this screen ended: paid, still pending (check again), failed or refunded. */
export function PurchaseNotice({
  purchase,
  onCheck,
  busy,
}: {
  purchase: Purchase;
  onCheck(): void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (purchase.status === 'succeeded') {
    return (
      <div className="notice store-ok store-notice" role="status" data-testid="store-checked-notice">
        <p>{t('store.pay.success', { product: amountLabel(t, purchase, lang) })}</p>
        {purchase.bonus_cash > 0 ? (
          <p>{t('store.pay.bonus', { bonus: formatMoney(purchase.bonus_cash, lang) })}</p>
        ) : null}
      </div>
    );
  }
  if (purchase.status === 'pending') {
    return (
      <div className="notice store-notice" role="status" data-testid="store-checked-notice">
        <p>{t('store.pay.pending')}</p>
        <button type="button" className="btn btn-small" disabled={busy} onClick={onCheck}>
          {t('store.pay.checkAgain')}
        </button>
      </div>
    );
  }
  return (
    <p className="notice notice-error store-notice" role="alert" data-testid="store-checked-notice">
      {purchase.status === 'failed' ? t('store.pay.failed') : t('store.history.statuses.refunded')}
    </p>
  );
}

function when(iso: string, lang: string): string {
  return new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
}

export function PurchaseHistory({ purchases, onCheck, busy }: PurchaseHistoryProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <section className="card store-history" data-testid="store-history">
      <h2>{t('store.history.title')}</h2>
      {purchases === null ? (
        <p className="muted">{t('common.loading')}</p>
      ) : purchases.length === 0 ? (
        <p className="muted">{t('store.history.empty')}</p>
      ) : (
        <ul className="store-history-list">
          {purchases.map((purchase) => (
            <li
              key={purchase.purchase_id}
              className={`store-purchase store-status-${purchase.status}`}
              data-testid={`store-purchase-${purchase.purchase_id}`}
            >
              <dl>
                <div className="store-purchase-product">
                  <dt>{t('store.history.product')}</dt>
                  <dd>{amountLabel(t, purchase, lang)}</dd>
                </div>
                <div>
                  <dt>{t('store.history.date')}</dt>
                  <dd>
                    <time dateTime={purchase.created_at}>{when(purchase.created_at, lang)}</time>
                  </dd>
                </div>
                <div>
                  <dt>{t('store.history.method')}</dt>
                  <dd>{t(`store.methods.${purchase.method}`)}</dd>
                </div>
                <div>
                  <dt>{t('store.history.price')}</dt>
                  <dd>{priceLabel(purchase.price_cents, lang)}</dd>
                </div>
                <div>
                  <dt>{t('store.history.status')}</dt>
                  <dd>
                    <span className="store-status">{t(`store.history.statuses.${purchase.status}`)}</span>
                  </dd>
                </div>
                <div>
                  <dt>{t('store.history.bonus')}</dt>
                  <dd>
                    {purchase.bonus_cash > 0
                      ? formatMoney(purchase.bonus_cash, lang)
                      : t('store.history.noBonus')}
                  </dd>
                </div>
              </dl>
              {purchase.status === 'pending' ? (
                <button
                  type="button"
                  className="btn btn-small"
                  disabled={busy}
                  onClick={() => onCheck(purchase)}
                  data-testid={`store-purchase-check-${purchase.purchase_id}`}
                >
                  {t('store.pay.checkAgain')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
