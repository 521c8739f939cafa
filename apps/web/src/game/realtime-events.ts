/**
 * The parse layer between the socket and the store: every server event is read with the protocol's schema
 * (readServerEvent) before any handler sees it. An event of another protocol version means another build
 * (the caller reloads); a malformed one is dropped and logged once per event name, so a server bug shows in
 * the console without flooding it and never reaches the store.
 */
import { readServerEvent, type ServerEventName, type ServerEventPayload } from '@cardroom/protocol';

export interface EventReader {
  /** Wraps `handle` so it only ever receives payloads that parsed. */
  wrap<Name extends ServerEventName>(
    name: Name,
    handle: (payload: ServerEventPayload<Name>) => void,
  ): (payload: unknown) => void;
}

export interface EventReaderOptions {
  /** Another protocol version was seen (`v` as sent). */
  onOtherVersion(v: unknown): void;
  /** Where the one warning per malformed event name goes. */
  warn?: (message: string, reason: string) => void;
}

export function createEventReader({ onOtherVersion, warn = console.warn }: EventReaderOptions): EventReader {
  const warned = new Set<ServerEventName>();
  return {
    wrap: (name, handle) => (payload) => {
      const reading = readServerEvent(name, payload);
      if (reading.kind === 'ok') return handle(reading.payload);
      if (reading.kind === 'version') return onOtherVersion(reading.v);
      if (warned.has(name)) return;
      warned.add(name);
      warn(`Dropped a malformed realtime event "${name}"`, reading.reason);
    },
  };
}
