import type { Database, Kysely } from '@muse/db';
import type { Logger } from '../../platform/logging/logger';
import type { BlobStore } from '../../platform/storage';
import type { UsersService } from '../users';
import { GiftDesigns } from './gifts.designs';
import { giftsErasure } from './gifts.erasure';
import { GiftImages, type ImagesPort } from './gifts.images';
import { giftsMergeHandler } from './gifts.merge';
import { QrCodes } from './gifts.qr';
import { GiftsRepository } from './gifts.repository';
import { GiftsService, type GiftSubscriptionsPort } from './gifts.service';

export interface GiftsModuleDeps {
  db: Kysely<Database>;
  users: UsersService;
  /** the images module's ImagesService: one's own images for the card picture */
  images: ImagesPort;
  /** the subscriptions module's service: redeeming activates Premium for the card's period */
  subscriptions: GiftSubscriptionsPort;
  blobs: BlobStore;
  logger: Logger;
  publicUrl: string;
}

/**
 * The gift-cards module, built once per process. `gifts` is also the payments module's GiftsPort, and
 * `issueGiftCard` the earning module's streak reward.
 */
export function createGiftsModule(deps: GiftsModuleDeps) {
  const repo = new GiftsRepository(deps.db);
  const designs = new GiftDesigns(deps.blobs);
  const images = new GiftImages({
    images: deps.images,
    blobs: deps.blobs,
    designs,
    publicUrl: deps.publicUrl,
  });
  const gifts = new GiftsService({
    repo,
    designs,
    images,
    qr: new QrCodes(),
    subscriptions: deps.subscriptions,
    users: deps.users,
    publicUrl: deps.publicUrl,
    logger: deps.logger,
  });
  deps.users.onMerge('gifts', giftsMergeHandler(repo));
  deps.users.onErase(giftsErasure({ images, logger: deps.logger }));
  return {
    services: { gifts },
    issueGiftCard: gifts.issueGiftCard.bind(gifts),
  };
}
