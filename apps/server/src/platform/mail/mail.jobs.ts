import { defineJob } from '@muse/jobs';
import { MailMessage, type Mailer } from './mailer';

/** Mail leaves through the job queue: a failing SMTP server is retried with backoff, not lost. */
export const sendMailJob = defineJob<MailMessage, { mailer: Mailer }>({
  name: 'mail.send',
  payload: MailMessage,
  options: { attempts: 6, backoff: { type: 'exponential', delay: 2_000 } },
  run: async (message, { services }) => {
    await services.mailer.send(message);
  },
});
