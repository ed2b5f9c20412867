import type { Database, Kysely } from '@muse/db';
import type { RealtimeHub } from '../../platform/realtime';
import type { UsersService } from '../users';
import { notificationsErasure } from './notifications.erasure';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';

export interface NotificationsModuleDeps {
  db: Kysely<Database>;
  users: UsersService;
  realtime: Pick<RealtimeHub, 'toUser' | 'toSignedIn'>;
  /** enqueues the delayed publish job (notifications.jobs.ts `schedulePublish`) */
  schedule(id: string, publishAt: string): Promise<void>;
}

/** The notifications module, built once per process: its service, a guest's answers kept, erasure. */
export function createNotificationsModule(deps: NotificationsModuleDeps) {
  const repo = new NotificationsRepository(deps.db);
  const notifications = new NotificationsService({
    repo,
    users: deps.users,
    realtime: deps.realtime,
    schedule: deps.schedule,
  });
  // A guest that signs in is not asked again what it answered.
  deps.users.onMerge('notifications', (trx, from, to) => repo.moveResponder(trx, from, to));
  deps.users.onErase(notificationsErasure);
  return { services: { notifications } };
}
