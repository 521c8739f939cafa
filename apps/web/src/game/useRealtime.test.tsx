/**
 * Issue 10: balances went stale (the server had 800 coins, the app showed 700 across reloads). The realtime
 * link is open whenever someone is signed in, applies the balances the server pushes, and asks for them
 * again when the window gets focus or the tab becomes visible.
 */
import type { UserData } from '@cardroom/protocol';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStarted } from '../store/session-slice.js';
import { renderWithApp } from '../test/render.js';

type Handler = (payload?: unknown) => void;

class FakeSocket {
  connected = true;
  handlers = new Map<string, Handler[]>();
  emitted: { name: string; payload: unknown }[] = [];
  on(name: string, handler: Handler) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
    return this;
  }
  emit(name: string, payload?: unknown) {
    this.emitted.push({ name, payload });
    return this;
  }
  /** What the server would send. */
  receive(name: string, payload: unknown) {
    for (const handler of this.handlers.get(name) ?? []) handler(payload);
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  disconnect() {
    this.connected = false;
    return this;
  }
  connect() {
    return this;
  }
}

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  },
}));

const { RealtimeBridge } = await import('./useRealtime.js');

const user = {
  id: 'u1',
  username: 'ana',
  roles: ['ROLE_USER'],
  coins: 700,
  cash_balance: 0,
  gems: 0,
  gold: 0,
  tickets: { bronze: 0, silver: 0, gold: 0, vip: 0 },
  notifications: [],
} as unknown as UserData;

const balances = {
  cash_balance: 250,
  bonus_cash: 0,
  credits: 0,
  tokens: 0,
  coins: 800,
  gems: 3,
  gold: 0,
  tickets: { bronze: 1, silver: 0, gold: 0, vip: 0 },
};

describe('the realtime link and balances', () => {
  beforeEach(() => {
    sockets.length = 0;
  });

  it('connects without a table, applies pushed balances and asks for them again on focus', async () => {
    const { store } = renderWithApp(<RealtimeBridge />, {
      prepare: (app) => app.dispatch(sessionStarted({ accessToken: 'token', userData: user })),
    });
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0] as FakeSocket;

    act(() => socket.receive('user:balances', { v: 1, balances }));
    const shown = store.getState().session.user;
    expect(shown?.coins).toBe(800);
    expect(shown?.cash_balance).toBe(250);
    expect(shown?.tickets.bronze).toBe(1);
    expect(shown?.username).toBe('ana');

    act(() => {
      globalThis.dispatchEvent(new Event('focus'));
    });
    expect(socket.emitted.filter((event) => event.name === 'game:sync')).toHaveLength(1);
  });
  it('drops a malformed push instead of applying it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store } = renderWithApp(<RealtimeBridge />, {
      prepare: (app) => app.dispatch(sessionStarted({ accessToken: 'token', userData: user })),
    });
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0] as FakeSocket;
    act(() => socket.receive('user:balances', { v: 1, balances: { ...balances, coins: 'lots' } }));
    act(() => socket.receive('user:balances', { v: 1, balances: { ...balances, coins: -5.5 } }));
    expect(store.getState().session.user?.coins).toBe(700);
    // One warning per malformed event name (a silent request failing meanwhile may warn too: not counted).
    const dropped = warn.mock.calls.filter(([message]) => String(message).startsWith('Dropped a malformed'));
    expect(dropped).toHaveLength(1);
    warn.mockRestore();
  });
});
