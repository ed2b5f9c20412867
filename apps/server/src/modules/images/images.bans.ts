import type { BanHandler } from '../users';

/**
 * The images module's part of a ban (users.onBan): every item of the account, of any kind (pictures, videos
 * and tracks share `items`), is marked, so public lists, pages and searches leave it out for everyone but
 * admins (isPublicItem, the music policy's isShared, and the public queries' `owner_banned = 0`); lifting the
 * ban shows them again as they were. Runs in the ban's transaction.
 */
export const hideBannedOwnersItems: BanHandler = async (trx, userId, banned) => {
  await trx
    .updateTable('items')
    .set({ ownerBanned: banned ? 1 : 0 })
    .where('userId', '=', userId)
    .execute();
};
