/**
 * /collection (issue 14, spec §2 Collection/Deck): the caller's skins by slot, each drawn, with its state
 * (worn, owned) and its price in gems, and the upgrades with their level and the next level's gold cost.
 * Buying a skin wears it at once; an owned skin can be worn again; the balances animate to what the server
 * answers. Visitors are asked to sign in.
 */
import { type CollectionItem, SKIN_SLOTS, type UserData } from '@cardroom/protocol';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../api/errors.js';
import { describeError } from '../api/handle-error.js';
import { request } from '../api/request.js';
import { useFeedback } from '../audio/sfx.js';
import { CurrencyIcon } from '../components/CurrencyIcon.js';
import { formatCount } from '../components/format.js';
import { isNamedItem } from '../components/skins.js';
import { selectLoggedIn, selectUser, useAppDispatch, useAppSelector } from '../store/hooks.js';
import { userUpdated } from '../store/session-slice.js';
import { SkinPreview } from './collection/SkinPreview.js';
import { StoreBalances } from './store/StoreBalances.js';
import './collection/texts.js';
import './store/store.css';
import './collection/collection.css';

interface Notice {
  /** The item it is about: the notice shows under that item's group, where the button was pressed. */
  itemId: string;
  tone: 'ok' | 'error';
  text: string;
  /** Not enough gems or gold: offer the store. */
  store?: boolean;
}

function useItemName(): (item: CollectionItem) => string {
  const { t } = useTranslation();
  // The catalogue's name is English: this build's own names cover the items it knows, in both languages.
  return (item) => (isNamedItem(item.upgrade_id) ? t(`collection.items.${item.upgrade_id}`) : item.name);
}

function Cost({ item }: { item: CollectionItem }) {
  const { i18n } = useTranslation();
  if (!item.nextCost) return null;
  const icon = item.nextCost.currency === 'gold' ? 'gold' : 'gems';
  return (
    <>
      <CurrencyIcon kind={icon} size={18} />
      <span>{formatCount(item.nextCost.amount, i18n.language)}</span>
    </>
  );
}

function costLabel(t: TFunction, item: CollectionItem, lang: string): string {
  if (!item.nextCost) return '';
  const amount = formatCount(item.nextCost.amount, lang);
  return item.nextCost.currency === 'gold'
    ? t('collection.cost.gold', { amount })
    : t('collection.cost.gems', { amount });
}

function SkinCard({
  item,
  user,
  busy,
  onBuy,
  onWear,
  onTakeOff,
}: {
  item: CollectionItem;
  user: UserData | null;
  busy: boolean;
  onBuy: (() => void) | null;
  onWear: (() => void) | null;
  /** Takes the worn skin off: its slot shows the default again. */
  onTakeOff: (() => void) | null;
}) {
  const { t, i18n } = useTranslation();
  const name = useItemName()(item);
  const state = item.active ? 'worn' : item.owned ? 'owned' : 'for-sale';
  return (
    <li
      className={`collection-item collection-${state}`}
      data-testid={`collection-item-${item.upgrade_id}`}
      data-state={state}
    >
      <span className="collection-preview">
        {item.slot ? <SkinPreview slot={item.slot} skin={item.upgrade_id} user={user} /> : null}
      </span>
      <strong className="collection-name">{name}</strong>
      {item.active ? (
        <>
          <span
            className="collection-badge collection-badge-worn"
            data-testid={`collection-worn-${item.upgrade_id}`}
          >
            {t('collection.worn')}
          </span>
          {onTakeOff ? (
            <button
              type="button"
              className="btn btn-small btn-ghost"
              disabled={busy}
              onClick={onTakeOff}
              aria-label={t('collection.takeOffNamed', { name })}
              data-testid={`collection-take-off-${item.upgrade_id}`}
            >
              {t('collection.takeOff')}
            </button>
          ) : null}
        </>
      ) : item.owned ? (
        onWear ? (
          <button
            type="button"
            className="btn btn-small"
            disabled={busy}
            onClick={onWear}
            aria-label={t('collection.wearNamed', { name })}
            data-testid={`collection-wear-${item.upgrade_id}`}
          >
            {t('collection.wear')}
          </button>
        ) : (
          <span className="collection-badge">{t('collection.owned')}</span>
        )
      ) : (
        <BuyButton
          item={item}
          busy={busy}
          onBuy={onBuy}
          label={t('collection.buyNamed', { name, cost: costLabel(t, item, i18n.language) })}
        />
      )}
    </li>
  );
}

/** The item's next cost: a button that buys it, or the price alone where buying is not offered (visitors). */
function BuyButton({
  item,
  busy,
  onBuy,
  label,
}: {
  item: CollectionItem;
  busy: boolean;
  onBuy: (() => void) | null;
  label: string;
}) {
  if (!onBuy) {
    return (
      <span className="collection-price">
        <Cost item={item} />
      </span>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-small btn-primary collection-buy"
      disabled={busy}
      onClick={onBuy}
      aria-label={label}
      data-testid={`collection-buy-${item.upgrade_id}`}
    >
      <Cost item={item} />
    </button>
  );
}

function UpgradeRow({
  item,
  busy,
  onBuy,
}: {
  item: CollectionItem;
  busy: boolean;
  onBuy: (() => void) | null;
}) {
  const { t, i18n } = useTranslation();
  const name = useItemName()(item);
  const description = item.upgrade_id === 'sharper-hints' ? t('collection.descriptions.sharper-hints') : null;
  const percent = Math.round((item.level / item.maxLevel) * 100);
  return (
    <li className="collection-upgrade" data-testid={`collection-item-${item.upgrade_id}`}>
      <div className="collection-upgrade-text">
        <strong>{name}</strong>
        {description ? <span className="muted">{description}</span> : null}
        <span className="collection-level" data-testid={`collection-level-${item.upgrade_id}`}>
          {t('collection.level', { level: item.level, max: item.maxLevel })}
        </span>
        <span
          className="collection-level-bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={item.maxLevel}
          aria-valuenow={item.level}
          aria-label={name}
        >
          <span style={{ width: `${percent}%` }} />
        </span>
      </div>
      {item.nextCost === null ? (
        <span className="collection-badge" data-testid={`collection-maxed-${item.upgrade_id}`}>
          {t('collection.maxed')}
        </span>
      ) : (
        <BuyButton
          item={item}
          busy={busy}
          onBuy={onBuy}
          label={t('collection.levelUpNamed', { name, cost: costLabel(t, item, i18n.language) })}
        />
      )}
    </li>
  );
}

function NoticeBox({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  return (
    <div
      className={
        notice.tone === 'error' ? 'notice notice-error collection-notice' : 'notice collection-notice'
      }
      role={notice.tone === 'error' ? 'alert' : 'status'}
      data-testid="collection-notice"
    >
      <p>{notice.text}</p>
      {notice.store ? (
        <Link className="btn btn-small" to="/store" data-testid="collection-notice-store">
          {t('collection.getMore')}
        </Link>
      ) : null}
    </div>
  );
}

export function CollectionScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const feedback = useFeedback();
  const user = useAppSelector(selectUser);
  const signedIn = useAppSelector(selectLoggedIn) && user !== null;
  const userId = user?.id ?? null;
  const [items, setItems] = useState<CollectionItem[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const itemName = useItemName();

  const load = useCallback(async () => {
    setLoadFailed(false);
    const reply = await dispatch(request('userGetCollection', {}, { loading: false }));
    if (reply) setItems(reply.collection);
    else setLoadFailed(true);
  }, [dispatch]);

  useEffect(() => {
    if (userId) void load();
    else setItems(null);
  }, [userId, load]);

  const send = useCallback(
    async (item: CollectionItem, action: 'buy' | 'wear' | 'take-off') => {
      setBusy(true);
      setNotice(null);
      let failure: Notice | null = null;
      const onError = (error: unknown) => {
        const code = isApiError(error) ? error.code : null;
        const name = itemName(item);
        if (code === 'REQUIRES_GEMS')
          failure = {
            itemId: item.upgrade_id,
            tone: 'error',
            text: t('collection.notEnough.gems', { name }),
            store: true,
          };
        else if (code === 'REQUIRES_GOLD')
          failure = {
            itemId: item.upgrade_id,
            tone: 'error',
            text: t('collection.notEnough.gold', { name }),
            store: true,
          };
        else failure = { itemId: item.upgrade_id, tone: 'error', text: describeError(error) };
      };
      const body = { body: { upgrade_id: item.upgrade_id } };
      const reply = await dispatch(
        action === 'buy'
          ? request('userUpgradeCollection', body, { onError })
          : request(
              'userActivateCollection',
              { body: { upgrade_id: item.upgrade_id, wear: action === 'wear' } },
              { onError },
            ),
      );
      setBusy(false);
      if (!reply) {
        setNotice(failure);
        return;
      }
      setItems(reply.collection);
      dispatch(userUpdated(reply.userData));
      const after = reply.collection.find((entry) => entry.upgrade_id === item.upgrade_id) ?? item;
      const name = itemName(after);
      if (action === 'wear')
        setNotice({ itemId: item.upgrade_id, tone: 'ok', text: t('collection.wearing', { name }) });
      else if (action === 'take-off')
        setNotice({ itemId: item.upgrade_id, tone: 'ok', text: t('collection.tookOff', { name }) });
      else if (after.category === 'skin')
        setNotice({ itemId: item.upgrade_id, tone: 'ok', text: t('collection.bought', { name }) });
      else
        setNotice({
          itemId: item.upgrade_id,
          tone: 'ok',
          text: t('collection.levelled', { name, level: after.level }),
        });
      if (action === 'buy') feedback.success();
    },
    [dispatch, feedback, itemName, t],
  );

  if (!signedIn || !user) {
    return (
      <section className="screen collection" data-testid="collection-screen">
        <h1>{t('collection.title')}</h1>
        <section className="card store-prompt" data-testid="collection-visitor-prompt">
          <p>{t('collection.visitorPrompt')}</p>
          <div className="button-row">
            <Link className="btn btn-primary" to="/auth/login">
              {t('nav.login')}
            </Link>
            <Link className="btn btn-ghost" to="/auth/register">
              {t('nav.register')}
            </Link>
          </div>
        </section>
      </section>
    );
  }

  const skins = items?.filter((item) => item.category === 'skin' && item.slot !== null) ?? [];
  const upgrades = items?.filter((item) => item.category !== 'skin') ?? [];
  return (
    <section className="screen collection" data-testid="collection-screen">
      <h1>{t('collection.title')}</h1>
      <section className="card">
        <h2>{t('collection.balances')}</h2>
        <StoreBalances user={user} only={['gems', 'gold']} />
        <p className="collection-store-link">
          <Link to="/store" data-testid="collection-store">
            {t('collection.getMore')}
          </Link>
        </p>
      </section>
      {items === null ? (
        <section className="card">
          {loadFailed ? (
            <div className="notice notice-error" data-testid="collection-load-failed">
              <p>{t('collection.loadFailed')}</p>
              <button type="button" className="btn btn-small" onClick={() => void load()}>
                {t('collection.retry')}
              </button>
            </div>
          ) : (
            <p className="muted">{t('collection.loading')}</p>
          )}
        </section>
      ) : items.length === 0 ? (
        <section className="card">
          <p className="muted">{t('collection.empty')}</p>
        </section>
      ) : (
        <>
          {skins.length > 0 ? (
            <section className="card" data-testid="collection-skins">
              <h2>{t('collection.skins')}</h2>
              <p className="muted">{t('collection.intro')}</p>
              {SKIN_SLOTS.map((slot) => {
                const inSlot = skins.filter((item) => item.slot === slot);
                if (inSlot.length === 0) return null;
                return (
                  <section key={slot} className="store-group" data-testid={`collection-slot-${slot}`}>
                    <h3>{t(`collection.slots.${slot}`)}</h3>
                    <ul className="collection-items">
                      {inSlot.map((item) => (
                        <SkinCard
                          key={item.upgrade_id}
                          item={item}
                          user={user}
                          busy={busy}
                          onBuy={() => void send(item, 'buy')}
                          onWear={() => void send(item, 'wear')}
                          onTakeOff={() => void send(item, 'take-off')}
                        />
                      ))}
                    </ul>
                    {notice && inSlot.some((item) => item.upgrade_id === notice.itemId) ? (
                      <NoticeBox notice={notice} />
                    ) : null}
                  </section>
                );
              })}
            </section>
          ) : null}
          {upgrades.length > 0 ? (
            <section className="card" data-testid="collection-upgrades">
              <h2>{t('collection.upgrades')}</h2>
              <ul className="collection-upgrades">
                {upgrades.map((item) => (
                  <UpgradeRow
                    key={item.upgrade_id}
                    item={item}
                    busy={busy}
                    onBuy={() => void send(item, 'buy')}
                  />
                ))}
              </ul>
              {notice && upgrades.some((item) => item.upgrade_id === notice.itemId) ? (
                <NoticeBox notice={notice} />
              ) : null}
            </section>
          ) : null}
        </>
      )}
    </section>
  );
}
