import { sql } from '@muse/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, startHarness, type Harness } from '../../testing/harness';
import { ERASED_ID_PREFIX } from '../users';
import { seedEveryModule, type Seeded } from './account.erasure.fixtures';

/**
 * A column whose name says it holds a person: a user id or an email. Every such column of the schema must
 * be seeded for Vera below and empty of her afterwards, or be listed in EXEMPT with the reason: so a new
 * table with a user column fails this test until its module erases it (and the fixtures fill it).
 */
const NAMES_A_PERSON =
  /^(id|user_id|\w+_user_id|owner_id|buyer_id|sharer_id|friend_id|invited_by|redeemed_by|merged_into|subject|viewer|to|email|\w+_email(_key)?)$/;

const EXEMPT: Record<string, string> = {
  'item_views.viewer': "a session hash or a visitor cookie, never an account's id",
  'user_identities.subject': "the provider's id of the person, in the row user_identities.user_id names",
  'mail_outbox.subject': "a mail's subject line, in the row mail_outbox.to names",
  'jobs.user_id': 'finished jobs carry only ids (and a mail job its message) and are pruned after 7 days',
};

/** Tables a text scan skips: the search index is derived from `items` by triggers; jobs as above. */
const SKIPPED_TABLES = /^(items_fts\w*|kysely_\w+|jobs)$/;

describe('deleting an account erases it from every module', () => {
  let h: Harness;
  let s: Seeded;
  let before: { ledger: { n: number; sum: number }; orders: number; audit: number };

  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_MAX: '100000', ADMIN_EMAILS: 'admin@example.com,vera@example.com' });
    s = await seedEveryModule(h);
    before = await records(s.vera.id);
  }, 60_000);
  afterAll(async () => h?.close());

  const columns = async () => {
    const tables = await h.ctx.db.introspection.getTables();
    return tables.flatMap((t) =>
      t.columns.map((c) => ({ table: t.name, column: c.name, text: /text|char/i.test(c.dataType) })),
    );
  };
  const personColumns = async () =>
    (await columns()).filter(
      (c) =>
        NAMES_A_PERSON.test(c.column) &&
        !SKIPPED_TABLES.test(c.table) &&
        (c.column !== 'id' || c.table === 'users') &&
        !EXEMPT[`${c.table}.${c.column}`],
    );
  /** Rows of `table` whose `column` is Vera: her ids, or her email in any case. */
  const rowsOfVera = async (table: string, column: string) => {
    const isEmail = /email|^to$/.test(column);
    const ref = sql.ref(column);
    const match = isEmail
      ? sql`lower(${ref}) = ${s.vera.email}`
      : sql`${ref} in (${sql.join([s.vera.id, s.vera.guestId])})`;
    const { rows } = await sql<{
      n: number | string;
    }>`select count(*) as n from ${sql.table(table)} where ${match}`.execute(h.ctx.db);
    return Number(rows[0]?.n ?? 0);
  };
  const records = async (userId: string) => {
    const ledger = await h.ctx.db
      .selectFrom('creditLedger')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('creditsDelta').as('sum')])
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    const orders = await h.ctx.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    const audit = await h.ctx.db
      .selectFrom('auditLog')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => eb.or([eb('actorUserId', '=', userId), eb('targetUserId', '=', userId)]))
      .executeTakeFirstOrThrow();
    return {
      ledger: { n: Number(ledger.n), sum: Number(ledger.sum) },
      orders: Number(orders.n),
      audit: Number(audit.n),
    };
  };

  it('has seeded every column that names a person (add a row for a new one, and erase it)', async () => {
    const empty: string[] = [];
    for (const { table, column } of await personColumns())
      if ((await rowsOfVera(table, column)) === 0) empty.push(`${table}.${column}`);
    expect(empty, 'columns naming a user that the fixtures did not fill for Vera').toEqual([]);
    for (const key of s.veraFiles) expect(await h.ctx.blobs.head(key), key).not.toBeNull();
  });

  it('refuses a wrong confirmation and deletes nothing', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: s.vera.cookie },
      payload: { confirm: 'bob@example.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('confirm');
    expect(await rowsOfVera('users', 'id')).toBe(2);
  });

  it('deletes the account when its email is typed back, and signs it out everywhere', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: s.vera.cookie },
      payload: { confirm: '  Vera@Example.com ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.cookies.find((c) => c.name === 'muse_session')?.value).toBe('');
    const session = await h.app.inject({ url: '/api/session', headers: { cookie: s.vera.cookie } });
    expect(session.json()).toEqual({ userId: null });
  });

  it('leaves no row that names her, in any column of any table', async () => {
    const left: string[] = [];
    for (const { table, column } of await personColumns())
      if ((await rowsOfVera(table, column)) > 0) left.push(`${table}.${column}`);
    expect(left).toEqual([]);

    // Nor anywhere in any text: ids inside reasons, keys and JSON, the email inside anything.
    const needles = [s.vera.id, s.vera.guestId, s.vera.email];
    const found: string[] = [];
    for (const { table, column, text } of await columns()) {
      if (!text || SKIPPED_TABLES.test(table) || EXEMPT[`${table}.${column}`]) continue;
      const ref = sql.ref(column);
      const { rows } = await sql<{
        n: number | string;
      }>`select count(*) as n from ${sql.table(table)} where ${sql.join(
        needles.map((n) => sql`lower(${ref}) like ${`%${n.toLowerCase()}%`}`),
        sql` or `,
      )}`.execute(h.ctx.db);
      if (Number(rows[0]?.n) > 0) found.push(`${table}.${column}`);
    }
    expect(found).toEqual([]);
  });

  it('deletes her files and forgets her words in the search index', async () => {
    for (const key of s.veraFiles) expect(await h.ctx.blobs.head(key), key).toBeNull();
    for (const key of s.keptFiles) expect(await h.ctx.blobs.head(key), key).not.toBeNull();
    if (h.ctx.dialect === 'sqlite') {
      const { rows } = await sql<{
        n: number;
      }>`select count(*) as n from items_fts where items_fts match ${s.veraWord}`.execute(h.ctx.db);
      expect(rows[0]?.n).toBe(0);
    }
  });

  it('keeps the records that must outlive her, under an anonymous stand-in', async () => {
    const stand = await h.ctx.db
      .selectFrom('orders')
      .select(['userId', 'status'])
      .where('id', 'in', ['order-vera-paid', 'order-vera-open'])
      .orderBy('id')
      .execute();
    expect(stand.map((o) => o.status)).toEqual(['cancelled', 'paid']);
    const tombstone = stand[0]!.userId;
    expect(tombstone.startsWith(ERASED_ID_PREFIX)).toBe(true);
    expect(stand[1]!.userId).toBe(tombstone);
    const user = await h.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', tombstone)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: null, credits: 0, subscriptionCredits: 0, subscription: '' });
    // Every ledger entry (the guest's too) and admin action is still there, amounts unchanged.
    const after = await records(tombstone);
    expect(after).toEqual(before);
    expect(after.ledger.n).toBeGreaterThan(3);
    const card = await h.ctx.db
      .selectFrom('giftCards')
      .selectAll()
      .where('id', '=', s.veraPaidCard)
      .executeTakeFirst();
    expect(card?.buyerId).toBe(tombstone);
    // The stand-in is nobody an admin can find.
    const admin = await accountFor(h, 'admin@example.com');
    const found = await h.app.inject({ url: '/api/admin/users', headers: { cookie: admin.cookie } });
    expect(found.body).not.toContain(ERASED_ID_PREFIX);
  });

  it("leaves Bob's data as it was, less her likes, her membership and her conversations", async () => {
    const { db } = h.ctx;
    const likes = async (id: string) =>
      (await db.selectFrom('items').select('likes').where('id', '=', id).executeTakeFirstOrThrow()).likes;
    expect(await likes(s.bobImage)).toBe(0);
    expect(await likes(s.bobTrack)).toBe(1);
    const extensions = await db.selectFrom('musicExtensions').select(['id', 'likes']).execute();
    expect(extensions).toEqual([{ id: s.bobExtension, likes: 0 }]);
    const office = await h.app.inject({
      url: `/api/offices/${s.bobOffice}`,
      headers: { cookie: s.bob.cookie },
    });
    expect(office.statusCode).toBe(200);
    const members = await db
      .selectFrom('officeMembers')
      .select('userId')
      .where('officeId', '=', s.bobOffice)
      .execute();
    expect(members).toEqual([]);
    const messages = await db.selectFrom('officeMessages').select('id').orderBy('id').execute();
    expect(messages.map((m) => m.id)).toEqual(['m3']);
    const card = await db
      .selectFrom('giftCards')
      .selectAll()
      .where('id', '=', s.bobCard)
      .executeTakeFirstOrThrow();
    expect(card).toMatchObject({ buyerId: s.bob.id, redeemedBy: null });
    expect(card.redeemedOn).not.toBeNull();
    const bobs = await db.selectFrom('users').select('email').where('id', '=', s.bob.id).executeTakeFirst();
    expect(bobs?.email).toBe('bob@example.com');
  });

  it('frees the email: signing up with it again starts a new, empty account', async () => {
    const again = await accountFor(h, s.vera.email);
    expect(again.userId).not.toBe(s.vera.id);
    const history = await h.app.inject({
      url: '/api/account/credits-history',
      headers: { cookie: again.cookie },
    });
    expect(history.json()).toEqual({ entries: [], next: null });
  });
});
