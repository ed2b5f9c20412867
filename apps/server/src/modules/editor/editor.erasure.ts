import type { Logger } from '../../platform/logging/logger';
import { removeBlobs, type BlobStore } from '../../platform/storage';
import type { ErasureStep, MergeHandler } from '../users';

/** Erasing an account's editor runs and uploads: the rows and their files (inputs, masks, results). */
export function editorErasure(deps: { blobs: BlobStore; logger: Logger }): ErasureStep {
  return {
    name: 'editor',
    async erase({ trx, userIds, afterCommit }) {
      const rows = await trx
        .selectFrom('imageEdits')
        .select(['inputKey', 'maskKey', 'resultKey'])
        .where('userId', 'in', userIds)
        .execute();
      await trx.deleteFrom('imageEdits').where('userId', 'in', userIds).execute();
      const uploads = await trx
        .selectFrom('editorUploads')
        .select('blobKey')
        .where('userId', 'in', userIds)
        .execute();
      await trx.deleteFrom('editorUploads').where('userId', 'in', userIds).execute();
      const keys = [
        ...rows.flatMap((r) => [r.inputKey, r.maskKey, r.resultKey]),
        ...uploads.map((u) => u.blobKey),
      ].filter((k): k is string => !!k);
      afterCommit(() => removeBlobs(deps.blobs, keys, deps.logger));
    },
  };
}

/** A guest signing in keeps the runs and uploads it made (their files keep their keys). */
export const editorMergeHandler: MergeHandler = async (trx, fromUserId, toUserId) => {
  await trx.updateTable('imageEdits').set({ userId: toUserId }).where('userId', '=', fromUserId).execute();
  await trx.updateTable('editorUploads').set({ userId: toUserId }).where('userId', '=', fromUserId).execute();
};
