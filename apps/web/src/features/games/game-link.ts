import type { GameName } from './game-dialog-store';

/** The query parameter that opens a game on any page (`/images?game=guess`), e.g. from a mail or a post. */
export const GAME_PARAM = 'game';

const GAMES: Record<string, GameName> = {
  guess: 'guessTheBest',
  guessthebest: 'guessTheBest',
  insight: 'insight',
  theinsight: 'insight',
  piano: 'pianoChallenge',
  pianochallenge: 'pianoChallenge',
};

export function gameFromParam(value: string | null): GameName | null {
  if (!value) return null;
  return GAMES[value.toLowerCase()] ?? null;
}
