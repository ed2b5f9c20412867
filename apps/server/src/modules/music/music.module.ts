import type { AnalyticsSink } from '../../platform/analytics';
import type { Database, Dialect, Kysely } from '@muse/db';
import type { ProviderRegistry } from '@muse/providers';
import type { Caller } from '../../platform/http/auth-guard';
import type { Logger } from '../../platform/logging/logger';
import type { BlobStore } from '../../platform/storage';
import type { PromptTranslator } from '../../platform/translation';
import type { UsersService } from '../users';
import { MusicDownloadsService } from './music.downloads.service';
import { musicErasure } from './music.erasure';
import { MusicExtender } from './music.extender';
import { MusicExtensionsRepository, type ExtensionRow } from './music.extensions.repository';
import { MusicExtensionsService } from './music.extensions.service';
import { MusicFeedbackRepository } from './music.feedback.repository';
import { MusicFeedbackService } from './music.feedback.service';
import { MusicGalleries } from './music.galleries.service';
import { MusicGameService } from './music.game.service';
import { moveGuestMusic } from './music.merge';
import { MusicReactionsRepository } from './music.reactions.repository';
import { MusicReactionsService } from './music.reactions.service';
import { MusicPreviews } from './music.previews';
import { MusicReadyMail, type MusicReadyMailDeps } from './music.ready-mail';
import { MusicRenderer } from './music.renderer';
import { MusicRepository, type TrackRow } from './music.repository';
import { MusicService } from './music.service';

export interface MusicModuleDeps {
  /** words in other languages, translated before the engine gets them */
  translator?: Pick<PromptTranslator, 'toEnglish'>;
  /** product analytics (generation requested) */
  analytics?: Pick<AnalyticsSink, 'capture'>;
  db: Kysely<Database>;
  dialect: Dialect;
  users: UsersService;
  providers: ProviderRegistry;
  blobs: BlobStore;
  logger: Logger;
  secret: string;
  /** queues the render job of a track's current run */
  scheduleTrack(track: TrackRow): Promise<void>;
  /** queues the extend job of an extension */
  scheduleExtension(ext: ExtensionRow): Promise<void>;
  /** queues a preview's render job and waits for it (renderPreviewAndWait); without it previews answer 503 */
  renderPreview?(preview: { kind: string; id: string }): Promise<void>;
  /** pushes an event to the user's sockets */
  notify(userId: string, event: string, data: unknown): void;
  /** queues a track's music video; without it a request answers that videos cannot be made here */
  makeMusicVideo?(caller: Caller, track: TrackRow): Promise<{ filename: string }>;
  /** Whether the user has a verified email; by default the users row's emailVerifiedAt (and an email). */
  hasVerifiedEmail?(userId: string): Promise<boolean>;
  /** "Your music is ready" mails to owners who left the page; without it none are sent */
  readyMail?: Pick<MusicReadyMailDeps, 'mail' | 'isOnline' | 'publicUrl'>;
}

/** The services of the music module, built once per process; routes and jobs only call them. */
export function createMusicModule(deps: MusicModuleDeps) {
  const { db, dialect, users, providers, blobs, logger, secret, notify } = deps;
  const tracks = new MusicRepository(db, dialect);
  const extensions = new MusicExtensionsRepository(db, dialect);
  const hasVerifiedEmail =
    deps.hasVerifiedEmail ??
    (async (userId: string) => {
      const user = await users.get(userId);
      return !!user?.email && !!user.emailVerifiedAt && !user.isGuest;
    });
  const music = new MusicService({
    analytics: deps.analytics,
    repo: tracks,
    extensions,
    users,
    providers,
    blobs,
    logger,
    secret,
    hasVerifiedEmail,
    schedule: deps.scheduleTrack,
    ...(deps.makeMusicVideo ? { makeMusicVideo: deps.makeMusicVideo } : {}),
  });
  const musicPreviews = new MusicPreviews({
    providers,
    blobs,
    secret,
    render:
      deps.renderPreview ?? (() => Promise.reject(new Error('previews are not rendered by this process'))),
  });
  const services = {
    music,
    musicPreviews,
    musicGalleries: new MusicGalleries(tracks, music),
    musicGame: new MusicGameService({ tracks, blobs, logger }),
    musicReactions: new MusicReactionsService(tracks, extensions, new MusicReactionsRepository(db)),
    musicDownloads: new MusicDownloadsService({ tracks, extensions, music, blobs, secret }),
    musicExtensions: new MusicExtensionsService({
      tracks,
      extensions,
      music,
      blobs,
      logger,
      secret,
      schedule: deps.scheduleExtension,
    }),
    musicFeedback: new MusicFeedbackService(new MusicFeedbackRepository(db)),
  };
  const musicReadyMail = deps.readyMail
    ? new MusicReadyMail({ db, secret, logger, ...deps.readyMail })
    : null;
  const jobs = {
    renderer: new MusicRenderer({
      repo: tracks,
      providers,
      blobs,
      logger,
      notify,
      ...(deps.translator ? { translator: deps.translator } : {}),
      ...(musicReadyMail ? { onFinished: (track: TrackRow) => musicReadyMail.trackFinished(track) } : {}),
    }),
    extender: new MusicExtender({ tracks, extensions, providers, blobs, logger, notify }),
    previews: musicPreviews,
  };
  // A guest who signs in keeps its extension likes and feedback (its tracks move with the images' items).
  users.onMerge('music', moveGuestMusic);
  users.onErase(musicErasure({ db, blobs, logger }));
  return { services: { ...services, musicReadyMail }, jobs };
}
