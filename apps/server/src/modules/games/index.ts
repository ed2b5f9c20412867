/**
 * The credit games: Guess the Best (real public images, the most-liked is right, a daily reward per level)
 * and The Insight (a served question judged by a tolerant matcher or a hosted model). Rewards are the
 * earning module's claims, paid once through the credits ledger.
 */
export { createGamesModule, type GamesModuleDeps } from './games.module';
export { gamesRoutes } from './games.routes';
export type { GuessTheBest } from './games.guess';
export type { TheInsight } from './games.insight';
