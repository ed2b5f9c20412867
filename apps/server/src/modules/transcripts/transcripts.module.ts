import type { Database, Kysely } from '@muse/db';
import { AddressQuota } from '../../shared/address-quota';
import type { UsersService } from '../users';
import { transcriptsErasure } from './transcripts.erasure';
import { TranscriptsRepository } from './transcripts.repository';
import { TranscriptsService, type TranscriptOffices } from './transcripts.service';

export interface TranscriptsModuleDeps {
  db: Kysely<Database>;
  users: UsersService;
  /** the offices module's OfficesService: the office of an entry, and who may read its transcripts */
  offices: TranscriptOffices;
}

/** The transcripts module, built once per process. */
export function createTranscriptsModule(deps: TranscriptsModuleDeps) {
  const repo = new TranscriptsRepository(deps.db);
  const transcripts = new TranscriptsService({
    repo,
    offices: deps.offices,
    quota: new AddressQuota(deps.db),
  });
  // A guest that signs in keeps the entries it sent.
  deps.users.onMerge('transcripts', (trx, from, to) => repo.moveSender(trx, from, to));
  deps.users.onErase(transcriptsErasure);
  return { services: { transcripts } };
}
