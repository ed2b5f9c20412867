import type { SubscriptionChangedEvent } from '@muse/contracts';
import type { Database, Dialect, Kysely } from '@muse/db';
import type { Logger } from '../../platform/logging/logger';
import type { CreditsService } from '../credits';
import type { UsersService } from '../users';
import { SubscriptionCredits } from './subscriptions.credits';
import { subscriptionsErasure } from './subscriptions.erasure';
import { moveGuestSubscriptions } from './subscriptions.merge';
import { SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionsService } from './subscriptions.service';

export interface SubscriptionsModuleDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  users: UsersService;
  credits: CreditsService;
  logger: Logger;
  /** pushes the new tier and music pro to the user's open pages (`session:changed`) */
  notify(userId: string, event: SubscriptionChangedEvent): void;
}

/** The subscriptions service for routes, other modules and the recurring sweep job, built once. */
export function createSubscriptionsModule(deps: SubscriptionsModuleDeps) {
  const repo = new SubscriptionsRepository(deps.db, deps.dialect);
  const subscriptions = new SubscriptionsService({
    repo,
    credits: new SubscriptionCredits(repo, deps.credits),
    logger: deps.logger,
    notify: deps.notify,
  });
  deps.users.onMerge('subscriptions', moveGuestSubscriptions(subscriptions));
  deps.users.onErase(subscriptionsErasure);
  return { subscriptions };
}
