/**
 * Games: the two credit games of the credits dialog — Guess the Best (pick the most-liked image, levels of
 * rounds, a daily reward per level) and The Insight (answer a question, win credits) — and the Piano
 * Challenge (play a shared track's melody as falling tiles; its page is /piano-challenge, `pages.ts`). Open
 * them from anywhere with `openGuessTheBest()` / `openInsight()` / `openPianoChallenge()` (or a
 * `?game=guess` / `?game=insight` / `?game=piano` link); `GamesHost` is mounted once in the app shell. `useGamePlayedToday` says whether a game was finished today in this browser
 * (the credits button's badge, the credits panel's rows).
 */
export { GamesHost } from './components/GamesHost';
export {
  addGameScore,
  closeGame,
  getGameDialogState,
  openGame,
  openGuessTheBest,
  openInsight,
  openPianoChallenge,
  reportRoundScore,
  useGameDialog,
} from './game-dialog-store';
export type { GameName } from './game-dialog-store';
export { useGamePlayedToday } from './hooks/use-played-today';
export { markInsightOver, useInsightOver } from './insight-over';
