import type { Database, Kysely } from '@muse/db';
import type { ProviderRegistry } from '@muse/providers';
import type { Logger } from '../../platform/logging/logger';
import type { MailMessage } from '../../platform/mail';
import { AddressQuota } from '../../shared/address-quota';
import type { UsersService } from '../users';
import { interviewsErasure } from './interviews.erasure';
import { InterviewsRepository } from './interviews.repository';
import { InterviewsService, type InterviewOffices } from './interviews.service';

export interface InterviewsModuleDeps {
  db: Kysely<Database>;
  users: UsersService;
  /** the offices module's OfficesService: the office of an interview, and who may list its results */
  offices: InterviewOffices;
  providers: Pick<ProviderRegistry, 'engine'>;
  logger: Logger;
  publicUrl: string;
  /** queues the `interviews.evaluate` job (scheduleInterviewEvaluation) */
  schedule: (interviewId: string) => Promise<void>;
  /** queues a mail (scheduleMail) */
  sendMail: (message: MailMessage) => Promise<void>;
}

/** The interviews module, built once per process. `interviews` is also what its job runs. */
export function createInterviewsModule(deps: InterviewsModuleDeps) {
  const repo = new InterviewsRepository(deps.db);
  const interviews = new InterviewsService({
    repo,
    offices: deps.offices,
    quota: new AddressQuota(deps.db),
    providers: deps.providers,
    logger: deps.logger,
    schedule: deps.schedule,
    sendMail: deps.sendMail,
    publicUrl: deps.publicUrl,
  });
  // A guest that signs in keeps the interviews it submitted.
  deps.users.onMerge('interviews', (trx, from, to) => repo.moveSubmitter(trx, from, to));
  deps.users.onErase(interviewsErasure);
  return { services: { interviews } };
}
