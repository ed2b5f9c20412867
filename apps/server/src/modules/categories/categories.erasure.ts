import type { ErasureStep } from '../users';

/** Erasing an account's boards and its auto-sort requests; the images on its boards are its own (images step). */
export const categoriesErasure: ErasureStep = {
  name: 'categories',
  async erase({ trx, userIds }) {
    await trx.deleteFrom('categoryRequests').where('userId', 'in', userIds).execute();
    await trx.deleteFrom('categories').where('userId', 'in', userIds).execute();
  },
};
