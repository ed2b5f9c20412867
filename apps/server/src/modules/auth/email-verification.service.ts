import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database, Kysely } from '@muse/db';
import {
  LOGIN_CODE_LENGTH,
  LOGIN_CODE_MAX_ATTEMPTS,
  LOGIN_CODE_TTL_SECONDS,
  LOGIN_CODE_WINDOW_SECONDS,
  LOGIN_CODES_PER_EMAIL,
} from '@muse/domain';
import { conflict, tooManyRequests } from '../../platform/http/errors';
import type { MailMessage } from '../../platform/mail';
import { newId, nowIso } from '../../shared/ids';
import type { UsersService } from '../users';
import { wrongCode } from './auth.service';

export interface EmailVerificationDeps {
  db: Kysely<Database>;
  users: UsersService;
  secret: string;
  sendMail(message: MailMessage): Promise<void>;
}

export const EMAIL_TAKEN_MESSAGE = 'This email belongs to another account. Sign in with it instead.';

/**
 * Confirming an email for a signed-in account (music creation asks for one when the account has no verified
 * email): the address gets a 6-digit code; the code, typed back, makes it the account's verified email. Codes
 * are stored as hashes, expire like sign-in codes, allow 5 tries each and 5 a user an hour.
 */
export class EmailVerificationService {
  constructor(private readonly deps: EmailVerificationDeps) {}

  /** GET /user/verifiedEmail */
  async status(userId: string): Promise<{ verifiedEmail: string | null; email: string | null }> {
    const user = await this.deps.users.require(userId);
    return { verifiedEmail: user.emailVerifiedAt ? user.email : null, email: user.email };
  }

  /**
   * POST /user/verifyEmail. Answers the same whether or not another account has the email (no enumeration):
   * for a taken email the request is recorded with a hash no code can match, so the confirm step fails with
   * the usual wrong-code answer, and the email's owner gets a notice instead of a code.
   */
  async start(userId: string, rawEmail: string): Promise<void> {
    const email = rawEmail.trim().toLowerCase();
    const owner = await this.deps.users.findByEmail(email);
    const taken = Boolean(owner && owner.id !== userId);
    const { db } = this.deps;
    const since = new Date(Date.now() - LOGIN_CODE_WINDOW_SECONDS * 1000).toISOString();
    const sent = await db
      .selectFrom('emailVerifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .where('createdAt', '>=', since)
      .executeTakeFirstOrThrow();
    if (Number(sent.n) >= LOGIN_CODES_PER_EMAIL) {
      throw tooManyRequests('Too many codes asked for. Try again in an hour, please.', 3600);
    }
    const code = String(randomInt(0, 10 ** LOGIN_CODE_LENGTH)).padStart(LOGIN_CODE_LENGTH, '0');
    await db
      .insertInto('emailVerifications')
      .values({
        id: newId(),
        userId,
        email,
        // 64 random hex digits: not the HMAC of any code, so nothing typed confirms a taken email.
        codeHash: taken ? randomBytes(32).toString('hex') : this.hash(userId, email, code),
        createdAt: nowIso(),
        expiresAt: new Date(Date.now() + LOGIN_CODE_TTL_SECONDS * 1000).toISOString(),
        consumedAt: null,
      })
      .execute();
    await this.deps.sendMail(taken ? takenNotice(email) : codeMail(email, code));
  }

  /** POST /user/verifyEmailWithCode: the newest live code of the user; a wrong one is the spec's 400. */
  async confirm(userId: string, code: string): Promise<{ verifiedEmail: string }> {
    const { db } = this.deps;
    const live = await db
      .selectFrom('emailVerifications')
      .selectAll()
      .where('userId', '=', userId)
      .where('consumedAt', 'is', null)
      .where('expiresAt', '>', nowIso())
      .orderBy('createdAt', 'desc')
      .executeTakeFirst();
    if (!live) throw wrongCode();
    if (live.attempts >= LOGIN_CODE_MAX_ATTEMPTS) {
      throw tooManyRequests('Too many tries for this code. Ask for a new code, please.');
    }
    const expected = Buffer.from(live.codeHash, 'hex');
    const given = Buffer.from(this.hash(userId, live.email, code.trim()), 'hex');
    if (!timingSafeEqual(expected, given)) {
      await db
        .updateTable('emailVerifications')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', live.id)
        .execute();
      throw wrongCode();
    }
    // Used once: of two concurrent submits of the same code only one changes the row.
    const used = await db
      .updateTable('emailVerifications')
      .set({ consumedAt: nowIso() })
      .where('id', '=', live.id)
      .where('consumedAt', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw wrongCode();
    // Someone may have taken the address between the code and now: the unique index decides.
    if (!(await this.deps.users.setVerifiedEmail(userId, live.email))) {
      throw conflict('email_taken', EMAIL_TAKEN_MESSAGE);
    }
    return { verifiedEmail: live.email };
  }

  private hash(userId: string, email: string, code: string): string {
    return createHmac('sha256', this.deps.secret)
      .update(`verify\n${userId}\n${email}\n${code}`)
      .digest('hex');
  }
}

function codeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: `${code} is your Muse email code`,
    text: [
      `Your code to confirm this email on Muse is ${code}.`,
      '',
      `It works for ${LOGIN_CODE_TTL_SECONDS / 60} minutes. If you did not ask for it, you can ignore this email.`,
    ].join('\n'),
  };
}

/** To the owner of an email someone tried to add to another account: no code, nothing changes. */
function takenNotice(to: string): MailMessage {
  return {
    to,
    subject: 'Someone tried to add your email to another Muse account',
    text: [
      'Someone signed in to another Muse account asked to confirm this email for it.',
      'This email already belongs to your Muse account, so nothing was changed and no code was sent.',
      '',
      'If it was you, sign in with this email instead. If not, you can ignore this email.',
    ].join('\n'),
  };
}
