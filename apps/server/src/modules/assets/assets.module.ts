import type { Database, Kysely } from '@muse/db';
import type { Logger } from '../../platform/logging/logger';
import type { RealtimeHub } from '../../platform/realtime';
import type { BlobStore } from '../../platform/storage';
import type { UsersService } from '../users';
import { assetsErasure } from './assets.erasure';
import { AssetsRepository } from './assets.repository';
import { AssetsService, type AssetsServiceDeps } from './assets.service';
import { registerAssetsSocket } from './assets.socket';

export interface AssetsModuleDeps extends Pick<
  AssetsServiceDeps,
  'images' | 'music' | 'uploads' | 'polls' | 'secret'
> {
  db: Kysely<Database>;
  users: UsersService;
  blobs: BlobStore;
  logger: Logger;
  realtime: Pick<RealtimeHub, 'handle'>;
}

/** The asset library, built once per process: its service, its socket events, a guest's library kept, erasure. */
export function createAssetsModule(deps: AssetsModuleDeps) {
  const repo = new AssetsRepository(deps.db);
  const assets = new AssetsService({ ...deps, repo });
  registerAssetsSocket(deps.realtime, { assets, users: deps.users });
  deps.users.onMerge('assets', (trx, from, to) => repo.moveOwner(trx, from, to));
  deps.users.onErase(assetsErasure(deps));
  return { services: { assets } };
}
