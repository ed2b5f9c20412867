import type { Database, Kysely } from '@muse/db';
import type { RealtimeHub } from '../../platform/realtime';
import type { UsersService } from '../users';
import { pollsErasure } from './polls.erasure';
import { pollsMergeHandler } from './polls.merge';
import { PollsRepository } from './polls.repository';
import { PollsService, type PollsOfficesPort } from './polls.service';
import { registerPollSocket } from './polls.socket';

export interface PollsModuleDeps {
  db: Kysely<Database>;
  users: UsersService;
  /** the offices module's service: which office, and who owns it */
  offices: PollsOfficesPort;
  realtime: Pick<RealtimeHub, 'toOffice' | 'toUser' | 'toSocket' | 'handle' | 'onOfficeJoined'>;
}

/** The polls module, built once per process: its service, its socket events, its merge and erasure. */
export function createPollsModule(deps: PollsModuleDeps) {
  const repo = new PollsRepository(deps.db);
  const polls = new PollsService(repo, deps.offices, deps.realtime);
  registerPollSocket(deps.realtime, { polls, users: deps.users });
  deps.users.onMerge('polls', pollsMergeHandler(repo));
  deps.users.onErase(pollsErasure);
  return { services: { polls } };
}
