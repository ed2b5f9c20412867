import type { ErasureStep } from '../users';

/**
 * Erasing an account's part in notifications: its responses go, notifications written for it alone go
 * (with their responses), and notifications it wrote as an admin stay, written by nobody named.
 */
export const notificationsErasure: ErasureStep = {
  name: 'notifications',
  async erase({ trx, userIds, email }) {
    await trx.deleteFrom('notificationResponses').where('userId', 'in', userIds).execute();
    const forThem = trx
      .selectFrom('notifications')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('targetUserId', 'in', userIds),
          ...(email ? [eb(eb.fn<string>('lower', ['targetEmail']), '=', email)] : []),
        ]),
      );
    await trx.deleteFrom('notificationResponses').where('notificationId', 'in', forThem).execute();
    await trx
      .deleteFrom('notifications')
      .where((eb) =>
        eb.or([
          eb('targetUserId', 'in', userIds),
          ...(email ? [eb(eb.fn<string>('lower', ['targetEmail']), '=', email)] : []),
        ]),
      )
      .execute();
    await trx
      .updateTable('notifications')
      .set({ createdByUserId: null })
      .where('createdByUserId', 'in', userIds)
      .execute();
  },
};
