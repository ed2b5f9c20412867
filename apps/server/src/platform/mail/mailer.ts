import type { Database, Kysely } from '@muse/db';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import { newId, nowIso } from '../../shared/ids';

export const MailMessage = z.object({
  to: z.email(),
  subject: z.string().min(1).max(300),
  text: z.string().min(1),
  html: z.string().optional(),
});
export type MailMessage = z.infer<typeof MailMessage>;

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The dev outbox: mail stored in the database, readable at GET /api/dev/outbox, when SMTP is not configured. */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: Kysely<Database>) {}

  async send(m: MailMessage): Promise<void> {
    await this.db
      .insertInto('mailOutbox')
      .values({
        id: newId(),
        to: m.to.toLowerCase(),
        subject: m.subject,
        text: m.text,
        html: m.html ?? null,
        createdAt: nowIso(),
      })
      .execute();
  }

  list(to: string | undefined, limit = 50) {
    let q = this.db.selectFrom('mailOutbox').select(['id', 'to', 'subject', 'text', 'createdAt']);
    if (to) q = q.where('to', '=', to.toLowerCase());
    return q.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }
}

export class SmtpMailer implements Mailer {
  private readonly transport: nodemailer.Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(m: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
    });
  }
}

/** Sends through every configured mailer (SMTP and, with MAIL_OUTBOX=1, the outbox too). */
export class FanOutMailer implements Mailer {
  constructor(private readonly mailers: Mailer[]) {}

  async send(m: MailMessage): Promise<void> {
    for (const mailer of this.mailers) await mailer.send(m);
  }
}
