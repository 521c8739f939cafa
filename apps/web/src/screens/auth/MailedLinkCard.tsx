/**
 * A screen a mailed link opens (verify an address, undo an email change): it spends the link's token once
 * through POST /auth/verify-email, which tells the kinds of link apart, and shows how that went.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { request } from '../../api/request.js';
import { useAppDispatch } from '../../store/hooks.js';
import { AuthCard } from './AuthCard.js';

export type MailedLinkState = 'working' | 'done' | 'failed' | 'missing';

export interface MailedLinkCardProps {
  title: string;
  texts: Record<MailedLinkState, string>;
  testId: string;
  /** Where the button under the result leads, and its label. */
  next: { to: string; label: string };
  /** Runs once the server accepted the token. */
  onDone(): void;
}

export function MailedLinkCard({ title, texts, testId, next, onDone }: MailedLinkCardProps) {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<MailedLinkState>(token ? 'working' : 'missing');
  const started = useRef<string | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (!token || started.current === token) return;
    // A token is spent once, even when React runs effects twice in development.
    started.current = token;
    void dispatch(request('authVerifyEmail', { body: { token } })).then((reply) => {
      setState(reply ? 'done' : 'failed');
      if (reply) done.current();
    });
  }, [token, dispatch]);

  return (
    <AuthCard title={title}>
      <p
        className={`notice${state === 'failed' || state === 'missing' ? ' notice-error' : ''}`}
        data-testid={testId}
        data-state={state}
      >
        {state === 'working' ? <span className="spinner" /> : null} {texts[state]}
      </p>
      {state !== 'working' ? (
        <Link className="btn btn-primary btn-block" to={next.to}>
          {next.label}
        </Link>
      ) : null}
    </AuthCard>
  );
}
