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
import { createProviderRegistry, type ProviderRegistry } from '@muse/providers';
import type { Config } from './platform/config/config';
import type { Logger } from './platform/logging/logger';
import { FanOutMailer, OutboxMailer, SmtpMailer, sendMailJob, type Mailer } from './platform/mail';
import { RealtimeHub } from './platform/realtime';
import { createBlobStore, type BlobStore } from './platform/storage';
import { AdminService } from './modules/admin';
import { AuthService } from './modules/auth';
import { CategoriesRepository, CategoryAutoSorter, categorizeImagesJob } from './modules/categories';
import { CreditsService } from './modules/credits';
import { ImageRenderer, ImagesRepository, ImagesService, renderImageJob } from './modules/images';
import { UsersService } from './modules/users';

/** What background jobs may use. */
export interface JobServices {
  mailer: Mailer;
  images: ImageRenderer;
  categories: CategoryAutoSorter;
}

export interface Services {
  users: UsersService;
  credits: CreditsService;
  auth: AuthService;
  admin: AdminService;
  images: ImagesService;
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

export const ALL_JOBS = [sendMailJob, renderImageJob, categorizeImagesJob];

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
    ? createBullMqQueue<JobServices>({ redisUrl: config.REDIS_URL, jobs: ALL_JOBS, logger })
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
            speech: config.OPENAI_SPEECH_MODEL,
            embeddings: config.OPENAI_EMBEDDINGS_MODEL,
          },
        }
      : undefined,
  });

  const realtime = new RealtimeHub();
  const users = new UsersService(db, config.ADMIN_EMAILS);
  const credits = new CreditsService(db, dbHandle.dialect, (userId, b) =>
    realtime.toUser(userId, ServerEvents.sessionChanged, b),
  );
  users.onMerge('credits', (trx, from, to) => credits.transferAll(trx, from, to));
  const auth = new AuthService({
    db,
    users,
    secret: config.sessionSecret,
    sendMail: async (message) => {
      await queue.enqueue(sendMailJob, message);
    },
  });
  const admin = new AdminService(db, users, credits);
  const imagesRepo = new ImagesRepository(db, dbHandle.dialect);
  const images = new ImagesService({
    db,
    repo: imagesRepo,
    users,
    providers,
    present: { publicUrl: config.publicUrl, secret: config.sessionSecret },
    schedule: async (item) => {
      const run = Date.parse(item.requestedOn ?? '') || Date.now();
      await queue.enqueue(
        renderImageJob,
        { itemId: item.id },
        { userId: item.userId, jobId: `image-${item.id}-${run}` },
      );
    },
  });
  const renderer = new ImageRenderer({
    repo: imagesRepo,
    users,
    credits,
    providers,
    blobs,
    notify: (userId, event, data) => realtime.toUser(userId, event, data),
  });
  // A guest who signs in keeps what it made.
  users.onMerge('images', async (trx, from, to) => {
    await trx.updateTable('items').set({ userId: to }).where('userId', '=', from).execute();
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
    services: { users, credits, auth, admin, images },
    jobServices: {
      mailer,
      images: renderer,
      categories: new CategoryAutoSorter(new CategoriesRepository(db)),
    },
    async close(opts) {
      await queue.close({ graceMs: opts?.graceMs ?? config.SHUTDOWN_GRACE_MS });
      await realtime.close();
      await dbHandle.destroy();
    },
  };
}
