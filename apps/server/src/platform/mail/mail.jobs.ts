import { defineJob, type JobQueue } from '@muse/jobs';
import { MailMessage, type Mailer } from './mailer';

export interface MailJobServices {
  mailer: Mailer;
}

/** Mail leaves through the job queue: a failing SMTP server is retried with backoff, not lost. */
export const sendMailJob = defineJob<MailMessage, MailJobServices>({
  name: 'mail.send',
  payload: MailMessage,
  options: { attempts: 6, backoff: { type: 'exponential', delay: 2_000 } },
  run: async (message, { services }) => {
    await services.mailer.send(message);
  },
});

/** Queues a message; the API never waits on the SMTP server. */
export async function scheduleMail(queue: JobQueue<MailJobServices>, message: MailMessage): Promise<void> {
  await queue.enqueue(sendMailJob, message);
}
