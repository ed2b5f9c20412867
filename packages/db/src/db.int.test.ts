import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type DbHandle } from './index';

describe('database', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => handle?.destroy());

  it('migrates and enforces non-negative balances', async () => {
    const now = new Date().toISOString();
    await handle.db
      .insertInto('users')
      .values({
        id: 'u1',
        email: 'a@example.com',
        isGuest: 0,
        createdAt: now,
        updatedAt: now,
        emailVerifiedAt: null,
        subscriptionUntil: null,
        subscriptionCreditsExpireOn: null,
        mergedInto: null,
      })
      .execute();
    await expect(
      handle.db.updateTable('users').set({ credits: -1 }).where('id', '=', 'u1').execute(),
    ).rejects.toThrow();
    const row = await handle.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', 'u1')
      .executeTakeFirstOrThrow();
    expect(row.credits).toBe(0);
    expect(row.subscription).toBe('');
  });

  it('enforces foreign keys', async () => {
    const now = new Date().toISOString();
    await expect(
      handle.db
        .insertInto('sessions')
        .values({ id: 's', userId: 'nobody', createdAt: now, expiresAt: now, lastSeenAt: now })
        .execute(),
    ).rejects.toThrow();
  });
});
