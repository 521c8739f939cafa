/**
 * Issue 10: a Spanish "¡Tu amigo se unió!" showed in the English app. The panel renders the system's
 * notifications from their template in the language shown now, with the username the server resolved.
 */
import type { Notification, UserData } from '@cardroom/protocol';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStarted } from '../store/session-slice.js';
import { renderWithApp } from '../test/render.js';
import { NotificationsPanel } from './NotificationsPanel.js';

const base = {
  sender: 'Cardroom',
  img_url: null,
  time_stamp: '2030-01-01T10:00:00.000Z',
  expiresAt: '2099-01-01T10:00:00.000Z',
  isRead: false,
};

/** As a server wrote them for a reader whose account was Spanish when they were read. */
const notes: Notification[] = [
  {
    ...base,
    id: '00000000-0000-4000-8000-000000000001',
    subject: '¡Tu amigo se unió!',
    message: 'NewcomerNed se registró con tu código de referido. Ambos recibieron 100 monedas.',
    template: { key: 'referralJoined', params: { username: 'NedTheSecond', coins: 1000 } },
  },
  {
    ...base,
    id: '00000000-0000-4000-8000-000000000002',
    subject: '¡Bienvenido a Cardroom!',
    message: 'Hola NewcomerNed, gracias por unirte.',
    template: { key: 'welcome', params: { username: 'NedTheSecond' } },
  },
  {
    ...base,
    id: '00000000-0000-4000-8000-000000000004',
    subject: 'Tu torneo de Klondike terminó',
    message: 'Quedaste en el puesto 1 de 4 y ganaste 252 monedas.',
    template: { key: 'contestResult', params: { outcome: 'paid', place: 1, entrants: 4, coins: 1252 } },
  },
  {
    ...base,
    id: '00000000-0000-4000-8000-000000000003',
    subject: 'Mantenimiento',
    message: 'Volvemos a las 2.',
  },
];

const user = { id: 'u1', username: 'ana', roles: ['ROLE_USER'], notifications: notes } as unknown as UserData;

/** The server's reload answers with the same list. */
const fetchNotes: typeof fetch = async () =>
  new Response(JSON.stringify({ success: true, notifications: notes }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

function renderPanel(language: 'en' | 'es') {
  return renderWithApp(<NotificationsPanel onClose={() => {}} />, {
    language,
    fetch: fetchNotes,
    prepare: (store) => store.dispatch(sessionStarted({ accessToken: 'token', userData: user })),
  });
}

describe('NotificationsPanel', () => {
  it('shows the system notifications in English in the English app, with the current username', async () => {
    renderPanel('en');
    expect(await screen.findByText('Your friend joined!')).toBeTruthy();
    expect(
      screen.getByText('NedTheSecond signed up with your referral code. You both received 1,000 coins.'),
    ).toBeTruthy();
    expect(screen.getByText('Welcome to Cardroom!')).toBeTruthy();
    expect(screen.getByText(/^Hi NedTheSecond, thanks for joining/)).toBeTruthy();
    expect(screen.getByText('Your Klondike contest is over')).toBeTruthy();
    expect(screen.getByText('You placed 1 of 4 and won 1,252 coins.')).toBeTruthy();
    expect(screen.queryByText('¡Tu amigo se unió!')).toBeNull();
    expect(screen.queryByText(/NewcomerNed/)).toBeNull();
    // A free-text note has no template: its own text shows.
    expect(screen.getByText('Mantenimiento')).toBeTruthy();
  });

  it('shows them in Spanish in the Spanish app', async () => {
    renderPanel('es');
    expect(await screen.findByText('¡Tu amigo se unió!')).toBeTruthy();
    expect(
      screen.getByText('NedTheSecond se registró con tu código de referido. Ambos recibieron 1000 monedas.'),
    ).toBeTruthy();
    expect(screen.getByText(/^Hola NedTheSecond, gracias por unirte/)).toBeTruthy();
  });
});
