import {
  CreditsHistoryQuery,
  CreditsHistoryReply,
  DeleteAccountBody,
  ErrorBody,
  OkReply,
} from '@muse/contracts';
import { ledgerEntryLabel } from '@muse/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount, requireUser } from '../../platform/http/auth-guard';
import { fieldError } from '../../platform/http/errors';
import { isSecureRequest } from '../../platform/http/secure-request';
import { clearSessionCookie } from '../auth';
import type { CreditsService, LedgerRow } from '../credits';
import type { UsersService } from '../users';
import { AccountDeletion } from './account.deletion';

export interface AccountRouteDeps {
  credits: Pick<CreditsService, 'history'>;
  users: Pick<UsersService, 'require' | 'erase'>;
  /** whether session cookies are Secure (an https PUBLIC_URL) */
  cookieSecure: boolean;
}

/** A page cursor: the last entry's time and id, so entries of the same instant are neither lost nor repeated. */
const cursorOf = (row: LedgerRow) => Buffer.from(`${row.createdAt}|${row.id}`).toString('base64url');

function parseCursor(before: string | undefined): { createdAt: string; id: string } | undefined {
  if (before === undefined) return undefined;
  const [createdAt, id, extra] = Buffer.from(before, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || extra !== undefined || Number.isNaN(Date.parse(createdAt)))
    throw fieldError('querystring.before', 'before must be the next value of a previous page');
  return { createdAt, id };
}

/**
 * The account page's credits history (every change of the caller's balance, newest first, paged) and
 * deleting the account.
 */
export const accountRoutes =
  ({ credits, users, cookieSecure }: AccountRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const deletion = new AccountDeletion(users);

    app.get(
      '/account/credits-history',
      {
        schema: {
          tags: ['account'],
          querystring: CreditsHistoryQuery,
          response: { 200: CreditsHistoryReply, 400: ErrorBody, 401: ErrorBody },
        },
      },
      async (req) => {
        const caller = requireUser(req);
        const { limit, before } = req.query;
        // One more than asked says whether another page follows.
        const rows = await credits.history(caller.userId, limit + 1, parseCursor(before));
        const page = rows.slice(0, limit);
        return {
          entries: page.map((row) => ({
            _id: row.id,
            createdOn: row.createdAt,
            label: ledgerEntryLabel(row.reason),
            change: row.creditsDelta + row.subscriptionDelta,
            balance: row.creditsAfter + row.subscriptionAfter,
          })),
          next: rows.length > limit && page.length > 0 ? cursorOf(page[page.length - 1]!) : null,
        };
      },
    );

    app.post(
      '/account/delete',
      {
        schema: {
          tags: ['account'],
          body: DeleteAccountBody,
          response: { 200: OkReply, 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 503: ErrorBody },
        },
      },
      async (req, reply) => {
        // Guests have no account to delete: they count as signed out here.
        await deletion.delete(requireAccount(req), req.body.confirm);
        clearSessionCookie(reply, isSecureRequest(req, { cookieSecure }));
        return { ok: true as const };
      },
    );
  };
