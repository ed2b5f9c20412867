import { Suspense, lazy, useState } from 'react';
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
  const [needed, setNeeded] = useState(game !== null);
  if (game !== null && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <GameDialogs />
    </Suspense>
  );
}
