import { defineJob, type JobQueue } from '@muse/jobs';
import { z } from 'zod';
import type { NotificationsService } from './notifications.service';

export interface NotificationJobServices {
  notifications: Pick<NotificationsService, 'publishDue'>;
}

/** At a notification's publish time: the live event to the people it is for (once, however often run). */
export const publishNotificationJob = defineJob<{ id: string }, NotificationJobServices>({
  name: 'notifications.publish',
  payload: z.object({ id: z.string().min(1) }),
  options: { attempts: 3, backoff: { type: 'fixed', delay: 5_000 } },
  run: ({ id }, ctx) => ctx.services.notifications.publishDue(id),
});

/** One job per notification and publish time: a moved time gets its own, the old one finds nothing due. */
export async function schedulePublish(
  queue: JobQueue<NotificationJobServices>,
  id: string,
  publishAt: string,
): Promise<void> {
  const at = Date.parse(publishAt);
  await queue.enqueue(
    publishNotificationJob,
    { id },
    { jobId: `notification-${id}-${at}`, delayMs: Math.max(0, at - Date.now()) },
  );
}
