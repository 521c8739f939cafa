/** The collection's calls: spec §7's get, upgrade and active-upgrades, and the choice of skin drawn. */
import { API_CALLS } from '@cardroom/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { currentAuth } from '../http/guards.js';
import { registerCall } from '../http/register-call.js';
import { buildUserData } from '../users/user-data.js';
import { activateCollection, activeUpgradesOf, collectionOf, upgradeCollection } from './collection.js';

export function registerCollectionRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx, API_CALLS.userGetCollection, async ({ request }) => ({
    success: true,
    collection: await collectionOf(ctx.db, currentAuth(request).user.id),
  }));

  registerCall(app, ctx, API_CALLS.userGetActiveUpgrades, async ({ request }) => ({
    success: true,
    active_upgrades: await activeUpgradesOf(ctx.db, currentAuth(request).user.id),
  }));

  registerCall(app, ctx, API_CALLS.userUpgradeCollection, async ({ body, request }) => {
    const { user } = currentAuth(request);
    const collection = await upgradeCollection(ctx.db, user.id, body.upgrade_id);
    return { success: true, collection, userData: await buildUserData(ctx.db, user.id) };
  });

  registerCall(app, ctx, API_CALLS.userActivateCollection, async ({ body, request }) => {
    const { user } = currentAuth(request);
    const collection = await activateCollection(ctx.db, user.id, body.upgrade_id, body.wear);
    return { success: true, collection, userData: await buildUserData(ctx.db, user.id) };
  });
}
