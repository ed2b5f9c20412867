/** Outgoing mail: SMTP through nodemailer when SMTP_URL is set, otherwise the dev outbox in the database. */
export { FanOutMailer, MailMessage, OutboxMailer, SmtpMailer, type Mailer } from './mailer';
export { sendMailJob, scheduleMail, type MailJobServices } from './mail.jobs';
export { forgetOutboxMail } from './outbox-erasure';
export { MailOnce } from './mail-once';
