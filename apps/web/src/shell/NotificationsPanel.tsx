/**
 * Notifications panel (spec §2/§4): reloads on open; pressing an unread one marks it read; delete, clear
 * all, and Mark All Read (each unread in turn, then a reload). Read ones are dimmed and shown only with
 * the show-read toggle on. Actions wait while a request runs; failures are only logged (spec §8). The
 * system's notifications read in the language shown now (notification-text.ts).
 */
import { NOTIFICATION_URGENT_DAYS } from '@cardroom/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../api/request.js';
import { Icon } from '../components/Icon.js';
import { Modal } from '../components/Modal.js';
import { selectUser, useAppDispatch, useAppSelector } from '../store/hooks.js';
import { notificationsSet, userUpdated } from '../store/session-slice.js';
import { notificationText } from './notification-text.js';

const DAY_MS = 86_400_000;
type Action = 'read' | 'delete' | 'clear';

function daysLeft(expiresAt: string | null): number | null {
  if (!expiresAt) return null;
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - Date.now()) / DAY_MS));
}

export function NotificationsPanel({ onClose }: { onClose(): void }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const list = user?.notifications ?? [];
  const [showRead, setShowRead] = useState(true);
  const [busy, setBusy] = useState(false);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    const reply = await dispatch(
      request('userGetNotifications', { body: {} }, { silent: true, loading: false }),
    );
    if (reply) dispatch(notificationsSet(reply.notifications));
  }, [dispatch]);

  // Reload on every open (spec §4); the list from the last user data shows meanwhile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening, not on every store change
  useEffect(() => {
    void reload().finally(() => setLoading(false));
  }, []);

  const act = async (action: Action, notificationId?: string) => {
    const reply = await dispatch(
      request(
        'userUpdateNotifications',
        { body: { action, ...(notificationId ? { notificationId } : {}) } },
        { silent: true, loading: false },
      ),
    );
    if (reply) dispatch(userUpdated(reply.userData));
  };

  const run = async (task: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  };

  const unread = list.filter((item) => !item.isRead);
  const shown = showRead ? list : unread;
  const markAll = () =>
    run(async () => {
      for (const item of unread) await act('read', item.id);
      await reload();
    });

  return (
    <Modal
      title={
        <>
          {t('notifications.title')}{' '}
          {unread.length > 0 ? (
            <span className="count-badge">{t('notifications.unreadCount', { count: unread.length })}</span>
          ) : null}
        </>
      }
      onClose={onClose}
      testId="notifications-panel"
      footer={
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <div className="button-row">
        <button
          type="button"
          className="btn btn-small btn-ghost"
          onClick={() => setShowRead((value) => !value)}
        >
          {showRead ? t('notifications.hideRead') : t('notifications.showRead')}
        </button>
        <button
          type="button"
          className="btn btn-small btn-ghost"
          disabled={busy}
          onClick={() => void run(reload)}
        >
          <Icon name="refresh" size={16} /> {t('notifications.refresh')}
        </button>
      </div>
      {list.length > 0 ? (
        <section>
          <h3 className="section-label">{t('notifications.quickActions')}</h3>
          <div className="button-row">
            {unread.length > 0 ? (
              <button type="button" className="btn btn-small" disabled={busy} onClick={() => void markAll()}>
                {t('notifications.markAllRead')}
              </button>
            ) : null}
            <button
              type="button"
              className="btn btn-small btn-danger"
              disabled={busy}
              onClick={() => void run(() => act('clear'))}
            >
              {t('notifications.clearAll')}
            </button>
          </div>
        </section>
      ) : null}
      {loading && list.length === 0 ? <p className="muted">{t('notifications.loading')}</p> : null}
      {shown.length > 0 ? (
        <section>
          <h3 className="section-label">{showRead ? t('notifications.all') : t('notifications.unread')}</h3>
          <ul className="notification-list">
            {shown.map((item) => {
              const left = daysLeft(item.expiresAt);
              const text = notificationText(item, t, i18n.language);
              return (
                <li key={item.id} className={`notification${item.isRead ? ' notification-read' : ''}`}>
                  <button
                    type="button"
                    className="notification-main"
                    disabled={busy}
                    onClick={() => !item.isRead && void run(() => act('read', item.id))}
                  >
                    <strong>{text.subject}</strong>
                    <span className="muted">{t('notifications.from', { sender: item.sender })}</span>
                    <span>{text.message}</span>
                    <span className="muted small">
                      {new Date(item.time_stamp).toLocaleString(i18n.language)}
                      {left !== null ? (
                        <span className={left <= NOTIFICATION_URGENT_DAYS ? ' urgent' : ''}>
                          {' '}
                          · {t('notifications.expires', { count: left })}
                        </span>
                      ) : null}
                    </span>
                  </button>
                  <button
                    type="button"
                    className="icon-button icon-button-small"
                    disabled={busy}
                    aria-label={t('notifications.delete')}
                    onClick={() => void run(() => act('delete', item.id))}
                  >
                    <Icon name="trash" size={16} />
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {!loading || list.length > 0 ? (
        <EmptyState total={list.length} unread={unread.length} showRead={showRead} />
      ) : null}
    </Modal>
  );
}

function EmptyState({ total, unread, showRead }: { total: number; unread: number; showRead: boolean }) {
  const { t } = useTranslation();
  let title: string | null = null;
  let text = '';
  if (total === 0) [title, text] = [t('notifications.emptyTitle'), t('notifications.emptyText')];
  else if (!showRead && unread === 0)
    [title, text] = [t('notifications.noUnreadTitle'), t('notifications.noUnreadText')];
  else if (unread === 0) [title, text] = [t('notifications.caughtUpTitle'), t('notifications.caughtUpText')];
  if (!title) return null;
  return (
    <div className="empty-state">
      <strong>{title}</strong>
      <span className="muted">{text}</span>
    </div>
  );
}
