/**
 * Friendly games (spec §7): a waiting table someone opens to share by link or QR code. It has no bot-fill
 * timer; friends join by its game_id and pay the same entry, and the owner fills empty seats with
 * /game/add-bot. The share link opens the web app's join route.
 */
import { API_CALLS } from '@cardroom/protocol';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { AppError } from '../http/errors.js';
import { currentAuth } from '../http/guards.js';
import { registerCall } from '../http/register-call.js';
import { isUuid } from './ids.js';
import { tableReply } from './projection.js';
import { loadRecord } from './repository.js';
import { sessionReply } from './routes.js';
import type { GamesRuntime } from './runtime.js';
import { currentRecord, joinTable, openTable } from './tables.js';

/** The link a friend opens to take a seat: the web app's /game route with the join parameter. */
export function shareableLink(publicUrl: string, gameId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/game?join=${encodeURIComponent(gameId)}`;
}

/** The link as a QR code, a PNG data URL. */
export function qrCodeDataUrl(link: string): Promise<string> {
  return QRCode.toDataURL(link, { type: 'image/png', errorCorrectionLevel: 'M', margin: 2, scale: 6 });
}

export function registerFriendlyRoutes(app: FastifyInstance, runtime: GamesRuntime): void {
  const { ctx } = runtime;

  registerCall(app, ctx, API_CALLS.gameCreateFriendly, async ({ body, request }) => {
    runtime.games.get(body.map); // NOT_AVAILABLE unless this server hosts the game
    if (body.type === 'tutorial') throw new AppError('NOT_AVAILABLE', 'The tutorial cannot be shared.');
    const { user } = currentAuth(request);
    const record = await openTable(runtime, user, {
      type: body.type,
      map: body.map,
      gameMode: body.game_mode,
      friendly: true,
      singleHand: body.quick === true,
      ...(body.clientSeed ? { clientSeed: body.clientSeed } : {}),
      ...(body.seats === undefined ? {} : { seats: body.seats }),
    });
    const gameToken = record.game.gameToken;
    if (!gameToken) throw new Error('a friendly table has an invitation token');
    return { success: true as const, gameToken, ...tableReply(runtime.games, record, user.id) };
  });

  registerCall(app, ctx, API_CALLS.gameJoinFriendly, async ({ body, request }) => {
    const { user } = currentAuth(request);
    // Only friendly tables are joined by link: never a public, prize or finished private table.
    const target = isUuid(body.game_id) ? await loadRecord(ctx.db, body.game_id) : undefined;
    if (!target?.game.friendly) throw new AppError('GAME_NOT_FOUND');
    const record = await joinTable(runtime, user, target.game.id, body.clientSeed);
    return sessionReply(runtime, request, record);
  });

  registerCall(app, ctx, API_CALLS.gameGenerateQr, async ({ request }) => {
    const { user } = currentAuth(request);
    const record = await currentRecord(ctx.db, user.id);
    if (!record.game.friendly) throw new AppError('GAME_NOT_FOUND', 'You are not in a friendly game.');
    const link = shareableLink(ctx.config.PUBLIC_URL, record.game.id);
    return {
      success: true as const,
      game_id: record.game.id,
      shareableLink: link,
      qrCodeDataUrl: await qrCodeDataUrl(link),
    };
  });
}
