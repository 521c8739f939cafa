/** Send reaction (spec §2 in-game bar): a row of reactions and the table chat (list and input). */
import { CHAT_MESSAGE_MAX_LENGTH } from '@cardroom/protocol';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/Modal.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { loadChat, sendChat, sendReaction } from './game-thunks.js';
import './chat.css';

export const REACTIONS = ['👍', '😂', '😮', '😢', '🔥', '👏'] as const;

export function ChatPanel({ gameId, onClose }: { gameId: string; onClose(): void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const messages = useAppSelector((state) => state.game.chat);
  const myId = useAppSelector((state) => state.session.user?.id);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    void dispatch(loadChat(gameId));
  }, [gameId, dispatch]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message arrives
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [messages.length]);

  const react = (reaction: string) => {
    void dispatch(sendReaction(reaction));
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || busy) return;
    setBusy(true);
    if (await dispatch(sendChat(gameId, message))) setText('');
    setBusy(false);
  };

  return (
    <Modal title={t('chat.title')} onClose={onClose} width={420} testId="chat-panel">
      <h3 className="small muted">{t('chat.reactions')}</h3>
      <div className="reaction-row">
        {REACTIONS.map((reaction) => (
          <button
            key={reaction}
            type="button"
            className="reaction-button"
            onClick={() => react(reaction)}
            aria-label={t('chat.reaction', { reaction })}
            data-testid="reaction-button"
          >
            {reaction}
          </button>
        ))}
      </div>
      <ol className="chat-list" ref={list} data-testid="chat-list">
        {messages.length === 0 ? <li className="muted small">{t('chat.empty')}</li> : null}
        {messages.map((message) => (
          <li key={message.id} className={message.sender_id === myId ? 'chat-mine' : ''}>
            <strong>{message.username}</strong> <span>{message.message}</span>
          </li>
        ))}
      </ol>
      <form className="chat-form" onSubmit={(event) => void submit(event)}>
        <input
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.placeholder')}
          data-testid="chat-input"
        />
        <button
          type="submit"
          className="btn btn-primary btn-small"
          disabled={busy || !text.trim()}
          data-testid="chat-send"
        >
          {t('chat.send')}
        </button>
      </form>
    </Modal>
  );
}
