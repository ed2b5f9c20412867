import type { Logger } from '../../platform/logging/logger';
import type { BlobStore } from '../../platform/storage';
import type { ErasureStep } from '../users';

/** Erasing an account deletes the voice clips it spoke (rows now, files once the erasure committed). */
export function voiceErasure(deps: { blobs: Pick<BlobStore, 'delete'>; logger: Logger }): ErasureStep {
  return {
    name: 'voice',
    async erase({ trx, userIds, afterCommit }) {
      const clips = await trx
        .selectFrom('voiceClips')
        .select(['id', 'blobKey'])
        .where('userId', 'in', userIds)
        .execute();
      await trx.deleteFrom('voiceClips').where('userId', 'in', userIds).execute();
      afterCommit(async () => {
        const results = await Promise.allSettled(clips.map((c) => deps.blobs.delete(c.blobKey)));
        for (const [i, r] of results.entries())
          if (r.status === 'rejected')
            deps.logger.warn({ err: r.reason, clip: clips[i]!.id }, 'voice clip file not deleted');
      });
    },
  };
}
