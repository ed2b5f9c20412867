import { useEffect, useState } from 'react';
import { VOTING_DELAY_MS } from '../voting-rules';

const TICK_MS = 1_000;

/**
 * True once the page has been visible for `delay` ms while `active` (time in a background tab does not
 * count). Stays true afterwards.
 */
export function useVotingDue(active: boolean, delay: number = VOTING_DELAY_MS): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!active || due) return;
    let visible = 0;
    let last = Date.now();
    const timer = window.setInterval(() => {
      const now = Date.now();
      if (document.visibilityState === 'visible') visible += now - last;
      last = now;
      if (visible >= delay) setDue(true);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [active, due, delay]);
  return due;
}
