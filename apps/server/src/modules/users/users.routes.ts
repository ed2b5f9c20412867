import { ErrorBody, OkReply, UpdateProfileBody } from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/auth-guard';
import type { UsersService } from './users.service';

export interface UsersRouteDeps {
  users: Pick<UsersService, 'updateProfile'>;
}

/**
 * POST /api/offices/updateProfile (the spec's path): a signed-in browser (guests too) reports its time zone
 * and language, and on the generator page its store, browser and image reference or, in the app, its store
 * with the store's details. The session's `updateProfile` and `updateStoreInfo` say when to send it.
 */
export const usersRoutes =
  ({ users }: UsersRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/offices/updateProfile',
      {
        schema: {
          tags: ['auth'],
          body: UpdateProfileBody,
          response: { 200: OkReply, 400: ErrorBody, 401: ErrorBody },
        },
      },
      async (req) => {
        await users.updateProfile(requireUser(req).userId, req.body);
        return { ok: true as const };
      },
    );
  };
