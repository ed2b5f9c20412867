import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<unknown>: they must not depend on the current shape of the schema types.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('is_guest', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subscription_credits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subscription', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subscription_until', 'text')
    .addColumn('subscription_credits_expire_on', 'text')
    .addColumn('email_verified_at', 'text')
    .addColumn('merged_into', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('users_credits_non_negative', sql`credits >= 0 and subscription_credits >= 0`)
    .execute();

  await db.schema
    .createTable('user_identities')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_identities_pk', ['provider', 'subject'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('requested_ip', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('consumed_at', 'text')
    .execute();
  await db.schema
    .createIndex('login_codes_email')
    .on('login_codes')
    .columns(['email', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_codes_ip')
    .on('login_codes')
    .columns(['requested_ip', 'created_at'])
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_to').on('mail_outbox').columns(['to', 'created_at']).execute();

  await db.schema
    .createTable('credit_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credits_delta', 'integer', (c) => c.notNull())
    .addColumn('subscription_delta', 'integer', (c) => c.notNull())
    .addColumn('credits_after', 'integer', (c) => c.notNull())
    .addColumn('subscription_after', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('credit_ledger_idempotency', ['user_id', 'idempotency_key'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_user_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'text')
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_at').on('audit_log').column('created_at').execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('queue', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('backoff', 'text')
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('user_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('jobs_pick').on('jobs').columns(['queue', 'status', 'run_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'jobs',
    'audit_log',
    'credit_ledger',
    'mail_outbox',
    'login_codes',
    'sessions',
    'user_identities',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
