import type { Database, Kysely } from '@muse/db';
import { AddressQuota } from '../../shared/address-quota';
import type { UsersService } from '../users';
import { feedbackErasure } from './feedback.erasure';
import { FeedbackRepository } from './feedback.repository';
import { FeedbackService, type FeedbackEarning, type FeedbackOffices } from './feedback.service';

export interface FeedbackModuleDeps {
  db: Kysely<Database>;
  users: UsersService;
  /** the offices module's OfficesService: the office a submission names, and who may read it */
  offices: FeedbackOffices;
  /** the earning module's EarningService: an account's first review earns the one-time item */
  earning: FeedbackEarning;
}

/** The feedback module (feedback, the popup's state, dialog forms), built once per process. */
export function createFeedbackModule(deps: FeedbackModuleDeps) {
  const repo = new FeedbackRepository(deps.db);
  const feedback = new FeedbackService({
    repo,
    offices: deps.offices,
    earning: deps.earning,
    quota: new AddressQuota(deps.db),
  });
  // A guest that signs in keeps its reviews, skips and forms (so the popup does not ask again).
  deps.users.onMerge('feedback', (trx, from, to) => repo.moveSender(trx, from, to));
  deps.users.onErase(feedbackErasure);
  return { services: { feedback } };
}
