import {
  AvatarsReply,
  ErrorBody,
  HelperOfficeReply,
  TextToSpeechBody,
  TextToSpeechReply,
  VoicesReply,
} from '@muse/contracts';
import { FINISH_NAMES } from '@muse/providers';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isGuestCaller } from '../../platform/http/auth-guard';
import type { AvatarPortraits } from './offices.portraits';
import type { OfficesService } from './offices.service';
import type { OfficeSpeech } from './offices.speech';

export interface OfficeMediaRouteDeps {
  offices: Pick<OfficesService, 'helperOfficeId'>;
  portraits: AvatarPortraits;
  speech: OfficeSpeech;
}

const tags = ['offices'];
const errors = { 400: ErrorBody, 404: ErrorBody, 429: ErrorBody, 503: ErrorBody };
const LookParams = z.object({ lookId: z.string().min(1).max(100) });
/** An optional painted finish for a portrait: one of the image engine's treatments. */
const PortraitQuery = z.object({ finish: z.enum(FINISH_NAMES).optional() });

/**
 * What an assistant looks and sounds like (the Avatar tab and the Voice modal): the avatar gallery with drawn
 * portraits and the creator's preview, speech in a catalogue voice (textToSpeach), and the office the
 * floating helper chat talks to (imagechat).
 */
export const officeMediaRoutes =
  ({ offices, portraits, speech }: OfficeMediaRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/offices/avatars',
      { schema: { tags, response: { 200: AvatarsReply } } },
      async (_req, reply) => {
        void reply.header('cache-control', 'public, max-age=3600');
        return { data: portraits.list() };
      },
    );

    // A fixed look's: drawn on first request, then served from media storage (cached for a year there); a
    // custom look's (custom-…): drawn on each request, never stored. ?finish= paints it (watercolor, oil…).
    app.get(
      '/offices/avatars/:lookId/portrait',
      {
        schema: {
          tags,
          params: LookParams,
          querystring: PortraitQuery,
          response: { 400: ErrorBody, 404: ErrorBody },
        },
      },
      async (req, reply) => {
        const portrait = await portraits.portrait(req.params.lookId, req.query.finish);
        if ('url' in portrait) return reply.redirect(portrait.url, 302);
        return sendWebp(reply, portrait.webp);
      },
    );

    // The custom-avatar creator's live preview: drawn on each request, never stored; an id always draws the same.
    app.get(
      '/offices/avatars/:lookId/preview',
      { schema: { tags, params: LookParams, response: { 400: ErrorBody, 404: ErrorBody } } },
      async (req, reply) => sendSvg(reply, portraits.previewSvg(req.params.lookId)),
    );

    app.get('/offices/voices', { schema: { tags, response: { 200: VoicesReply } } }, async (_req, reply) => {
      void reply.header('cache-control', 'public, max-age=3600');
      return { data: speech.voices() };
    });

    app.post(
      '/offices/textToSpeach',
      {
        schema: { tags, body: TextToSpeechBody, response: { 200: TextToSpeechReply, ...errors } },
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (req) => {
        // Guests are free and unlimited, so they count as visitors (quota per address and for all).
        const hasAccount = Boolean(req.caller && !isGuestCaller(req.caller));
        const { text, voiceId, pitch } = req.body;
        return { url: await speech.speak(text, voiceId, { hasAccount, ip: req.ip }, pitch) };
      },
    );

    app.get('/offices/imagechat', { schema: { tags, response: { 200: HelperOfficeReply } } }, async () => ({
      officeId: await offices.helperOfficeId(),
    }));
  };

/** The reply's typed schema covers errors only: the SVG goes out as text, and may run nothing if opened alone. */
function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .type('image/svg+xml')
    .header('cache-control', 'public, max-age=86400')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}

/** A custom look's portrait: the same id always draws the same picture, so it may be kept for a year. */
function sendWebp(reply: FastifyReply, webp: Buffer) {
  return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(webp);
}
