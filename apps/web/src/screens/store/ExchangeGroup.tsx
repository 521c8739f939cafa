/**
 * The shop's "Coins for gems" group (issue 14): the catalogue's exchanges, priced in gems. A tap buys at once
 * through POST /store/exchange with a fresh request id; when the reply was lost (no answer from the server)
 * the retry sends the same id, so the server buys the pack once. The new balances go into the session (they
 * animate where shown). Not enough gems offers the gem packs above; a pack no longer for sale reloads the list.
 */
import type { Exchange } from '@cardroom/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors.js';
import { describeError } from '../../api/handle-error.js';
import { request } from '../../api/request.js';
import { CurrencyIcon } from '../../components/CurrencyIcon.js';
import { formatCount } from '../../components/format.js';
import { useAppDispatch } from '../../store/hooks.js';
import { amountLabel } from './store-format.js';
import { useStoreReply } from './useStoreReply.js';

/** A fresh id per tap (a seam for tests). */
export const exchangeIds = {
  next(): string {
    return crypto.randomUUID();
  },
};

type Notice =
  | { tone: 'ok'; text: string }
  | { tone: 'error'; text: string; gems?: boolean; retry?: { exchange: Exchange; requestId: string } };

export interface ExchangeGroupProps {
  exchanges: readonly Exchange[];
  /** Signed in and registered: the packs can be bought. */
  member: boolean;
  /** Shows the gem packs (not enough gems). */
  onShowGems(): void;
  /** A pack is no longer for sale: reload the catalogue. */
  onStale(): void;
}

export function ExchangeGroup({ exchanges, member, onShowGems, onStale }: ExchangeGroupProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const dispatch = useAppDispatch();
  const storeReply = useStoreReply();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const buy = async (exchange: Exchange, requestId: string) => {
    setBusy(true);
    setNotice(null);
    let thrown: unknown = null;
    const reply = await dispatch(
      request(
        'storeExchange',
        { body: { exchange_id: exchange.exchange_id, request_id: requestId } },
        { onError: (error) => (thrown = error) },
      ),
    );
    setBusy(false);
    const get = amountLabel(t, exchange.get, lang);
    if (reply) {
      storeReply({ status: 'succeeded' }, reply.userData);
      setNotice({
        tone: 'ok',
        text: t('store.exchange.done', { get, pay: formatCount(exchange.pay.amount, lang) }),
      });
      return;
    }
    const code = isApiError(thrown) ? thrown.code : null;
    if (code === 'REQUIRES_GEMS') {
      setNotice({ tone: 'error', text: t('store.exchange.notEnough', { get }), gems: true });
    } else if (code === 'EXCHANGE_NOT_FOUND') {
      setNotice({ tone: 'error', text: describeError(thrown) });
      onStale();
    } else if (isApiError(thrown) && thrown.code !== 'NETWORK_ERROR' && thrown.status < 500) {
      setNotice({ tone: 'error', text: describeError(thrown) });
    } else {
      // No answer (or the server failed): the pack may have been bought. The retry carries the same id, so it is bought once.
      setNotice({ tone: 'error', text: t('store.exchange.lost'), retry: { exchange, requestId } });
    }
  };

  return (
    <section className="store-group" data-testid="store-group-exchanges">
      <h3>{t('store.exchange.title')}</h3>
      {notice ? (
        <div
          className={notice.tone === 'ok' ? 'notice store-ok' : 'notice notice-error'}
          role={notice.tone === 'ok' ? 'status' : 'alert'}
          data-testid="store-exchange-notice"
        >
          <p>{notice.text}</p>
          {notice.tone === 'error' && notice.gems ? (
            <button
              type="button"
              className="btn btn-small"
              onClick={onShowGems}
              data-testid="store-exchange-gems"
            >
              {t('store.exchange.seeGems')}
            </button>
          ) : null}
          {notice.tone === 'error' && notice.retry ? (
            <button
              type="button"
              className="btn btn-small"
              disabled={busy}
              onClick={() => {
                const { exchange, requestId } = notice.retry as { exchange: Exchange; requestId: string };
                void buy(exchange, requestId);
              }}
              data-testid="store-exchange-retry"
            >
              {t('store.retry')}
            </button>
          ) : null}
        </div>
      ) : null}
      <ul className="store-products">
        {exchanges.map((exchange) => {
          const get = amountLabel(t, exchange.get, lang);
          const price = formatCount(exchange.pay.amount, lang);
          const priceShown = (
            <>
              <CurrencyIcon kind="gems" size={16} />
              <span>{price}</span>
            </>
          );
          return (
            <li
              key={exchange.exchange_id}
              className="store-product"
              data-testid={`store-exchange-${exchange.exchange_id}`}
            >
              <CurrencyIcon kind="coins" size={36} />
              <strong className="store-product-amount">{get}</strong>
              {member ? (
                <button
                  type="button"
                  className="btn store-gem-price"
                  disabled={busy}
                  onClick={() => void buy(exchange, exchangeIds.next())}
                  aria-label={t('store.exchange.buy', { product: get, price })}
                  data-testid={`store-exchange-buy-${exchange.exchange_id}`}
                >
                  {priceShown}
                </button>
              ) : (
                <span className="store-price store-gem-price">{priceShown}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
