import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, badRequest, forbidden, notFound } from '../http/errors';
import { BlobRangeError, keyProblem } from './blob-store';
import type { BlobReadResult, BlobStore, ByteRange, Visibility } from './blob-store';
import { IMMUTABLE_PUBLIC_PREFIXES, publicCacheControl } from './media-cache';
import { ifNoneMatchHits, ifRangeHolds, parseRangeHeader } from './media-http';
import { secondsLeft, verifyMediaSignature } from './signed-urls';

/**
 * GET /media/public/*  – public blobs: cached for a minute, or a year for content that is never taken back
 *                        (see media-cache.ts).
 * GET /media/private/* – private blobs, only with a valid `expires` + `sig` (see signed-urls.ts).
 * The server registers this plugin under the /api prefix.
 */
export interface MediaRoutesOptions {
  store: BlobStore;
  /** The HMAC secret that signs private media URLs. */
  secret: string;
  /** The clock, for tests. */
  now?: () => Date;
  /** Public folders served with a year-long cache; the rest get a short one (default: media-cache.ts). */
  immutablePrefixes?: readonly string[];
}
// Media are user content served from our origin: never sniff a type, never run scripts in it (an SVG or
// HTML file opened directly). Embedding as <img>/<video> is unaffected.
const SANDBOX = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const MediaParams = z.object({ '*': z.string().describe('The path of the file inside its folder') });
// Loose on purpose: a missing or malformed signature is a 403 like a wrong one, not a 400.
const SignedQuery = z.object({
  expires: z.string().max(20).optional().describe('Expiry, Unix seconds'),
  sig: z.string().max(128).optional().describe('HMAC-SHA256 signature, hex'),
});

export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (fastify, opts) => {
  const { store, secret, now = () => new Date(), immutablePrefixes = IMMUTABLE_PUBLIC_PREFIXES } = opts;
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // A cached 404 would outlive the file coming back (an image made public again); no error is cached.
  app.addHook('onSend', async (_req, reply) => {
    if (reply.statusCode >= 400) void reply.header('Cache-Control', 'no-store');
  });

  app.get('/media/public/*', { schema: { params: MediaParams } }, async (req, reply) => {
    const key = keyFrom('public', req.params['*']);
    return sendBlob(req, reply, store, key, publicCacheControl(key, immutablePrefixes));
  });

  app.get(
    '/media/private/*',
    { schema: { params: MediaParams, querystring: SignedQuery } },
    async (req, reply) => {
      const key = keyFrom('private', req.params['*']);
      const { expires, sig } = req.query;
      const at = now();
      // Checked before the store is asked, so a bad link cannot probe which files exist.
      if (!verifyMediaSignature(key, expires, sig, secret, at)) {
        throw forbidden('This media link is invalid or has expired.');
      }
      return sendBlob(req, reply, store, key, `private, max-age=${secondsLeft(Number(expires), at)}`);
    },
  );
};

function keyFrom(visibility: Visibility, path: string): string {
  const key = `${visibility}/${path}`;
  const problem = keyProblem(key);
  if (problem) throw badRequest('invalid_media_path', `Invalid media path: ${problem}.`);
  return key;
}

async function sendBlob(
  req: FastifyRequest,
  reply: FastifyReply,
  store: BlobStore,
  key: string,
  cacheControl: string,
): Promise<FastifyReply> {
  const result = await readBlob(req, reply, store, key);
  const { body, info, range } = result;
  reply.header('Cache-Control', cacheControl).header('Accept-Ranges', 'bytes');
  if (info.etag) reply.header('ETag', info.etag);
  if (info.lastModified) reply.header('Last-Modified', info.lastModified.toUTCString());
  if (ifNoneMatchHits(req.headers['if-none-match'], info.etag)) {
    body.destroy();
    return reply.code(304).send();
  }
  reply
    .header('Content-Type', info.contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', SANDBOX);
  if (range) {
    reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('Content-Length', range.end - range.start + 1);
  } else {
    reply.header('Content-Length', info.size);
  }
  return reply.send(body);
}

/** Reads the blob, or the part a Range header asks for; 404 when missing, 416 when out of bounds. */
async function readBlob(
  req: FastifyRequest,
  reply: FastifyReply,
  store: BlobStore,
  key: string,
): Promise<BlobReadResult> {
  const asked = parseRangeHeader(req.headers.range);
  const ifRangeHeader = req.headers['if-range'];
  const ifRange = Array.isArray(ifRangeHeader) ? ifRangeHeader.join(', ') : ifRangeHeader;
  let range: ByteRange | undefined;
  if (asked && ('suffix' in asked || ifRange !== undefined)) {
    // A suffix range needs the size and If-Range the ETag before reading: one HEAD, only on these rare paths.
    const info = await store.head(key);
    if (!info) throw notFound('Media not found.');
    if (ifRangeHolds(ifRange, info.etag)) {
      if (!('suffix' in asked)) range = asked;
      else if (asked.suffix === 0 || info.size === 0) throw rangeNotSatisfiable(reply, info.size);
      else range = { start: Math.max(0, info.size - asked.suffix) };
    }
  } else if (asked) {
    range = asked;
  }
  try {
    const result = await store.get(key, range ? { range } : undefined);
    if (!result) throw notFound('Media not found.');
    return result;
  } catch (error) {
    if (error instanceof BlobRangeError) throw rangeNotSatisfiable(reply, error.size);
    throw error;
  }
}

function rangeNotSatisfiable(reply: FastifyReply, size: number): HttpError {
  reply.header('Content-Range', `bytes */${size}`);
  return new HttpError(416, 'range_not_satisfiable', 'The requested range is outside the file.');
}
