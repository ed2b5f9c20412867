import { useEffect, useState } from 'react';
import { useGameDialog } from '../../games';

/** How long after a game closes the vote still waits. */
export const AFTER_GAME_MS = 1_000;

/**
 * Whether a game dialog is open, or closed less than `grace` ms ago. The vote waits for games,
 * and not only until the instant one closes: opened in that instant, it caught the very Escape that closed
 * the game and went straight to its closing question.
 */
export function useGameOpen(grace: number = AFTER_GAME_MS): boolean {
  const open = useGameDialog().game !== null;
  const [wasOpen, setWasOpen] = useState(open);
  const [settling, setSettling] = useState(false);
  if (wasOpen !== open) {
    setWasOpen(open);
    setSettling(!open);
  }
  useEffect(() => {
    if (!settling) return;
    const timer = window.setTimeout(() => setSettling(false), grace);
    return () => window.clearTimeout(timer);
  }, [settling, grace]);
  return open || settling;
}
