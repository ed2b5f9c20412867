import type { Logger } from '../../platform/logging/logger';
import { removeBlobs, type BlobStore } from '../../platform/storage';
import type { ErasureStep } from '../users';

/** Erasing an account's library: its assets, their tags (by cascade) and the copies of uploaded pictures. */
export function assetsErasure(deps: { blobs: BlobStore; logger: Logger }): ErasureStep {
  return {
    name: 'assets',
    async erase({ trx, userIds, afterCommit }) {
      const copies = await trx
        .selectFrom('assets')
        .select('blobKey')
        .where('userId', 'in', userIds)
        .where('blobKey', 'is not', null)
        .execute();
      const mine = trx.selectFrom('assets').select('id').where('userId', 'in', userIds);
      await trx.deleteFrom('assetTags').where('assetId', 'in', mine).execute();
      await trx.deleteFrom('assets').where('userId', 'in', userIds).execute();
      const keys = copies.map((c) => c.blobKey).filter((k): k is string => !!k);
      afterCommit(() => removeBlobs(deps.blobs, keys, deps.logger));
    },
  };
}
