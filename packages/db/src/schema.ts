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

/** A generated image (video and music later share the table through `kind`). */
export interface ItemsTable {
  id: string;
  kind: string;
  filename: string;
  userId: string;
  name: Generated<string>;
  description: Generated<string>;
  /** comma-separated, as typed; searchable */
  tags: Generated<string>;
  model: string;
  width: number | null;
  height: number | null;
  size: string | null;
  quality: string | null;
  steps: number | null;
  seed: number | null;
  number: Generated<number>;
  source: string | null;
  language: string | null;
  private: Generated<number>;
  featured: Generated<number>;
  likes: Generated<number>;
  views: Generated<number>;
  /** what the generation costs */
  credits: Generated<number>;
  /** 1 once the ledger was charged for the current run (a retried job never charges twice) */
  charged: Generated<number>;
  requestedOn: string | null;
  startedOn: string | null;
  finishedOn: string | null;
  message: string | null;
  progress: Generated<number>;
  imageKey: string | null;
  thumbKey: string | null;
  categoryId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ItemReactionsTable {
  itemId: string;
  userId: string;
  /** 1 like, -1 dislike */
  value: number;
  createdAt: string;
}

export interface ItemViewsTable {
  itemId: string;
  /** a session id or a user id: a view counts once per session per item */
  viewer: string;
  createdAt: string;
}

export interface ItemReportsTable {
  itemId: string;
  userId: string;
  type: string;
  createdAt: string;
}

export interface CategoriesTable {
  id: string;
  userId: string;
  name: string;
  imageThumbUrl: string | null;
  createdAt: string;
}

export interface CategoryRequestsTable {
  id: string;
  userId: string;
  count: number;
  createdOn: string;
  finishedOn: string | null;
  message: string | null;
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
  items: ItemsTable;
  itemReactions: ItemReactionsTable;
  itemViews: ItemViewsTable;
  itemReports: ItemReportsTable;
  categories: CategoriesTable;
  categoryRequests: CategoryRequestsTable;
}
