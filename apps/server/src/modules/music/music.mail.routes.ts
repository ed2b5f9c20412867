import { ErrorBody, MailSettings } from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/http/auth-guard';
import { notFound } from '../../platform/http/errors';
import type { MusicReadyMail } from './music.ready-mail';

const UnsubscribeQuery = z.object({
  token: z.string({ error: 'token is required' }).trim().min(1, 'token is required').max(500),
});

/** Nothing may load or run on the page. */
const PAGE_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const page = (title: string, message: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Muse</title></head>
<body style="font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">
<h1 style="font-size:1.5rem">${title}</h1><p>${message}</p><p><a href="/account">Your account</a></p>
</body></html>`;

/**
 * "Your music is ready" mails: the signed unsubscribe link of each mail (a GET that needs no session, so
 * it works from any mail client) and the account page's setting that turns them off or back on.
 */
export const musicMailRoutes =
  ({ readyMail }: { readyMail: MusicReadyMail | null }): FastifyPluginAsyncZod =>
  async (app) => {
    const mail = (): MusicReadyMail => {
      if (!readyMail) throw notFound('This server sends no music mails.');
      return readyMail;
    };

    app.get(
      '/music/mail/unsubscribe',
      {
        schema: {
          tags: ['music'],
          querystring: UnsubscribeQuery,
          response: {
            200: z.string().describe('an HTML page'),
            400: z.union([ErrorBody, z.string().describe('an HTML page')]),
            404: ErrorBody,
          },
        },
      },
      async (req, reply) => {
        const done = await mail().unsubscribe(req.query.token);
        return reply
          .code(done ? 200 : 400)
          .header('content-security-policy', PAGE_CSP)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(
            done
              ? page(
                  'You are unsubscribed',
                  'You won’t get “Your music is ready” mails any more. You can turn them back on from your account page.',
                )
              : page(
                  'This link doesn’t work',
                  'Open the link from the mail again, or change your mail settings on your account page.',
                ),
          );
      },
    );

    app.get(
      '/account/mail-settings',
      { schema: { tags: ['account'], response: { 200: MailSettings, 401: ErrorBody, 404: ErrorBody } } },
      async (req) => ({ musicReady: await mail().isOn(requireUser(req).userId) }),
    );

    app.put(
      '/account/mail-settings',
      {
        schema: {
          tags: ['account'],
          body: MailSettings,
          response: { 200: MailSettings, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
        },
      },
      async (req) => {
        const { userId } = requireUser(req);
        await mail().setOn(userId, req.body.musicReady);
        return { musicReady: await mail().isOn(userId) };
      },
    );
  };
