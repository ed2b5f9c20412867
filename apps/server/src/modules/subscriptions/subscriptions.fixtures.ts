import { startHarness, type Harness } from '../../testing/harness';
import type { ActivateInput, SubscriptionsService } from './subscriptions.service';

/** Test helpers of the subscriptions module's integration tests. */

/** A real server on a fresh database, and its subscriptions service: each test file starts its own. */
export async function startSubscriptionsHarness(): Promise<{ h: Harness; subs: SubscriptionsService }> {
  const h = await startHarness();
  return { h, subs: h.ctx.services.subscriptions };
}

/**
 * An activation as the tests write it: Pro for a month, bought on the web, recorded under `externalId`;
 * `over` changes the tier, the period or how it was bought.
 */
export function activation(
  userId: string,
  externalId: string,
  over: Partial<Pick<ActivateInput, 'tier' | 'period' | 'type'>> = {},
): ActivateInput {
  return { userId, tier: 'true', period: { months: 1 }, type: 'web', externalId, ...over };
}

/** The user's credit ledger, oldest entry first. */
export function ledgerOf(h: Harness, userId: string) {
  return h.ctx.db
    .selectFrom('creditLedger')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
}
