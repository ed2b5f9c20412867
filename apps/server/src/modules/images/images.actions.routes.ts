import { randomBytes } from 'node:crypto';
import {
  ErrorBody,
  FileParams,
  FilenameParams,
  IdParams,
  ImageItem,
  OkReply,
  ReactionReply,
  ReportBody,
  ReportReply,
  ShareLinkReply,
  UrlReply,
  ViewReply,
} from '@muse/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/auth-guard';
import { HttpError } from '../../platform/http/errors';
import { isSecureRequest } from '../../platform/http/secure-request';
import { addressKey } from '../../shared/client-address';
import { senderOf } from '../../shared/visitor-identity';
import type { ImageActionsService } from './images.actions.service';
import type { ImageDownloadsService } from './images.downloads.service';
import type { ImageReactionsService, Viewer } from './images.reactions.service';

export interface ImageActionsRouteDeps {
  reactions: ImageReactionsService;
  actions: ImageActionsService;
  downloads: Pick<ImageDownloadsService, 'download'>;
  /** whether cookies are Secure whatever the request's protocol (an https PUBLIC_URL) */
  cookieSecure: boolean;
}

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  402: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
};
const tags = ['images'];

/** A visitor's view key: random, so views count once per browser without an account. */
export const VIEWER_COOKIE = 'muse_viewer';
const VIEWER_COOKIE_DAYS = 365;
const VIEWER_FORMAT = /^[0-9a-f]{32}$/;

/** Item actions: view, like, dislike, share link, report, delete, privacy, private links and downloads. */
export const imageActionsRoutes =
  ({ reactions, actions, downloads, cookieSecure }: ImageActionsRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** The session when signed in; otherwise the visitor cookie, set on the first view. */
    const viewerOf = (req: FastifyRequest, reply: FastifyReply): Viewer => {
      if (req.caller) return { sessionId: req.caller.sessionId };
      const known = req.cookies[VIEWER_COOKIE];
      if (known && VIEWER_FORMAT.test(known)) return { cookie: known };
      const cookie = randomBytes(16).toString('hex');
      void reply.setCookie(VIEWER_COOKIE, cookie, {
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecureRequest(req, { cookieSecure }),
        path: '/',
        maxAge: VIEWER_COOKIE_DAYS * 24 * 60 * 60,
      });
      return { cookie };
    };

    app.post(
      '/images/:filename/view',
      { schema: { tags, params: FilenameParams, response: { 200: ViewReply, ...errors } } },
      async (req, reply) =>
        reactions.view(req.caller, req.params.filename, viewerOf(req, reply), addressKey(req.ip)),
    );

    /** A signed-out browser's `visitor-<uuid>` (the shared `muse_visitor` cookie, made on first use). */
    const visitorOf = (req: FastifyRequest, reply: FastifyReply): string =>
      senderOf(req, reply, { create: true, cookieSecure }) ?? '';

    // Signed in: the account's like. Signed out: the browser's, counted once per browser.
    for (const reaction of ['like', 'dislike'] as const) {
      app.post(
        `/images/:filename/${reaction}`,
        {
          schema: {
            tags,
            params: FilenameParams,
            response: { 200: ReactionReply, ...errors, 429: ErrorBody },
          },
        },
        async (req, reply) =>
          req.caller
            ? reactions.react(req.caller, req.params.filename, reaction)
            : reactions.visitorReact(
                visitorOf(req, reply),
                req.params.filename,
                reaction,
                addressKey(req.ip),
              ),
      );
    }

    // Anyone may report (the spec), once per account or browser.
    app.post(
      '/images/:filename/report',
      {
        schema: {
          tags,
          params: FilenameParams,
          body: ReportBody,
          response: { 200: ReportReply, ...errors, 429: ErrorBody },
        },
      },
      async (req, reply) =>
        req.caller
          ? reactions.report(req.caller, req.params.filename, req.body.type)
          : reactions.visitorReport(
              visitorOf(req, reply),
              req.params.filename,
              req.body.type,
              addressKey(req.ip),
            ),
    );

    app.get(
      '/images/sharelink/:filename',
      { schema: { tags, params: FilenameParams, response: { 200: ShareLinkReply, ...errors } } },
      async (req) => actions.shareLink(req.caller, req.params.filename),
    );

    app.delete(
      '/images/user/:_id',
      { schema: { tags, params: IdParams, response: { 200: OkReply, ...errors } } },
      async (req) => actions.remove(requireUser(req), req.params._id),
    );

    app.put(
      '/images/switch-private/:_id',
      { schema: { tags, params: IdParams, response: { 200: ImageItem, ...errors } } },
      async (req) => actions.switchPrivacy(requireUser(req), req.params._id),
    );

    app.get(
      '/images/private/:file',
      { schema: { tags, params: FileParams, response: { 200: UrlReply, ...errors } } },
      async (req) => actions.privateUrl(req.caller, req.params.file),
    );

    app.get(
      '/images/public/:file',
      { schema: { tags, params: FileParams, response: { 200: UrlReply, ...errors } } },
      async (req) => actions.publicUrl(req.caller, req.params.file),
    );

    // A download may spend a credit: a POST, so that no link or cross-site navigation can spend it.
    app.post(
      '/images/download-watermark/:file',
      { schema: { tags, params: FileParams, response: { 200: UrlReply, ...errors } } },
      async (req) => downloads.download(requireUser(req), req.params.file),
    );
    app.get(
      '/images/download-watermark/:file',
      {
        schema: {
          tags,
          description: 'Moved: downloads are a POST.',
          params: FileParams,
          response: { 405: ErrorBody },
        },
      },
      async (_req, reply) => {
        void reply.header('allow', 'POST');
        throw new HttpError(405, 'method_not_allowed', 'A download may spend a credit: send it as a POST.');
      },
    );
  };
