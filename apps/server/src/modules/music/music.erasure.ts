import type { Database, Kysely } from '@muse/db';
import { conflict } from '../../platform/http/errors';
import type { Logger } from '../../platform/logging/logger';
import { removeBlobs, type BlobStore } from '../../platform/storage';
import type { ErasureStep } from '../users';
import { storedKeys } from './music.media-keys';

const MUSIC = 'music';

/**
 * Erasing an account's music: every track it made, shared ones too, with their files; every extension of
 * those tracks and every extension it made of others' tracks, with their files; its extension likes (taken
 * off the counters), its daily-limit runs and the reviews and feedback it sent. Likes of tracks are
 * `item_reactions`, which the images step erases for every kind.
 */
export function musicErasure(deps: { db: Kysely<Database>; blobs: BlobStore; logger: Logger }): ErasureStep {
  return {
    name: 'music',
    // A render still running would store its files after the rows are gone.
    async check(userId) {
      const making = await deps.db
        .selectFrom('items')
        .select('id')
        .where('userId', '=', userId)
        .where('kind', '=', MUSIC)
        .where('startedOn', 'is not', null)
        .where('finishedOn', 'is', null)
        .unionAll(
          deps.db
            .selectFrom('musicExtensions')
            .select('id')
            .where('userId', '=', userId)
            .where('startedOn', 'is not', null)
            .where('finishedOn', 'is', null),
        )
        .executeTakeFirst();
      if (making)
        throw conflict(
          'in_progress',
          'Some of your music is still being made. Delete your account once it is finished.',
        );
    },
    async erase({ trx, userIds, email, afterCommit }) {
      const tracks = trx
        .selectFrom('items')
        .select('id')
        .where('userId', 'in', userIds)
        .where('kind', '=', MUSIC);
      const liked = trx
        .selectFrom('musicExtensionReactions')
        .select('extensionId')
        .where('userId', 'in', userIds)
        .where('value', '=', 1);
      await trx
        .updateTable('musicExtensions')
        .set((eb) => ({ likes: eb('likes', '-', 1) }))
        .where('id', 'in', liked)
        .execute();
      await trx.deleteFrom('musicExtensionReactions').where('userId', 'in', userIds).execute();

      const extensions = await trx
        .selectFrom('musicExtensions')
        .select(['audioKey', 'stateKey'])
        .where((eb) => eb.or([eb('userId', 'in', userIds), eb('itemId', 'in', tracks)]))
        .execute();
      await trx
        .deleteFrom('musicExtensions')
        .where((eb) => eb.or([eb('userId', 'in', userIds), eb('itemId', 'in', tracks)]))
        .execute();
      const files = await trx
        .selectFrom('items')
        .select(['imageKey', 'thumbKey', 'audioKey', 'midiKey', 'stateKey'])
        .where('userId', 'in', userIds)
        .where('kind', '=', MUSIC)
        .execute();
      await trx.deleteFrom('musicRuns').where('userId', 'in', userIds).execute();
      await trx.deleteFrom('items').where('userId', 'in', userIds).where('kind', '=', MUSIC).execute();
      // Feedback names the email as typed: any case of it is the account's.
      await trx
        .deleteFrom('musicFeedback')
        .where((eb) =>
          eb.or([
            eb('userId', 'in', userIds),
            ...(email ? [eb(eb.fn<string>('lower', ['email']), '=', email)] : []),
          ]),
        )
        .execute();

      const keys = storedKeys([
        ...files.flatMap((f) => [f.imageKey, f.thumbKey, f.audioKey, f.midiKey, f.stateKey]),
        ...extensions.flatMap((e) => [e.audioKey, e.stateKey]),
      ]);
      afterCommit(() => removeBlobs(deps.blobs, keys, deps.logger));
    },
  };
}
