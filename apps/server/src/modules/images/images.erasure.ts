import type { Database, Kysely } from '@muse/db';
import { conflict } from '../../platform/http/errors';
import type { Logger } from '../../platform/logging/logger';
import { removeBlobs, type BlobStore } from '../../platform/storage';
import type { ErasureStep } from '../users';
import { watermarkKey } from './images.media-keys';

/** Tracks are rows of `items` too; the music module erases them with their own files. */
const MUSIC = 'music';

/**
 * Erasing an account's images: every image it made, public ones too (a deleted account's pictures should
 * not stay up under nobody's name), with their files and watermarked copies; its likes, dislikes and
 * reports on anyone's items (tracks included), its likes taken off the counters. Views are counted by
 * session, and the account's sessions end with it. Its saved characters go with their reference pictures.
 */
export function imagesErasure(deps: { db: Kysely<Database>; blobs: BlobStore; logger: Logger }): ErasureStep {
  return {
    name: 'images',
    // A running render would store its files after the rows are gone, as for a single delete.
    async check(userId) {
      const rendering = await deps.db
        .selectFrom('items')
        .select('id')
        .where('userId', '=', userId)
        .where('kind', '!=', MUSIC)
        .where('startedOn', 'is not', null)
        .where('finishedOn', 'is', null)
        .executeTakeFirst();
      if (rendering)
        throw conflict(
          'in_progress',
          'Some of your images are still being made. Delete your account once they are finished.',
        );
    },
    async erase({ trx, userIds, afterCommit }) {
      const liked = trx
        .selectFrom('itemReactions')
        .select('itemId')
        .where('userId', 'in', userIds)
        .where('value', '=', 1);
      await trx
        .updateTable('items')
        .set((eb) => ({ likes: eb('likes', '-', 1) }))
        .where('id', 'in', liked)
        .where('userId', 'not in', userIds)
        .execute();
      await trx.deleteFrom('itemReactions').where('userId', 'in', userIds).execute();
      await trx.deleteFrom('itemReports').where('userId', 'in', userIds).execute();

      const items = await trx
        .selectFrom('items')
        .select(['filename', 'imageKey', 'thumbKey', 'videoKey', 'inputKey'])
        .where('userId', 'in', userIds)
        .where('kind', '!=', MUSIC)
        .execute();
      // Their reactions, views and reports by others cascade.
      await trx.deleteFrom('items').where('userId', 'in', userIds).where('kind', '!=', MUSIC).execute();
      const keys = items
        .flatMap((item) => [item.imageKey, item.thumbKey, item.videoKey, item.inputKey, watermarkKey(item)])
        .filter((k): k is string => !!k);
      // Saved characters (Ultimate) and their reference pictures.
      const characters = await trx
        .selectFrom('characters')
        .select('blobKey')
        .where('userId', 'in', userIds)
        .execute();
      await trx.deleteFrom('characters').where('userId', 'in', userIds).execute();
      keys.push(...characters.map((c) => c.blobKey));
      afterCommit(() => removeBlobs(deps.blobs, keys, deps.logger));
    },
  };
}
