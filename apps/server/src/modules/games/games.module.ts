import type { Database, Kysely } from '@muse/db';
import type { ProviderRegistry } from '@muse/providers';
import type { Logger } from '../../platform/logging/logger';
import type { Claims } from '../earning';
import type { ImageGalleries } from '../images';
import type { UsersService } from '../users';
import { gamesErasure } from './games.erasure';
import { GuessTheBest } from './games.guess';
import { TheInsight } from './games.insight';
import { GamesRepository } from './games.repository';

export interface GamesModuleDeps {
  db: Kysely<Database>;
  users: UsersService;
  /** the earning module's claimable rewards: wins are paid through them */
  claims: Claims;
  /** the images module's public galleries: Guess the Best plays with public images */
  galleries: ImageGalleries;
  providers: ProviderRegistry;
  logger: Logger;
}

/**
 * The games' services, built once per process. Games own no per-user rows a guest could have (both games
 * need an account), so there is no merge handler.
 */
export function createGamesModule(deps: GamesModuleDeps) {
  const repo = new GamesRepository(deps.db);
  deps.users.onErase(gamesErasure);
  return {
    guessTheBest: new GuessTheBest(repo, deps.claims, deps.users, deps.galleries),
    theInsight: new TheInsight(repo, deps.claims, deps.providers, deps.logger),
  };
}
