import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import helmet from 'helmet';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppContext } from '../../container';
import { adminRoutes } from '../../modules/admin';
import {
  authRoutes,
  emailVerificationRoutes,
  oidcRoutes,
  registerSessionResolution,
} from '../../modules/auth';
import { devRoutes } from '../../modules/dev';
import { healthRoutes } from '../../modules/health';
import { legalFacts, legalRoutes } from '../../modules/legal';
import { accountRoutes } from '../../modules/account';
import { categoriesRoutes } from '../../modules/categories';
import { earningRoutes, registerActivityHook } from '../../modules/earning';
import { gamesRoutes } from '../../modules/games';
import { giftsRoutes } from '../../modules/gifts';
import { transcriptsRoutes } from '../../modules/transcripts';
import { interviewsRoutes } from '../../modules/interviews';
import { feedbackRoutes } from '../../modules/feedback';
import { notificationsRoutes } from '../../modules/notifications';
import { assetsRoutes } from '../../modules/assets';
import { statisticsRoutes } from '../../modules/statistics';
import { usersRoutes } from '../../modules/users';
import {
  chatRoutes,
  officeMediaRoutes,
  officesRoutes,
  trainingRoutes,
  uploadRoutes,
} from '../../modules/offices';
import { pollsRoutes } from '../../modules/polls';
import { mathRoutes } from '../../modules/math';
import { editorRoutes } from '../../modules/editor';
import { createFontsService, fontsRoutes } from '../../modules/fonts';
import { voiceRoutes } from '../../modules/voice';
import {
  imageActionsRoutes,
  imageGalleriesRoutes,
  imageReportsRoutes,
  imagesRoutes,
  charactersRoutes,
} from '../../modules/images';
import { modelsRoutes } from '../../modules/models';
import { musicWritingRoutes } from '../../modules/music-writing';
import { musicExtensionsRoutes, musicLibraryRoutes, musicMailRoutes, musicRoutes } from '../../modules/music';
import { paymentsRoutes } from '../../modules/payments';
import { subscriptionsRoutes } from '../../modules/subscriptions';
import { mediaRoutes } from '../storage';
import { registerErrorHandling } from './error-handler';
import { refuseNulCharacters } from './null-bytes';
import { registerGracefulClose } from './graceful-close';
import { refuseCrossSiteWrites } from './csrf';
import { registerForwardedNotice } from './forwarded-notice';
import { tooManyRequests } from './errors';
import { readSpaIndex, registerSpa } from './spa';

/** Small JSON bodies everywhere; routes that take uploads raise their own limit (up to 200,000,000 bytes). */
export const JSON_BODY_LIMIT = 1024 * 1024;
export const UPLOAD_LIMIT_BYTES = 200_000_000;

export interface HttpAppOptions {
  /** the built web app (apps/web/dist); omitted in API-only tests */
  webDistDir?: string;
}

export async function buildHttpApp(ctx: AppContext, opts: HttpAppOptions = {}): Promise<FastifyInstance> {
  const { config } = ctx;
  const app = Fastify({
    // pino's Logger is a FastifyBaseLogger; naming the base type keeps plugins' FastifyInstance types compatible.
    loggerInstance: ctx.logger as FastifyBaseLogger,
    // A hop count becomes Fastify's own function form (its types list no number); addresses pass as given.
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.TRUST_PROXY)
        : config.TRUST_PROXY,
    bodyLimit: JSON_BODY_LIMIT,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Bad URLs (malformed escapes, over-long parameters) are rejected by the router before any route runs:
    // give them the same JSON error shape as everything else.
    frameworkErrors: (err, _req, reply) => {
      const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      const message = status === 414 ? 'A part of the address is too long.' : 'The address is not valid.';
      // This reply belongs to no route, so it has no typed schema: send it as a plain reply.
      void (reply as unknown as FastifyReply)
        .code(status)
        .send({ error: { code: status === 414 ? 'uri_too_long' : 'bad_url', message } });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  refuseNulCharacters(app);
  registerGracefulClose(app);
  refuseCrossSiteWrites(app, config.publicUrl);
  registerForwardedNotice(app, config.TRUST_PROXY);
  app.addHook('onSend', async (req, reply) => {
    void reply.header('x-request-id', req.id);
  });

  const spaIndex = readSpaIndex(opts.webDistDir ?? '/nonexistent');
  // Security headers. The middleware is built once: @fastify/helmet rebuilds it on every request, which
  // cost a tenth of the server's CPU on small API calls.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The page's own inline script (the colour scheme, applied before the first paint) by its hash.
        scriptSrc: ["'self'", ...(spaIndex?.scriptHashes ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        // 'self' covers the same-origin socket.io websocket (ws:/wss: to our own host, CSP Level 3).
        connectSrc: ["'self'"],
        // With a Google Fonts key the editor's font list links Google's font files.
        fontSrc: ["'self'", 'data:', ...(config.GOOGLE_FONTS_API_KEY ? ['https://fonts.gstatic.com'] : [])],
        objectSrc: ["'none'"],
        // YouTube videos embedded in an assistant's dialog (privacy-enhanced mode).
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined)),
  );
  await app.register(fastifyCookie);
  const rateLimitRedis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 })
    : undefined;
  if (rateLimitRedis) app.addHook('onClose', async () => void (await rateLimitRedis.quit()));
  await app.register(fastifyRateLimit, {
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    redis: rateLimitRedis,
    nameSpace: `${ctx.config.REDIS_KEY_PREFIX}:rate-limit:`,
    allowList: (req) => !req.url.startsWith('/api/') || req.url.startsWith('/api/health/'),
    // The returned value is thrown: an HttpError goes through the one error handler like any other.
    errorResponseBuilder: (_req, context) =>
      tooManyRequests(`Too many requests. Try again in ${context.after}.`, Math.ceil(context.ttl / 1000)),
  });
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1 } });
  // API_DOCS off (the default on a public server): no viewer and no OpenAPI document, not even generated.
  if (config.API_DOCS) {
    await app.register(fastifySwagger, {
      openapi: {
        info: { title: 'Muse API', version: '0.1.0', description: 'The API of Muse, served under /api.' },
      },
      transform: jsonSchemaTransform,
      // Schemas given an id in zod's registry (the recursive dialog option) become named components.
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  }

  registerSessionResolution(app, ctx.services.auth, ctx.services.users, config);
  // After the session is known: the day counts for the user's streak, and a referral landing converts.
  registerActivityHook(app, {
    streaks: ctx.services.streaks,
    referrals: ctx.services.referrals,
    logger: ctx.logger,
    cookieSecure: ctx.config.cookieSecure,
  });

  const { services } = ctx;
  const { cookieSecure } = config;
  // Each route plugin gets only the services and facts it uses (never the whole context), in this order.
  for (const routes of [
    healthRoutes({ db: ctx.db, queue: ctx.queue, blobs: ctx.blobs, outbox: ctx.outbox, config }),
    authRoutes({ auth: services.auth, users: services.users, streaks: services.streaks, config }),
    usersRoutes({ users: services.users }),
    emailVerificationRoutes({ emailVerification: services.emailVerification }),
    oidcRoutes({ auth: services.auth, users: services.users, config }),
    adminRoutes({ admin: services.admin }),
    devRoutes({ outbox: ctx.outbox, config }),
    modelsRoutes({ models: services.models }),
    musicWritingRoutes({ providers: ctx.providers }),
    musicMailRoutes({ readyMail: services.musicReadyMail }),
    musicRoutes({
      music: services.music,
      musicReactions: services.musicReactions,
      musicDownloads: services.musicDownloads,
      musicFeedback: services.musicFeedback,
    }),
    musicLibraryRoutes({
      galleries: services.musicGalleries,
      game: services.musicGame,
      previews: services.musicPreviews,
    }),
    musicExtensionsRoutes({
      extensions: services.musicExtensions,
      reactions: services.musicReactions,
      musicDownloads: services.musicDownloads,
    }),
    charactersRoutes({ characters: services.characters }),
    imagesRoutes({
      images: services.images,
      videos: services.videos,
      providers: ctx.providers,
      wizard: services.photoWizard,
    }),
    imageActionsRoutes({
      reactions: services.imageReactions,
      actions: services.imageActions,
      downloads: services.imageDownloads,
      cookieSecure,
    }),
    imageGalleriesRoutes({ galleries: services.imageGalleries }),
    imageReportsRoutes({ reports: services.imageReports }),
    categoriesRoutes({ categories: services.categories }),
    earningRoutes({
      earning: services.earning,
      referrals: services.referrals,
      streaks: services.streaks,
      cookieSecure,
    }),
    gamesRoutes({ guessTheBest: services.guessTheBest, theInsight: services.theInsight }),
    subscriptionsRoutes({ subscriptions: services.subscriptions }),
    paymentsRoutes({
      payments: services.payments,
      paymentStores: services.paymentStores,
      sandbox: services.paymentsSandbox,
      stripe: services.paymentsStripe,
      plans: services.paymentPlans,
    }),
    giftsRoutes({ gifts: services.gifts }),
    officesRoutes({ offices: services.offices }),
    pollsRoutes({ polls: services.polls, cookieSecure }),
    mathRoutes({ math: services.math, sos: services.mathSos }),
    editorRoutes({ editor: services.editor }),
    fontsRoutes({
      fonts: createFontsService({
        googleApiKey: config.GOOGLE_FONTS_API_KEY,
        googleApiUrl: config.GOOGLE_FONTS_API_URL,
        logger: ctx.logger,
      }),
    }),
    trainingRoutes({ training: services.officeTraining, providers: ctx.providers }),
    chatRoutes({ chat: services.officeChat, providers: ctx.providers, cookieSecure }),
    officeMediaRoutes({
      offices: services.offices,
      portraits: services.officePortraits,
      speech: services.officeSpeech,
    }),
    uploadRoutes({ dataDir: config.dataDir }),
    voiceRoutes({ voice: services.voice, dataDir: config.dataDir, cookieSecure }),
    transcriptsRoutes({ transcripts: services.transcripts, cookieSecure }),
    interviewsRoutes({ interviews: services.interviews, cookieSecure }),
    feedbackRoutes({ feedback: services.feedback, cookieSecure }),
    notificationsRoutes({ notifications: services.notifications }),
    statisticsRoutes({ statistics: services.statistics }),
    assetsRoutes({ assets: services.assets }),
  ]) {
    await app.register(routes, { prefix: '/api' });
  }
  await app.register(legalRoutes(legalFacts(ctx.config)), { prefix: '/api' });
  await app.register(
    accountRoutes({
      credits: ctx.services.credits,
      users: ctx.services.users,
      cookieSecure: ctx.config.cookieSecure,
    }),
    { prefix: '/api' },
  );
  await app.register(
    async (scope) => {
      await mediaRoutes(scope, { store: ctx.blobs, secret: ctx.config.sessionSecret });
    },
    { prefix: '/api' },
  );

  const spaOptions = { serveSourceMaps: config.NODE_ENV !== 'production' };
  await registerSpa(app, opts.webDistDir ?? '/nonexistent', spaIndex, spaOptions);
  return app;
}
