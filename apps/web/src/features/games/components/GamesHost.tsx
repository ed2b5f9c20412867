import { lazy } from 'react';
import { MountOnceOpened } from '../../../shared/MountOnceOpened';
import { useGameDialog } from '../game-dialog-store';
import { useGameLink } from '../hooks/use-game-link';

// The games' code loads when one is first opened, so the first page stays small.
const GameDialogs = lazy(() => import('./GameDialogs').then((m) => ({ default: m.GameDialogs })));

/**
 * Mounts the game dialogs once a game has been opened (by `openGuessTheBest()`, `openInsight()` or a
 * `?game=` link), then keeps them mounted for their closing transitions.
 */
export function GamesHost() {
  useGameLink();
  const { game } = useGameDialog();
  return (
    <MountOnceOpened opened={game !== null}>
      <GameDialogs />
    </MountOnceOpened>
  );
}
