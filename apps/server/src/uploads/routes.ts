import { API_CALLS } from '@cardroom/protocol';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { AppError } from '../http/errors.js';
import { currentAuth } from '../http/guards.js';
import { registerCall } from '../http/register-call.js';
import { updateUser } from '../users/repository.js';
import { buildUserData } from '../users/user-data.js';
import { createUploadStore, STORED_NAME, UPLOAD_BODY_LIMIT_BYTES, UPLOADS_PATH } from './store.js';

const HOUR = 3_600_000;
/** Not in the spec: uploads per user per hour, so one account cannot fill the disk at the global rate. */
export const UPLOADS_PER_USER_PER_HOUR = 60;

/**
 * POST /upload/avatar and /user/upload-attachment (spec §7), and GET /uploads/<file> serving what they
 * stored. Files are only ever named by the store, so the static route answers nothing else.
 */
export function registerUploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = createUploadStore(ctx.config, ctx.logger);
  const bodyLimit = Math.max(ctx.config.BODY_LIMIT_BYTES, UPLOAD_BODY_LIMIT_BYTES);

  async function saveFor(userId: string, data: string) {
    if ((await ctx.counters.hit(`upload:${userId}`, HOUR)) > UPLOADS_PER_USER_PER_HOUR) {
      throw new AppError('RATE_LIMITED');
    }
    return store.save(data, userId);
  }

  registerCall(
    app,
    ctx,
    API_CALLS.uploadAvatar,
    async ({ body, request }) => {
      const { user } = currentAuth(request);
      const { url } = await saveFor(user.id, body.data);
      const updated = await updateUser(ctx.db, user.id, { avatar: url });
      if (!updated) throw new AppError('UNAUTHORIZED');
      return { success: true, userData: await buildUserData(ctx.db, updated) };
    },
    { bodyLimit },
  );

  registerCall(
    app,
    ctx,
    API_CALLS.userUploadAttachment,
    async ({ body, request }) => {
      const { url } = await saveFor(currentAuth(request).user.id, body.data);
      return { success: true, attachmentUrl: url };
    },
    { bodyLimit },
  );

  // decorateReply off, so another @fastify/static (the web app) can be registered beside this one.
  void app.register(fastifyStatic, {
    root: store.dir,
    prefix: UPLOADS_PATH,
    decorateReply: false,
    index: false,
    list: false,
    redirect: false,
    dotfiles: 'deny',
    // Only names the store writes: '..', encoded separators and anything else are 404 before any disk access.
    allowedPath: (pathName) => STORED_NAME.test(pathName.replace(/^\//, '')),
    // Names are random and files never change, so caches may keep them for good.
    maxAge: '365d',
    immutable: true,
    setHeaders: (res) => {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // Opened directly, an image still cannot run script or load anything.
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    },
  });
}
