import type { Logger } from '../../platform/logging/logger';
import type { ErasureStep } from '../users';
import type { GiftImages } from './gifts.images';

/**
 * Erasing an account's gift cards. Unpaid cards go with their pictures. A paid card belongs to whoever was
 * given its link: it stays redeemable, its buyer replaced by the account's anonymous stand-in (the order
 * that paid for it is kept the same way). A card the account redeemed stays redeemed, by nobody named.
 */
export function giftsErasure(deps: { images: Pick<GiftImages, 'discard'>; logger: Logger }): ErasureStep {
  return {
    name: 'gifts',
    async erase({ trx, userIds, tombstone, afterCommit }) {
      const drafts = await trx
        .selectFrom('giftCards')
        .select(['id', 'imageUrl'])
        .where('buyerId', 'in', userIds)
        .where('amount', 'is', null)
        .execute();
      await trx.deleteFrom('giftCards').where('buyerId', 'in', userIds).where('amount', 'is', null).execute();
      const paid = await trx
        .selectFrom('giftCards')
        .select('id')
        .where('buyerId', 'in', userIds)
        .executeTakeFirst();
      if (paid)
        await trx
          .updateTable('giftCards')
          .set({ buyerId: await tombstone() })
          .where('buyerId', 'in', userIds)
          .execute();
      await trx
        .updateTable('giftCards')
        .set({ redeemedBy: null })
        .where('redeemedBy', 'in', userIds)
        .execute();
      afterCommit(async () => {
        const results = await Promise.allSettled(drafts.map((d) => deps.images.discard(d.id, d.imageUrl)));
        for (const [i, r] of results.entries())
          if (r.status === 'rejected')
            deps.logger.warn({ err: r.reason, card: drafts[i]!.id }, 'gift card picture not deleted');
      });
    },
  };
}
