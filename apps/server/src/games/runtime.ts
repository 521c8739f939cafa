/**
 * What the table services need besides the database: a way to tell players (realtime) and a way to be
 * woken when a game's deadline comes (the scheduler). Both are small interfaces so tests and the bench can
 * see what was published, and a server without sockets still runs every game. The registry says which games
 * the server hosts.
 */
import type { ChatMessage, PlayerReaction } from '@cardroom/protocol';
import type { AppContext } from '../context.js';
import type { GameRegistry } from './registry.js';
import type { GameRecord } from './repository.js';

export interface TableEvents {
  /** Sends each seated person their own view of the committed record. */
  publishState(record: GameRecord): Promise<void>;
  /** Tells a user they no longer sit at this game. */
  publishLeft(userId: string, gameId: string): Promise<void>;
  publishReaction(gameId: string, reaction: PlayerReaction): Promise<void>;
  publishChat(gameId: string, message: ChatMessage, recipients?: string[]): Promise<void>;
  /** A user joined a table: their live connections start receiving its room's events. */
  joinRoom(userId: string, gameId: string): Promise<void>;
}

export interface DeadlineScheduler {
  schedule(gameId: string, at: Date | null): void;
  close(): void;
}

export interface GamesRuntime {
  ctx: AppContext;
  /** The games this server hosts (registry.ts). */
  games: GameRegistry;
  events: TableEvents;
  scheduler: DeadlineScheduler;
}

export const silentEvents: TableEvents = {
  publishState: async () => {},
  publishLeft: async () => {},
  publishReaction: async () => {},
  publishChat: async () => {},
  joinRoom: async () => {},
};
