import type { Database, Kysely } from '@muse/db';
import type { SpeechRecognizer } from '@muse/providers';
import type { Logger } from '../../platform/logging/logger';
import type { BlobStore } from '../../platform/storage';
import { AddressQuota } from '../../shared/address-quota';
import type { UsersService } from '../users';
import { voiceErasure } from './voice.erasure';
import { VoiceRepository } from './voice.repository';
import { VoiceService, type VoiceServiceDeps } from './voice.service';

export interface VoiceModuleDeps {
  db: Kysely<Database>;
  users: Pick<UsersService, 'onMerge' | 'onErase'>;
  blobs: BlobStore;
  recognizer: SpeechRecognizer | null;
  offices: VoiceServiceDeps['offices'];
  logger: Logger;
}

/** Builds the voice module: its repository and service; registers its guest merge and erasure steps. */
export function createVoiceModule(deps: VoiceModuleDeps): { services: { voice: VoiceService } } {
  const repo = new VoiceRepository(deps.db);
  const voice = new VoiceService({
    repo,
    blobs: deps.blobs,
    recognizer: deps.recognizer,
    quota: new AddressQuota(deps.db),
    offices: deps.offices,
    logger: deps.logger,
  });
  deps.users.onMerge('voice', (trx, from, to) => repo.moveSpeaker(trx, from, to));
  deps.users.onErase(voiceErasure({ blobs: deps.blobs, logger: deps.logger }));
  return { services: { voice } };
}
