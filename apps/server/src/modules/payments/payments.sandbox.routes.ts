import {
  ErrorBody,
  SandboxFormBody,
  SandboxOrderParams,
  SandboxStoreTokenBody,
  SandboxStoreTokenReply,
} from '@muse/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/http/auth-guard';
import { HttpError, notFound } from '../../platform/http/errors';
import type { SandboxCheckout } from './payments.sandbox.checkout';
import { SANDBOX_PAGE_CSP, renderMessagePage } from './payments.sandbox.page';
import type { StoreTransactions } from './payments.store';

export interface SandboxRouteDeps {
  /** the test checkout; null when Stripe is configured or PAYMENTS_SANDBOX is off */
  sandbox: SandboxCheckout | null;
  paymentStores: Pick<StoreTransactions, 'sandboxToken'>;
}

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['payments'];
const FORM_LIMIT = 4096;

/**
 * The sandbox checkout (GET the page, POST Pay and Cancel as plain HTML forms) and the sandbox store's
 * purchase tokens. Browsers get HTML pages, errors included; API clients get the usual JSON errors.
 */
export const sandboxRoutes =
  ({ sandbox, paymentStores }: SandboxRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const checkout = (): SandboxCheckout => {
      if (!sandbox) throw notFound('This server has no test checkout.');
      return sandbox;
    };

    // The page's forms post application/x-www-form-urlencoded; only this plugin reads it.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get(
      '/payments/sandbox/:orderId',
      { schema: { tags, params: SandboxOrderParams, response: errors } },
      async (req, reply) =>
        asPage(req, reply, async () => {
          const html = await checkout().page(requireUser(req), req.params.orderId);
          return sendHtml(reply, 200, html);
        }),
    );

    for (const action of ['complete', 'cancel'] as const) {
      app.post(
        `/payments/sandbox/:orderId/${action}`,
        {
          // The page's own forms (no scripts on it); each carries the order's session-bound form token.
          config: { htmlForm: true },
          schema: {
            tags,
            params: SandboxOrderParams,
            body: SandboxFormBody,
            response: { 303: z.null().describe('to the page the checkout returns to'), ...errors },
          },
        },
        async (req, reply) =>
          asPage(req, reply, async () => {
            const caller = requireUser(req);
            const to = await checkout()[action](caller, req.params.orderId, req.body.token);
            // 303: the browser follows with a GET, so a reload never posts the payment again.
            return reply.code(303).redirect(to);
          }),
      );
    }

    app.post(
      '/payments/sandbox/store-token',
      { schema: { tags, body: SandboxStoreTokenBody, response: { 200: SandboxStoreTokenReply, ...errors } } },
      async (req) =>
        paymentStores.sandboxToken(requireUser(req), {
          store: req.body.store,
          storeProductId: req.body.productId,
        }),
    );
  };

/** Runs a page handler; a refusal is shown to a browser as a page, to anything else as JSON. */
async function asPage(req: FastifyRequest, reply: FastifyReply, run: () => Promise<FastifyReply>) {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof HttpError) || !(req.headers.accept ?? '').includes('text/html')) throw err;
    const title = err.statusCode === 401 ? 'Sign in to continue.' : 'This checkout cannot go on.';
    return sendHtml(reply, err.statusCode, renderMessagePage({ title, message: err.message, backTo: '/' }));
  }
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-security-policy', SANDBOX_PAGE_CSP)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
