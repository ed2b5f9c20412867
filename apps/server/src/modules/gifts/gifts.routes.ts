import {
  ErrorBody,
  GiftAmountReply,
  GiftCard,
  GiftCardBody,
  GiftCardParams,
  GiftCardsReply,
  GiftDesignsReply,
  GiftRedeemReply,
  GiftStatusReply,
} from '@muse/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/auth-guard';
import { requireEmailAccount } from './gifts.policy';
import type { GiftsService } from './gifts.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['gifts'];
/** A card's QR code never changes (its id and the share link are fixed). */
const QR_CACHE = 'public, max-age=31536000, immutable';

/**
 * Gift cards: make and change a card, its amount (polled by the buyer's page) and status (the recipient's
 * page), its QR code, redeeming it, one's own cards and the built-in designs.
 */
export const giftsRoutes =
  ({ gifts }: { gifts: GiftsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/images/gift/designs', { schema: { tags, response: { 200: GiftDesignsReply } } }, async () => ({
      data: [...(await gifts.designs())],
    }));

    app.get(
      '/images/gift/mine',
      { schema: { tags, response: { 200: GiftCardsReply, ...errors } } },
      async (req) => ({ data: await gifts.mine(requireUser(req)) }),
    );

    app.post(
      '/images/gift',
      { schema: { tags, body: GiftCardBody, response: { 200: GiftCard, ...errors, 429: ErrorBody } } },
      async (req) => gifts.save(requireEmailAccount(req, 'make'), req.body),
    );

    app.get(
      '/images/gift/:id',
      { schema: { tags, params: GiftCardParams, response: { 200: GiftAmountReply, ...errors } } },
      async (req, reply) => {
        // Polled every 2 s while a payment goes through: never from a cache.
        void reply.header('cache-control', 'no-store');
        return gifts.amount(req.params.id);
      },
    );

    app.get(
      '/images/gift/:id/card',
      { schema: { tags, params: GiftCardParams, response: { 200: GiftCard, ...errors } } },
      async (req) => gifts.card(requireUser(req), req.params.id),
    );

    app.get(
      '/images/gift/:id/status',
      { schema: { tags, params: GiftCardParams, response: { 200: GiftStatusReply, ...errors } } },
      async (req, reply) => {
        void reply.header('cache-control', 'no-store');
        return gifts.status(req.caller, req.params.id);
      },
    );

    app.post(
      '/images/gift/:id/redeem',
      { schema: { tags, params: GiftCardParams, response: { 200: GiftRedeemReply, ...errors } } },
      async (req) => gifts.redeem(requireEmailAccount(req, 'redeem'), req.params.id),
    );

    app.get(
      '/images/qr/:id',
      {
        schema: {
          tags,
          params: GiftCardParams,
          description: 'A PNG QR code of the card share link PUBLIC_URL/gift/{id}.',
          response: errors,
        },
      },
      async (req, reply) => {
        return sendPng(reply, await gifts.qr(req.params.id));
      },
    );
  };

/** The reply's typed schema covers errors only: the PNG goes out as raw bytes. */
function sendPng(reply: FastifyReply, png: Buffer) {
  return reply.type('image/png').header('cache-control', QR_CACHE).send(png);
}
