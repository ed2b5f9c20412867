import type { Generated } from 'kysely';

/**
 * Kysely table types. Columns are snake_case in SQL and camelCase here (CamelCasePlugin).
 * Times are ISO-8601 UTC strings and booleans are 0/1 integers, so one schema fits SQLite and PostgreSQL.
 */
export interface UsersTable {
  id: string;
  email: string | null;
  isGuest: number;
  credits: Generated<number>;
  subscriptionCredits: Generated<number>;
  /** '' | trialpro | trialpremium | true | premium | ultimate */
  subscription: Generated<string>;
  subscriptionUntil: string | null;
  subscriptionCreditsExpireOn: string | null;
  emailVerifiedAt: string | null;
  /** set when a guest signed in by email and its belongings moved to this user */
  mergedInto: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface UserIdentitiesTable {
  provider: string;
  subject: string;
  userId: string;
  createdAt: string;
}

export interface SessionsTable {
  /** sha256 of the cookie token: a database leak gives no usable session */
  id: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
  lastSeenAt: string;
}

export interface LoginCodesTable {
  id: string;
  email: string;
  codeHash: string;
  requestedIp: string;
  attempts: Generated<number>;
  createdAt: string;
  expiresAt: string;
  consumedAt: string | null;
}

export interface MailOutboxTable {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
}

export interface CreditLedgerTable {
  id: string;
  userId: string;
  /** signed change of the purchased/earned balance */
  creditsDelta: number;
  /** signed change of the subscription balance */
  subscriptionDelta: number;
  creditsAfter: number;
  subscriptionAfter: number;
  reason: string;
  /** unique per user: replaying the same operation changes nothing */
  idempotencyKey: string;
  createdAt: string;
}

export interface AuditLogTable {
  id: string;
  actorUserId: string;
  action: string;
  targetUserId: string | null;
  details: string;
  createdAt: string;
}

export interface JobsTable {
  id: string;
  queue: string;
  name: string;
  payload: string;
  /** waiting | active | completed | failed */
  status: string;
  attempts: Generated<number>;
  maxAttempts: number;
  /** JSON of { type: 'fixed' | 'exponential', delay } or null */
  backoff: string | null;
  runAt: string;
  progress: Generated<number>;
  result: string | null;
  error: string | null;
  lockedBy: string | null;
  lockedUntil: string | null;
  userId: string | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export interface Database {
  users: UsersTable;
  userIdentities: UserIdentitiesTable;
  sessions: SessionsTable;
  loginCodes: LoginCodesTable;
  mailOutbox: MailOutboxTable;
  creditLedger: CreditLedgerTable;
  auditLog: AuditLogTable;
  jobs: JobsTable;
}
