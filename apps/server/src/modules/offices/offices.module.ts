import type { Database, Kysely, Transaction } from '@muse/db';
import type { ProviderRegistry } from '@muse/providers';
import type { EnginePool } from '../../platform/engine-pool';
import type { Logger } from '../../platform/logging/logger';
import type { BlobStore } from '../../platform/storage';
import type { UsersService } from '../users';
import { BuiltInOffice, HELP_OFFICE, type BuiltInOfficeDefinition } from './help-office/help-office';
import { OfficeAnswers } from './offices.answers';
import { OfficeChat } from './offices.chat.service';
import { officesErasure } from './offices.erasure';
import type { InvitationMail } from './offices.invitations.service';
import { MessagesRepository } from './offices.messages.repository';
import { AvatarPortraits } from './offices.portraits';
import { OfficesRepository } from './offices.repository';
import { OfficesService } from './offices.service';
import { OfficeSpeech } from './offices.speech';
import { SpeechCache } from './offices.speech-cache';
import { VisitorSpeechQuota } from './offices.speech-quota';
import { AddressQuota } from '../../shared/address-quota';
import { SpeechRepository } from './offices.speech.repository';
import { TrainingRepository } from './offices.training.repository';
import { TrainingService } from './offices.training.service';
import { OfficeVectors } from './offices.vectors';
import { OfficeVectorIndexer, type HostedEmbeddings } from './offices.vectors.indexer';
import { VectorsRepository } from './offices.vectors.repository';

export interface OfficesModuleDeps {
  db: Kysely<Database>;
  users: UsersService;
  providers: ProviderRegistry;
  logger: Logger;
  blobs: BlobStore;
  /** invitations' mail (through the job queue) and the public address their links use */
  invitationMail: InvitationMail;
  /** the engine threads: speech synthesis and answer indexes run there */
  engines: EnginePool;
  /** SPEECH_CACHE_MB in bytes */
  speechCacheBytes: number;
  /** the hosted embeddings model (OPENAI_EMBEDDINGS_MODEL), or null: answers then use the local engine only */
  embeddings: HostedEmbeddings | null;
  /** queues the "embed office training" job for an office's training of `mark` */
  scheduleEmbedding: (officeId: string, mark: string) => Promise<void>;
}

/** A guest that signs in keeps its conversations with assistants. */
async function moveGuestMessages(trx: Transaction<Database>, from: string, to: string): Promise<void> {
  await trx.updateTable('officeMessages').set({ userId: to }).where('userId', '=', from).execute();
}

/** The offices module, built once per process: offices, training, answers and conversations. */
export function createOfficesModule(deps: OfficesModuleDeps) {
  const offices = new OfficesService(new OfficesRepository(deps.db), deps.users, deps.invitationMail);
  const trainingRepo = new TrainingRepository(deps.db);
  const vectorsRepo = new VectorsRepository(deps.db);
  const vectors = new OfficeVectors({
    repo: vectorsRepo,
    engines: deps.engines,
    embeddings: deps.embeddings,
    logger: deps.logger,
    schedule: deps.scheduleEmbedding,
  });
  const officeTraining = new TrainingService(
    trainingRepo,
    offices,
    deps.embeddings
      ? async (officeId) => vectors.trained(officeId, await offices.trainedAt(officeId))
      : undefined,
  );
  const officeVectors = new OfficeVectorIndexer({
    repo: vectorsRepo,
    training: trainingRepo,
    offices,
    embeddings: deps.embeddings,
  });
  const answers = new OfficeAnswers({
    training: trainingRepo,
    offices,
    providers: deps.providers,
    logger: deps.logger,
    engines: deps.engines,
    vectors,
  });
  const officeChat = new OfficeChat({ messages: new MessagesRepository(deps.db), offices, answers });
  deps.users.onMerge('offices', moveGuestMessages);
  deps.users.onErase(officesErasure);
  const officePortraits = new AvatarPortraits({
    blobs: deps.blobs,
    paint: (raster, finish, seed) => deps.engines.finish(raster, finish, seed),
  });
  const speechRepo = new SpeechRepository(deps.db);
  const officeSpeech = new OfficeSpeech({
    providers: deps.providers,
    blobs: deps.blobs,
    engines: deps.engines,
    cache: new SpeechCache({
      repo: speechRepo,
      blobs: deps.blobs,
      capBytes: deps.speechCacheBytes,
      logger: deps.logger,
    }),
    quota: new VisitorSpeechQuota(new AddressQuota(deps.db)),
  });
  return {
    services: { offices, officeTraining, officeChat, officePortraits, officeSpeech },
    /** creates or updates the built-in help office; the container runs it once at start */
    helpOffice: new BuiltInOffice(deps.db, trainingRepo, deps.logger, HELP_OFFICE),
    /** another office Muse ships with (the SAT math office), created or updated by `ensure()` at start */
    builtInOffice: (definition: BuiltInOfficeDefinition) =>
      new BuiltInOffice(deps.db, trainingRepo, deps.logger, definition),
    jobs: { officeVectors },
  };
}
