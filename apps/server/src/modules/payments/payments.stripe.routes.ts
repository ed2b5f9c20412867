import { ErrorBody } from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/http/errors';
import type { PaymentsService } from './payments.service';
import type { StripeGateway } from './payments.stripe';

export interface StripeRouteDeps {
  /** null unless STRIPE_SECRET_KEY is set */
  stripe: Pick<StripeGateway, 'parseWebhook'> | null;
  payments: Pick<PaymentsService, 'handleEvent'>;
}

const WebhookReply = z.object({ received: z.literal(true) });

/**
 * POST /api/payments/stripe/webhook. Stripe signs the exact bytes it sends, so this plugin keeps bodies raw
 * (a Buffer) instead of parsing JSON; the signature is checked before anything is read from it.
 */
export const stripeRoutes =
  ({ stripe, payments }: StripeRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    app.post(
      '/payments/stripe/webhook',
      {
        // Signed and cheap to refuse; Stripe delivers in bursts from a few addresses.
        config: { rateLimit: false, serverToServer: true },
        schema: { tags: ['payments'], response: { 200: WebhookReply, 400: ErrorBody, 404: ErrorBody } },
      },
      async (req) => {
        if (!stripe) throw notFound('Stripe is not configured on this server.');
        const header = req.headers['stripe-signature'];
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const event = stripe.parseWebhook(raw, Array.isArray(header) ? header[0] : header);
        if (event) await payments.handleEvent(event);
        return { received: true as const };
      },
    );
  };
