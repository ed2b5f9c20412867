import type { Kysely } from 'kysely';

/**
 * Invitations to an office: an owner or admin invites an email, and that person becomes a member only when
 * they accept, in the app or through the emailed link. The email is normalised to lower case; the link's
 * token is stored only as its sha256. One row per office and email: inviting again re-uses it (and re-opens
 * it after a decline, an expiry or a removal).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('office_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('office_id', 'text', (c) => c.notNull().references('offices.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // when the invitation was last emailed (re-sends wait a few minutes)
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('declined_at', 'text')
    .execute();
  await db.schema
    .createIndex('office_invitations_office_email')
    .on('office_invitations')
    .columns(['office_id', 'email'])
    .unique()
    .execute();
  await db.schema.createIndex('office_invitations_email').on('office_invitations').column('email').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('office_invitations').ifExists().execute();
}
