import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database, Kysely } from '@muse/db';
import {
  LOGIN_CODE_LENGTH,
  LOGIN_CODE_MAX_ATTEMPTS,
  LOGIN_CODE_TTL_SECONDS,
  LOGIN_CODE_WINDOW_SECONDS,
  LOGIN_CODES_PER_ADDRESS,
  LOGIN_CODES_PER_EMAIL,
  SESSION_TTL_DAYS,
  WRONG_CODE_MESSAGE,
} from '@muse/domain';
import type { Caller } from '../../platform/http/auth-guard';
import { HttpError, tooManyRequests } from '../../platform/http/errors';
import type { MailMessage } from '../../platform/mail';
import { newId, nowIso } from '../../shared/ids';
import type { UserRow, UsersService } from '../users';
import { AuthRepository } from './auth.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export const wrongCode = () =>
  new HttpError(400, 'wrong_code', WRONG_CODE_MESSAGE, [{ field: 'code', message: WRONG_CODE_MESSAGE }]);

/** A signed-in caller and the user's row as it was when the request started. */
export type ResolvedSession = Omit<Caller, 'isAdmin'> & { user: UserRow };

export interface AuthDeps {
  db: Kysely<Database>;
  users: UsersService;
  secret: string;
  /** queues an email (through the job queue) */
  sendMail(message: MailMessage): Promise<void>;
  productName?: string;
}

/**
 * Passwordless sign-in by emailed 6-digit codes, guest accounts, and cookie sessions. Codes and session
 * tokens are stored only as hashes.
 */
export class AuthService {
  private readonly repo: AuthRepository;

  constructor(private readonly deps: AuthDeps) {
    this.repo = new AuthRepository(deps.db);
  }

  async startEmailLogin(email: string, ip: string): Promise<{ expiresInSeconds: number }> {
    const since = new Date(Date.now() - LOGIN_CODE_WINDOW_SECONDS * 1000).toISOString();
    await this.enforceLimit('email', email, LOGIN_CODES_PER_EMAIL, since, 'this email');
    await this.enforceLimit('requestedIp', ip, LOGIN_CODES_PER_ADDRESS, since, 'this address');
    const code = String(randomInt(0, 10 ** LOGIN_CODE_LENGTH)).padStart(LOGIN_CODE_LENGTH, '0');
    await this.repo.insertCode({
      id: newId(),
      email,
      codeHash: this.hashCode(email, code),
      requestedIp: ip,
      expiresAt: new Date(Date.now() + LOGIN_CODE_TTL_SECONDS * 1000).toISOString(),
    });
    await this.deps.sendMail({
      to: email,
      subject: `${code} is your Muse sign-in code`,
      text: [
        `Your Muse sign-in code is ${code}.`,
        '',
        `It works for ${LOGIN_CODE_TTL_SECONDS / 60} minutes. If you did not ask for it, you can ignore this email.`,
      ].join('\n'),
    });
    return { expiresInSeconds: LOGIN_CODE_TTL_SECONDS };
  }

  /**
   * Checks the code and signs in, creating the account on first login. A guest signing in keeps what it
   * made: its belongings move to the account.
   */
  async verifyEmailLogin(
    email: string,
    code: string,
    current: Caller | null,
  ): Promise<{ token: string; user: UserRow }> {
    const live = await this.repo.latestLiveCode(email);
    if (!live) throw wrongCode();
    if (live.attempts >= LOGIN_CODE_MAX_ATTEMPTS) throw this.tooManyTries();
    const expected = Buffer.from(live.codeHash, 'hex');
    const given = Buffer.from(this.hashCode(email, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      const counted = await this.repo.recordAttempt(live.id, LOGIN_CODE_MAX_ATTEMPTS);
      if (!counted) throw this.tooManyTries();
      throw wrongCode();
    }
    if (!(await this.repo.consumeCode(live.id))) throw wrongCode();
    const user = await this.deps.users.findOrCreateByEmail(email);
    if (current?.isGuest && current.userId !== user.id) {
      await this.deps.users.mergeGuest(current.userId, user.id);
      await this.repo.deleteSessionsOf(current.userId);
    } else if (current) {
      await this.repo.deleteSession(current.sessionId);
    }
    return { token: await this.createSession(user.id), user: await this.deps.users.require(user.id) };
  }

  async signInAsGuest(current: Caller | null): Promise<{ token: string; user: UserRow }> {
    if (current) await this.repo.deleteSession(current.sessionId);
    const user = await this.deps.users.createGuest();
    return { token: await this.createSession(user.id), user };
  }

  /** Signs in a user found by an external identity provider (OpenID Connect). */
  async signInUser(userId: string, current: Caller | null): Promise<string> {
    if (current?.isGuest && current.userId !== userId) {
      await this.deps.users.mergeGuest(current.userId, userId);
      await this.repo.deleteSessionsOf(current.userId);
    } else if (current) {
      await this.repo.deleteSession(current.sessionId);
    }
    return this.createSession(userId);
  }

  async createSession(userId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await this.repo.insertSession({
      id: hashToken(token),
      userId,
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SESSION_TTL_DAYS * DAY_MS).toISOString(),
    });
    return token;
  }

  /** The caller behind a session cookie, or null. Sessions slide: use within 30 days keeps one alive. */
  async resolve(token: string | undefined): Promise<ResolvedSession | null> {
    if (!token || token.length > 100) return null;
    const row = await this.repo.findSession(hashToken(token));
    if (!row || row.mergedInto) return null;
    const now = Date.now();
    if (Date.parse(row.expiresAt) <= now) {
      await this.repo.deleteSession(row.sessionId);
      return null;
    }
    if (now - Date.parse(row.lastSeenAt) > TOUCH_EVERY_MS) {
      await this.repo.touchSession(
        row.sessionId,
        new Date(now).toISOString(),
        new Date(now + SESSION_TTL_DAYS * DAY_MS).toISOString(),
      );
    }
    const { sessionId, expiresAt: _e, lastSeenAt: _l, ...user } = row;
    return { userId: user.id, sessionId, email: user.email, isGuest: Boolean(user.isGuest), user };
  }

  async logout(caller: Caller | null): Promise<void> {
    if (caller) await this.repo.deleteSession(caller.sessionId);
  }

  purgeExpired(): Promise<void> {
    return this.repo.deleteExpired(nowIso());
  }

  private hashCode(email: string, code: string): string {
    return createHmac('sha256', this.deps.secret).update(`${email}\n${code}`).digest('hex');
  }

  private tooManyTries() {
    return tooManyRequests('Too many tries for this code. Ask for a new code, please.');
  }

  private async enforceLimit(
    field: 'email' | 'requestedIp',
    value: string,
    max: number,
    since: string,
    what: string,
  ): Promise<void> {
    if ((await this.repo.countCodesSince(field, value, since)) < max) return;
    const oldest = await this.repo.oldestCodeSince(field, value, since);
    const retryAt = oldest
      ? Date.parse(oldest.createdAt) + LOGIN_CODE_WINDOW_SECONDS * 1000
      : Date.now() + 60_000;
    const seconds = Math.max(1, Math.ceil((retryAt - Date.now()) / 1000));
    throw tooManyRequests(
      `Too many sign-in codes for ${what}. Try again in ${Math.ceil(seconds / 60)} minutes.`,
      seconds,
    );
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
