import type { AnalyticsSink } from '../../platform/analytics';
import type { Database, Dialect, Kysely } from '@muse/db';
import type { ProviderRegistry } from '@muse/providers';
import type { Logger } from '../../platform/logging/logger';
import type { BlobStore } from '../../platform/storage';
import type { CreditsService } from '../credits';
import type { UsersService } from '../users';
import { CharactersRepository } from './images.characters.repository';
import { CharactersService } from './images.characters.service';
import { PictureInputs, type UploadedPictures } from './images.picture-input';
import { ImageActionsRepository } from './images.actions.repository';
import { ImageActionsService } from './images.actions.service';
import { ImageDownloadsRepository } from './images.downloads.repository';
import { ImageDownloadsService } from './images.downloads.service';
import { hideBannedOwnersItems } from './images.bans';
import { imagesErasure } from './images.erasure';
import { ImageGalleries } from './images.galleries.service';
import { moveGuestImages } from './images.merge';
import { ImageReactionsRepository } from './images.reactions.repository';
import { ImageReactionsService } from './images.reactions.service';
import type { PromptTranslator } from '../../platform/translation';
import { ImageRenderer } from './images.renderer';
import { ImageReportsRepository } from './images.reports.repository';
import { ImageReportsService } from './images.reports.service';
import { ImagesGalleryRepository, ImagesRepository, type ItemRow } from './images.repository';
import { ImagesService } from './images.service';
import { ImageSources } from './images.sources';
import { VideoRequests } from './images.videos';

export interface ImagesModuleDeps {
  /** prompts in other languages, translated before the engines get them */
  translator?: Pick<PromptTranslator, 'toEnglish'>;
  db: Kysely<Database>;
  dialect: Dialect;
  users: UsersService;
  credits: CreditsService;
  providers: ProviderRegistry;
  blobs: BlobStore;
  logger: Logger;
  publicUrl: string;
  secret: string;
  /** queues the render job of a requested item */
  schedule(item: ItemRow): Promise<void>;
  /** pushes an event to the user's sockets */
  notify(userId: string, event: string, data: unknown): void;
  /** UNLIMITED_HOSTED_PER_DAY */
  hostedFairUsePerDay: number;
  /** product analytics (generation requested, share) */
  analytics?: Pick<AnalyticsSink, 'capture'>;
  /** pictures people uploaded (the editor module's), for characters and image input */
  uploads: UploadedPictures;
}

/** The services of the images module, built once per process; routes and jobs only call them. */
export function createImagesModule(deps: ImagesModuleDeps) {
  const { db, dialect, users, credits, providers, blobs, logger, publicUrl, secret } = deps;
  const repo = new ImagesRepository(db, dialect);
  const pictures = new PictureInputs({ repo, blobs, uploads: deps.uploads });
  const charactersRepo = new CharactersRepository(db);
  const characters = new CharactersService({ repo: charactersRepo, users, pictures, blobs, logger, secret });
  const images = new ImagesService({
    characters,
    pictures,
    blobs,
    repo,
    users,
    providers,
    present: { publicUrl, secret },
    schedule: deps.schedule,
    analytics: deps.analytics,
  });
  const videos = new VideoRequests({
    repo,
    users,
    providers,
    blobs,
    schedule: deps.schedule,
    analytics: deps.analytics,
  });
  const renderer = new ImageRenderer({
    characters,
    repo,
    users,
    credits,
    providers,
    blobs,
    logger,
    notify: deps.notify,
    hostedFairUsePerDay: deps.hostedFairUsePerDay,
    ...(deps.translator ? { translator: deps.translator } : {}),
  });
  const imageReactions = new ImageReactionsService(repo, new ImageReactionsRepository(db));
  const imageActions = new ImageActionsService({
    repo,
    actions: new ImageActionsRepository(db),
    images,
    users,
    blobs,
    logger,
    publicUrl,
    secret,
    analytics: deps.analytics,
  });
  const imageDownloads = new ImageDownloadsService({
    repo,
    downloads: new ImageDownloadsRepository(db),
    users,
    credits,
    blobs,
    secret,
  });
  const imageGalleries = new ImageGalleries(new ImagesGalleryRepository(db, dialect), {
    publicUrl,
    secret,
  });
  const imageReports = new ImageReportsService(new ImageReportsRepository(db), users, { publicUrl, secret });
  const imageSources = new ImageSources({ repo, blobs, present: { publicUrl, secret } });
  // A guest who signs in keeps what it made, liked and reported.
  users.onMerge('images', moveGuestImages);
  users.onMerge('characters', (trx, from, to) => charactersRepo.moveOwner(trx, from, to));
  users.onErase(imagesErasure({ db, blobs, logger }));
  users.onBan(hideBannedOwnersItems);
  return {
    services: {
      images,
      videos,
      imageActions,
      imageReactions,
      imageDownloads,
      imageGalleries,
      imageSources,
      imageReports,
      characters,
    },
    renderer,
  };
}
