import { generationPriority } from '@muse/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  connectDatabase,
  migrateToLatest,
  type Database,
  type DbHandle,
  type Dialect,
  type Kysely,
} from '@muse/db';
import { ServerEvents } from '@muse/contracts';
import { createBullMqQueue, createInProcessQueue, type JobQueue } from '@muse/jobs';
import {
  createProviderRegistry,
  createSpeechRecognizer,
  type ProviderRegistry,
  type ProvidersConfig,
} from '@muse/providers';
import { cleanOcrText, shippedSatLessons } from '@muse/math';
import type { Config } from './platform/config/config';
import type { Logger } from './platform/logging/logger';
import {
  FanOutMailer,
  OutboxMailer,
  SmtpMailer,
  forgetOutboxMail,
  MailOnce,
  scheduleMail,
  sendMailJob,
  type MailJobServices,
  type Mailer,
} from './platform/mail';
import { EnginePool } from './platform/engine-pool';
import { RealtimeHub } from './platform/realtime';
import { createBlobStore, type BlobStore } from './platform/storage';
import { AdminService, adminErasure } from './modules/admin';
import { AuthService, EmailVerificationService, authErasure } from './modules/auth';
import {
  categorizeImagesJob,
  createCategoriesModule,
  scheduleCategorizeImages,
  type CategoriesService,
  type CategoryJobServices,
} from './modules/categories';
import { CreditsService, creditsErasure } from './modules/credits';
import {
  createImagesModule,
  renderImageJob,
  type ImageSources,
  type VideoRequests,
  scheduleImageRender,
  type ImageActionsService,
  type ImageDownloadsService,
  type ImageGalleries,
  type ImageReportsService,
  type ImageJobServices,
  type ImageReactionsService,
  type ImagesService,
  type CharactersService,
} from './modules/images';
import { ModelsService } from './modules/models';
import { createAnalytics } from './platform/analytics';
import { PromptTranslator } from './platform/translation';
import { StatisticsService } from './modules/statistics';
import {
  applyEditJob,
  sweepEditorJob,
  createEditorModule,
  scheduleEdit,
  type EditorJobServices,
  type EditorService,
  type PhotoWizard,
} from './modules/editor';
import {
  createSubscriptionsModule,
  sweepSubscriptionsJob,
  type SubscriptionJobServices,
  type SubscriptionsService,
} from './modules/subscriptions';
import {
  createPaymentsModule,
  paymentSettingsFrom,
  sweepRenewalsJob,
  type PaymentJobServices,
  type PaymentPlans,
  type PaymentsService,
  type SandboxCheckout,
  type StoreTransactions,
  type StripeGateway,
} from './modules/payments';
import { UsersService } from './modules/users';
import { createEarningModule, type EarningService, type Referrals, type Streaks } from './modules/earning';
import { createGamesModule, type GuessTheBest, type TheInsight } from './modules/games';
import { createGiftsModule, type GiftsService } from './modules/gifts';
import {
  createMusicModule,
  extendMusicJob,
  renderMusicJob,
  renderMusicPreviewJob,
  renderPreviewAndWait,
  scheduleMusicExtension,
  scheduleMusicRender,
  type MusicDownloadsService,
  type MusicExtensionsService,
  type MusicFeedbackService,
  type MusicGalleries,
  type MusicGameService,
  type MusicPreviews,
  type MusicJobServices,
  type MusicReactionsService,
  type MusicReadyMail,
  type MusicService,
} from './modules/music';
import {
  createOfficesModule,
  embedOfficeTrainingJob,
  scheduleOfficeEmbedding,
  type OfficeJobServices,
  type AvatarPortraits,
  type OfficeChat,
  type OfficeSpeech,
  type OfficesService,
  type TrainingService,
} from './modules/offices';
import { createVoiceModule, type VoiceService } from './modules/voice';
import { createPollsModule, type PollsService } from './modules/polls';
import { createLiveMusicModule, type LiveMusicService } from './modules/live-music';
import { createRoomsModule, type RoomsService } from './modules/rooms';
import {
  createMathModule,
  poolMathEngine,
  satMathOfficeDefinition,
  type MathService,
  type MathSosService,
} from './modules/math';
import { createTranscriptsModule, type TranscriptsService } from './modules/transcripts';
import {
  createInterviewsModule,
  evaluateInterviewJob,
  scheduleInterviewEvaluation,
  type InterviewJobServices,
  type InterviewsService,
} from './modules/interviews';
import { createFeedbackModule, type FeedbackService } from './modules/feedback';
import {
  createNotificationsModule,
  publishNotificationJob,
  schedulePublish,
  type NotificationJobServices,
  type NotificationsService,
} from './modules/notifications';
import { createAssetsModule, type AssetsService } from './modules/assets';

/** What background jobs may use: what each module's jobs need. */
export interface JobServices
  extends
    MailJobServices,
    ImageJobServices,
    CategoryJobServices,
    SubscriptionJobServices,
    PaymentJobServices,
    MusicJobServices,
    OfficeJobServices,
    InterviewJobServices,
    EditorJobServices,
    NotificationJobServices {}

export interface Services {
  users: UsersService;
  credits: CreditsService;
  auth: AuthService;
  emailVerification: EmailVerificationService;
  admin: AdminService;
  images: ImagesService;
  videos: VideoRequests;
  imageActions: ImageActionsService;
  imageReactions: ImageReactionsService;
  imageDownloads: ImageDownloadsService;
  imageGalleries: ImageGalleries;
  models: ModelsService;
  statistics: StatisticsService;
  imageSources: ImageSources;
  imageReports: ImageReportsService;
  characters: CharactersService;
  categories: CategoriesService;
  earning: EarningService;
  referrals: Referrals;
  streaks: Streaks;
  guessTheBest: GuessTheBest;
  theInsight: TheInsight;
  subscriptions: SubscriptionsService;
  payments: PaymentsService;
  paymentStores: StoreTransactions;
  /** the test checkout; null when Stripe is configured or PAYMENTS_SANDBOX is off */
  paymentsSandbox: SandboxCheckout | null;
  /** null unless STRIPE_SECRET_KEY is set */
  paymentsStripe: StripeGateway | null;
  paymentPlans: PaymentPlans;
  gifts: GiftsService;
  music: MusicService;
  musicReadyMail: MusicReadyMail | null;
  musicGalleries: MusicGalleries;
  musicGame: MusicGameService;
  musicPreviews: MusicPreviews;
  musicReactions: MusicReactionsService;
  musicDownloads: MusicDownloadsService;
  musicExtensions: MusicExtensionsService;
  musicFeedback: MusicFeedbackService;
  offices: OfficesService;
  officeTraining: TrainingService;
  officeChat: OfficeChat;
  officePortraits: AvatarPortraits;
  officeSpeech: OfficeSpeech;
  voice: VoiceService;
  polls: PollsService;
  liveMusic: LiveMusicService;
  rooms: RoomsService;
  math: MathService;
  mathSos: MathSosService;
  editor: EditorService;
  photoWizard: PhotoWizard;
  transcripts: TranscriptsService;
  interviews: InterviewsService;
  feedback: FeedbackService;
  notifications: NotificationsService;
  assets: AssetsService;
}

/** Everything a process of Muse runs on, built once from the configuration. */
export interface AppContext {
  config: Config;
  logger: Logger;
  db: Kysely<Database>;
  dialect: Dialect;
  queue: JobQueue<JobServices>;
  blobs: BlobStore;
  mailer: Mailer;
  /** the dev outbox, or null when mail goes only to SMTP */
  outbox: OutboxMailer | null;
  providers: ProviderRegistry;
  realtime: RealtimeHub;
  services: Services;
  jobServices: JobServices;
  close(opts?: { graceMs?: number }): Promise<void>;
}

export const ALL_JOBS = [
  sendMailJob,
  renderImageJob,
  categorizeImagesJob,
  sweepSubscriptionsJob,
  sweepRenewalsJob,
  renderMusicJob,
  extendMusicJob,
  renderMusicPreviewJob,
  embedOfficeTrainingJob,
  evaluateInterviewJob,
  applyEditJob,
  sweepEditorJob,
  publishNotificationJob,
];

/** How long a stop waits for the engine threads to end before it goes on without them. */
const ENGINE_CLOSE_WAIT_MS = 1_000;

export async function createContext(
  config: Config,
  logger: Logger,
  /** tests pass their own fresh database */
  opts: { dbHandle?: DbHandle } = {},
): Promise<AppContext> {
  const dbHandle =
    opts.dbHandle ??
    connectDatabase(
      config.DATABASE_URL
        ? { postgresUrl: config.DATABASE_URL }
        : { sqliteFile: join(config.dataDir, 'muse.sqlite') },
    );
  await migrateToLatest(dbHandle.db);
  const db = dbHandle.db;

  const queue: JobQueue<JobServices> = config.REDIS_URL
    ? createBullMqQueue<JobServices>({
        redisUrl: config.REDIS_URL,
        prefix: config.REDIS_KEY_PREFIX,
        jobs: ALL_JOBS,
        logger,
      })
    : createInProcessQueue<JobServices>({ db, dialect: dbHandle.dialect, jobs: ALL_JOBS, logger });

  const blobs = createBlobStore(
    config.S3_BUCKET
      ? {
          driver: 's3',
          bucket: config.S3_BUCKET,
          endpoint: config.S3_ENDPOINT,
          region: config.S3_REGION,
          accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
          forcePathStyle: config.S3_FORCE_PATH_STYLE,
        }
      : { driver: 'local', root: join(config.dataDir, 'media') },
  );

  const outbox = config.mailOutboxEnabled ? new OutboxMailer(db) : null;
  const mailers: Mailer[] = [];
  if (config.SMTP_URL) mailers.push(new SmtpMailer(config.SMTP_URL, config.MAIL_FROM));
  if (outbox) mailers.push(outbox);
  const mailer = new FanOutMailer(mailers);

  const providers = createProviderRegistry({
    openai: config.OPENAI_API_KEY
      ? {
          apiKey: config.OPENAI_API_KEY,
          baseUrl: config.OPENAI_BASE_URL,
          timeoutMs: config.AI_TIMEOUT_MS,
          models: {
            chat: config.OPENAI_CHAT_MODEL,
            image: config.OPENAI_IMAGE_MODEL,
            video: config.OPENAI_VIDEO_MODEL,
            speech: config.OPENAI_SPEECH_MODEL,
            embeddings: config.OPENAI_EMBEDDINGS_MODEL,
            vision: config.OPENAI_VISION_MODEL,
          },
        }
      : undefined,
    ...(config.GEMINI_API_KEY
      ? {
          gemini: {
            apiKey: config.GEMINI_API_KEY,
            baseUrl: config.GEMINI_BASE_URL,
            imageModel: config.GEMINI_IMAGE_MODEL,
            timeoutMs: config.AI_TIMEOUT_MS,
          },
        }
      : {}),
    ...(config.SDWEBUI_URL
      ? { sdwebui: { url: config.SDWEBUI_URL, checkpoint: config.SDWEBUI_CHECKPOINT } }
      : {}),
    ...(config.COMFYUI_URL
      ? {
          comfyui: {
            url: config.COMFYUI_URL,
            checkpoint: config.COMFYUI_CHECKPOINT,
            workflow: config.COMFYUI_WORKFLOW ? readComfyWorkflow(config.COMFYUI_WORKFLOW) : undefined,
          },
        }
      : {}),
  });

  // Product analytics: the log unless PostHog or Plausible is configured.
  const analytics = createAnalytics(config, logger);
  const realtime = new RealtimeHub();
  const mailOnce = new MailOnce(db, (message) => scheduleMail(queue, message));
  const users = new UsersService(db, config.ADMIN_EMAILS);
  const credits = new CreditsService(db, dbHandle.dialect, (userId, b) =>
    realtime.toUser(userId, ServerEvents.sessionChanged, b),
  );
  users.onMerge('credits', (trx, from, to) => credits.transferAll(trx, from, to));
  // Erasing an account: the platform's own rows here; each module registers its step when built.
  users.onErase(authErasure);
  users.onErase(creditsErasure);
  users.onErase(adminErasure);
  users.onErase({
    name: 'mail',
    erase: async ({ trx, email }) => {
      if (email) await forgetOutboxMail(trx, email);
    },
  });
  const auth = new AuthService({
    db,
    users,
    secret: config.sessionSecret,
    sendMail: (message) => scheduleMail(queue, message),
  });
  const emailVerification = new EmailVerificationService({
    db,
    users,
    secret: config.sessionSecret,
    sendMail: (message) => scheduleMail(queue, message),
  });
  // Generations wait in the queue by the owner's plan: Ultimate, then Premium, then everyone else.
  const queuePlaceOf = async (userId: string | null) =>
    generationPriority(userId ? (await users.get(userId))?.subscription : undefined);
  // One translator for every engine's prompts (images, videos, music).
  const translator = new PromptTranslator({ providers, logger });
  const imagesModule = createImagesModule({
    translator,
    analytics,
    hostedFairUsePerDay: config.UNLIMITED_HOSTED_PER_DAY,
    db,
    dialect: dbHandle.dialect,
    users,
    credits,
    providers,
    blobs,
    logger,
    publicUrl: config.publicUrl,
    secret: config.sessionSecret,
    schedule: async (item) => scheduleImageRender(queue, item, await queuePlaceOf(item.userId)),
    notify: (userId, event, data) => realtime.toUser(userId, event, data),
    // The editor module is built after this one (it edits these pictures); asked only when a request comes.
    uploads: {
      uploadedPicture: (userId, filename) => editorModule.services.editor.uploadedPicture(userId, filename),
    },
  });
  const categoriesModule = createCategoriesModule({
    db,
    users,
    images: imagesModule.services.imageActions,
    publicUrl: config.publicUrl,
    secret: config.sessionSecret,
    schedule: (request) => scheduleCategorizeImages(queue, request),
  });

  const subscriptionsModule = createSubscriptionsModule({
    db,
    dialect: dbHandle.dialect,
    users,
    credits,
    logger,
    notify: (userId, event) => realtime.toUser(userId, ServerEvents.sessionChanged, event),
  });

  const admin = new AdminService(db, users, credits, subscriptionsModule.subscriptions, realtime);
  const giftsModule = createGiftsModule({
    db,
    users,
    images: imagesModule.services.images,
    subscriptions: subscriptionsModule.subscriptions,
    blobs,
    logger,
    publicUrl: config.publicUrl,
  });

  const paymentsModule = createPaymentsModule({
    analytics,
    db,
    users,
    credits,
    logger,
    publicUrl: config.publicUrl,
    secret: config.sessionSecret,
    settings: paymentSettingsFrom(config),
    subscriptions: subscriptionsModule.subscriptions,
    gifts: giftsModule.services.gifts,
    sessionChanged: (userId, balances) => realtime.toUser(userId, ServerEvents.sessionChanged, balances),
    mail: mailOnce,
  });

  const earningModule = createEarningModule({
    db,
    users,
    credits,
    secret: config.sessionSecret,
    // the 7-day streak reward is a gift card
    issueGiftCard: giftsModule.issueGiftCard,
  });
  const games = createGamesModule({
    db,
    users,
    claims: earningModule.claims,
    galleries: imagesModule.services.imageGalleries,
    providers,
    logger,
  });

  const musicModule = createMusicModule({
    translator,
    analytics,
    db,
    dialect: dbHandle.dialect,
    users,
    providers,
    blobs,
    logger,
    secret: config.sessionSecret,
    scheduleTrack: async (track) => scheduleMusicRender(queue, track, await queuePlaceOf(track.userId)),
    scheduleExtension: async (ext) => scheduleMusicExtension(queue, ext, await queuePlaceOf(ext.userId)),
    renderPreview: (preview) => renderPreviewAndWait(queue, preview),
    notify: (userId, event, data) => realtime.toUser(userId, event, data),
    makeMusicVideo: (caller, track) => imagesModule.services.videos.requestMusicVideo(caller, track),
    readyMail: {
      mail: mailOnce,
      isOnline: (userId) => realtime.isOnline(userId),
      publicUrl: config.publicUrl,
    },
  });

  // CPU-bound local engines (speech, answer indexes) run on these threads, started on first use.
  const engines = new EnginePool({
    threads: config.ENGINE_THREADS,
    queueMax: config.ENGINE_QUEUE_MAX,
    editThreads: config.EDIT_THREADS,
  });
  const embeddingsEngine = config.OPENAI_EMBEDDINGS_MODEL ? providers.engine('embeddings') : undefined;
  const officesModule = createOfficesModule({
    db,
    users,
    providers,
    logger,
    blobs,
    engines,
    speechCacheBytes: config.SPEECH_CACHE_MB * 2 ** 20,
    // Office training is embedded only when an embeddings model is named.
    embeddings:
      embeddingsEngine && config.OPENAI_EMBEDDINGS_MODEL
        ? { engine: embeddingsEngine, model: config.OPENAI_EMBEDDINGS_MODEL }
        : null,
    scheduleEmbedding: (officeId, mark) => scheduleOfficeEmbedding(queue, officeId, mark),
    invitationMail: { publicUrl: config.publicUrl, send: (message) => scheduleMail(queue, message) },
  });

  // The helper chat answers on a fresh install: Muse's own help office exists from the first start.
  await officesModule.helpOffice.ensure();

  // Voice answers: a hosted Whisper-style server when configured, else pocketsphinx when installed, else none.
  const transcribeModel = config.TRANSCRIBE_MODEL ?? 'whisper-1';
  const voiceModule = createVoiceModule({
    db,
    users,
    blobs,
    logger,
    offices: officesModule.services.offices,
    recognizer: createSpeechRecognizer({
      hosted: config.TRANSCRIBE_BASE_URL
        ? { baseUrl: config.TRANSCRIBE_BASE_URL, apiKey: config.TRANSCRIBE_API_KEY, model: transcribeModel }
        : config.TRANSCRIBE_MODEL && config.OPENAI_API_KEY
          ? {
              baseUrl: config.OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
              apiKey: config.OPENAI_API_KEY,
              model: transcribeModel,
            }
          : undefined,
      local: config.TRANSCRIBE_LOCAL,
      timeoutMs: config.AI_TIMEOUT_MS,
    }),
  });
  // Anyone who may see an office may join its socket room (to see its live polls).
  realtime.guardOfficeRooms(async (_client, officeId) => {
    await officesModule.services.offices.load(officeId);
  });
  const pollsModule = createPollsModule({ db, users, offices: officesModule.services.offices, realtime });
  const liveMusicModule = createLiveMusicModule({
    realtime,
    maxStreams: config.LIVE_MUSIC_STREAMS,
    logger,
  });
  const roomsModule = createRoomsModule({
    realtime,
    offices: officesModule.services.offices,
    users,
    iceServers: config.ROOM_ICE_SERVERS,
  });
  // SAT math: the shipped office (its assistant trained on the lessons' concepts) and its seeded lessons.
  const shippedLessons = shippedSatLessons();
  await officesModule.builtInOffice(satMathOfficeDefinition(shippedLessons)).ensure();
  const mathModule = createMathModule({
    db,
    users,
    offices: officesModule.services.offices,
    blobs,
    logger,
    engine: poolMathEngine(engines),
    ocr: () => providers.engines('ocr'),
    cleanOcrText,
    shippedLessons,
  });
  await mathModule.seedShippedOffice();
  const transcriptsModule = createTranscriptsModule({ db, users, offices: officesModule.services.offices });
  const interviewsModule = createInterviewsModule({
    db,
    users,
    offices: officesModule.services.offices,
    providers,
    logger,
    publicUrl: config.publicUrl,
    schedule: (interviewId) => scheduleInterviewEvaluation(queue, interviewId),
    sendMail: (message) => scheduleMail(queue, message),
  });
  // The image editor: its AI tools run on the engine pool's edit threads.
  const editorModule = createEditorModule({
    db,
    pictures: imagesModule.services.imageSources,
    users,
    credits,
    blobs,
    engine: engines,
    providers,
    logger,
    secret: config.sessionSecret,
    publicUrl: config.publicUrl,
    schedule: (editId, userId) => scheduleEdit(queue, editId, userId),
    hostedEditModels: config.OPENAI_IMAGE_EDIT_MODELS,
  });
  const feedbackModule = createFeedbackModule({
    db,
    users,
    offices: officesModule.services.offices,
    earning: earningModule.services.earning,
  });

  const notificationsModule = createNotificationsModule({
    db,
    users,
    realtime,
    schedule: (id, publishAt) => schedulePublish(queue, id, publishAt),
  });

  // The asset library reaches pictures, tracks, uploads and polls only through their modules' services.
  const assetsModule = createAssetsModule({
    db,
    users,
    blobs,
    logger,
    realtime,
    secret: config.sessionSecret,
    images: imagesModule.services.images,
    music: musicModule.services.music,
    uploads: editorModule.services.editor,
    polls: pollsModule.services.polls,
  });

  queue.onEvent((e) => {
    if (e.userId) {
      realtime.toUser(e.userId, ServerEvents.jobProgress, {
        jobId: e.jobId,
        name: e.name,
        progress: e.progress,
        state: e.state,
      });
    }
  });

  return {
    config,
    logger,
    db,
    dialect: dbHandle.dialect,
    queue,
    blobs,
    mailer,
    outbox,
    providers,
    realtime,
    services: {
      users,
      credits,
      auth,
      emailVerification,
      admin,
      models: new ModelsService({ providers, examples: imagesModule.services.imageGalleries }),
      statistics: new StatisticsService({
        images: imagesModule.services.images,
        music: musicModule.services.music,
        users,
      }),
      ...imagesModule.services,
      categories: categoriesModule.categories,
      ...earningModule.services,
      ...games,
      subscriptions: subscriptionsModule.subscriptions,
      ...paymentsModule.services,
      ...giftsModule.services,
      ...musicModule.services,
      ...officesModule.services,
      ...voiceModule.services,
      ...pollsModule.services,
      ...liveMusicModule.services,
      ...roomsModule.services,
      ...mathModule.services,
      ...transcriptsModule.services,
      ...interviewsModule.services,
      ...feedbackModule.services,
      ...notificationsModule.services,
      ...editorModule.services,
      ...assetsModule.services,
    },
    jobServices: {
      mailer,
      images: imagesModule.renderer,
      categories: categoriesModule.autoSorter,
      subscriptions: subscriptionsModule.subscriptions,
      paymentPlans: paymentsModule.services.paymentPlans,
      music: musicModule.jobs,
      officeVectors: officesModule.jobs.officeVectors,
      interviews: interviewsModule.services.interviews,
      editor: editorModule.runner,
      notifications: notificationsModule.services.notifications,
    },
    // Each step is logged: a stop that outlives its deadline shows where it waited.
    async close(opts) {
      await queue.close({ graceMs: opts?.graceMs ?? config.SHUTDOWN_GRACE_MS });
      logger.info('stopping: jobs stopped');
      await analytics.flush();
      // The threads end with the process anyway: one busy in native code (an ONNX run) finishes that call
      // before it can end, and on a loaded machine that is seconds a stop does not need to wait.
      const ended = await Promise.race([
        engines.close().then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), ENGINE_CLOSE_WAIT_MS).unref()),
      ]);
      logger.info(ended ? 'stopping: engine threads ended' : 'stopping: engine threads still ending');
      // Live streams end (their listeners told) before the sockets close.
      await liveMusicModule.close();
      await realtime.close();
      await dbHandle.destroy();
    },
  };
}

/** COMFYUI_WORKFLOW's file: a workflow in ComfyUI's API format, read once at start (a bad file stops start). */
function readComfyWorkflow(path: string): NonNullable<ProvidersConfig['comfyui']>['workflow'] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (cause) {
    throw new Error(`COMFYUI_WORKFLOW: ${path} is not a readable JSON file`, { cause });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error(`COMFYUI_WORKFLOW: ${path} is not a workflow in ComfyUI's API format (Save (API))`);
  return parsed as NonNullable<ProvidersConfig['comfyui']>['workflow'];
}
