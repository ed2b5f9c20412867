/**
 * The asset library for office and meeting scenes: a person's pictures and tracks (their creations, or
 * copies of uploaded pictures) and saved polls, tagged and searched; a saved poll is shown live in an office
 * through the polls module (socket `save-poll` and `show-poll`).
 */
export { createAssetsModule, type AssetsModuleDeps } from './assets.module';
export { assetsRoutes } from './assets.routes';
export type { AssetsService } from './assets.service';
