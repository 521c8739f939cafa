/**
 * The shop's "Power-ups" group (issue 14): packs of each power-up priced in gold, with how many the player
 * holds. A tap buys at once through POST /store/buy-power-up with a fresh request id; when the reply was lost
 * the retry sends the same id, so the server sells the pack once. They are used at the table (PowerUpBar).
 */
import type { PowerUp, PowerUpStock } from '@cardroom/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors.js';
import { describeError } from '../../api/handle-error.js';
import { request } from '../../api/request.js';
import { CurrencyIcon } from '../../components/CurrencyIcon.js';
import { formatCount } from '../../components/format.js';
import { useAppDispatch } from '../../store/hooks.js';
import { useStoreReply } from './useStoreReply.js';

/** A fresh id per tap (a seam for tests). */
export const powerUpPackIds = {
  next(): string {
    return crypto.randomUUID();
  },
};

type Pack = PowerUp['packs'][number];
type Notice = {
  tone: 'ok' | 'error';
  text: string;
  retry?: { pack: Pack; powerUp: PowerUp; requestId: string };
};

/** A light bulb for advice, a clock for extra time. */
function PowerUpIcon({ id }: { id: PowerUp['power_up_id'] }) {
  return (
    <svg className="power-up-icon" viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
      <circle cx="12" cy="12" r="11" fill="#5b3fa8" />
      {id === 'advice' ? (
        <path d="M12 5a5 5 0 0 0-3 9v2h6v-2a5 5 0 0 0-3-9zm-2 12h4v1.5h-4z" fill="#ffd54a" />
      ) : (
        <>
          <circle cx="12" cy="12" r="6.5" fill="none" stroke="#ffd54a" strokeWidth="2" />
          <path d="M12 8v4.5l3 2" fill="none" stroke="#ffd54a" strokeWidth="2" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}

export function PowerUpGroup() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const dispatch = useAppDispatch();
  const storeReply = useStoreReply();
  const [offer, setOffer] = useState<{ powerUps: PowerUp[]; stock: PowerUpStock } | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const load = useCallback(async () => {
    setFailed(false);
    const reply = await dispatch(request('storePowerUps', {}, { loading: false, silent: true }));
    if (reply) setOffer({ powerUps: reply.power_ups, stock: reply.stock });
    else setFailed(true);
  }, [dispatch]);

  useEffect(() => {
    void load();
  }, [load]);

  const buy = async (powerUp: PowerUp, pack: Pack, requestId: string) => {
    setBusy(true);
    setNotice(null);
    let thrown: unknown = null;
    const reply = await dispatch(
      request(
        'storeBuyPowerUp',
        { body: { pack_id: pack.pack_id, request_id: requestId } },
        { onError: (error) => (thrown = error) },
      ),
    );
    setBusy(false);
    const name = t(`store.powerUps.names.${powerUp.power_up_id}`);
    if (reply) {
      storeReply({ status: 'succeeded' }, reply.userData);
      setOffer((current) => (current ? { ...current, stock: reply.stock } : current));
      const held = reply.stock[powerUp.power_up_id] ?? 0;
      setNotice({ tone: 'ok', text: t('store.powerUps.done', { count: pack.count, name, held }) });
      return;
    }
    const code = isApiError(thrown) ? thrown.code : null;
    if (code === 'REQUIRES_GOLD') {
      setNotice({ tone: 'error', text: t('store.powerUps.notEnough') });
    } else if (code === 'POWER_UP_NOT_FOUND') {
      setNotice({ tone: 'error', text: describeError(thrown) });
      void load();
    } else if (isApiError(thrown) && thrown.code !== 'NETWORK_ERROR' && thrown.status < 500) {
      setNotice({ tone: 'error', text: describeError(thrown) });
    } else {
      setNotice({ tone: 'error', text: t('store.powerUps.lost'), retry: { pack, powerUp, requestId } });
    }
  };

  return (
    <section className="store-group" data-testid="store-group-power-ups">
      <h3>{t('store.powerUps.title')}</h3>
      <p className="muted">{t('store.powerUps.intro')}</p>
      {notice ? (
        <div
          className={notice.tone === 'ok' ? 'notice store-ok' : 'notice notice-error'}
          role={notice.tone === 'ok' ? 'status' : 'alert'}
          data-testid="store-power-up-notice"
        >
          <p>{notice.text}</p>
          {notice.retry ? (
            <button
              type="button"
              className="btn btn-small"
              disabled={busy}
              onClick={() => {
                const retry = notice.retry as NonNullable<Notice['retry']>;
                void buy(retry.powerUp, retry.pack, retry.requestId);
              }}
              data-testid="store-power-up-retry"
            >
              {t('store.retry')}
            </button>
          ) : null}
        </div>
      ) : null}
      {offer === null ? (
        failed ? (
          <div className="notice notice-error" data-testid="store-power-ups-failed">
            <p>{t('store.powerUps.loadFailed')}</p>
            <button type="button" className="btn btn-small" onClick={() => void load()}>
              {t('store.retry')}
            </button>
          </div>
        ) : (
          <p className="muted">{t('store.loading')}</p>
        )
      ) : (
        <ul className="store-power-ups">
          {offer.powerUps.map((powerUp) => {
            const name = t(`store.powerUps.names.${powerUp.power_up_id}`);
            const held = offer.stock[powerUp.power_up_id] ?? 0;
            return (
              <li
                key={powerUp.power_up_id}
                className="store-power-up"
                data-testid={`store-power-up-${powerUp.power_up_id}`}
              >
                <PowerUpIcon id={powerUp.power_up_id} />
                <div className="store-power-up-text">
                  <strong>{name}</strong>
                  <span className="muted">{t(`store.powerUps.about.${powerUp.power_up_id}`)}</span>
                  <span
                    className="store-power-up-held"
                    data-testid={`store-power-up-held-${powerUp.power_up_id}`}
                  >
                    {t('store.powerUps.held', { count: held })}
                  </span>
                </div>
                <div className="store-power-up-packs">
                  {powerUp.packs.map((pack) => {
                    const price = formatCount(pack.price.amount, lang);
                    return (
                      <button
                        key={pack.pack_id}
                        type="button"
                        className="btn btn-small store-gem-price"
                        disabled={busy}
                        onClick={() => void buy(powerUp, pack, powerUpPackIds.next())}
                        aria-label={t('store.powerUps.buy', { count: pack.count, name, price })}
                        data-testid={`store-power-up-buy-${pack.pack_id}`}
                      >
                        <span>{t('store.powerUps.pack', { count: pack.count })}</span>
                        <CurrencyIcon kind="gold" size={16} />
                        <span>{price}</span>
                      </button>
                    );
                  })}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
