/** The frame every auth screen shares: a centred card with a title and an optional subtitle. */
import type { ReactNode } from 'react';

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <section className="auth-card">
      <h1>{title}</h1>
      {subtitle ? <p className="muted">{subtitle}</p> : null}
      {children}
    </section>
  );
}
