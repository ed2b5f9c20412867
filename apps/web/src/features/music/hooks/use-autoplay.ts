import { useCallback, useState } from 'react';
import { autoplayAtTrackEnd, readAutoplay, startAutoplay, stopAutoplay } from '../autoplay';
import { browserStore } from '../local-store';

/** The autoplay-N counter, kept in localStorage so it carries over from track to track. */
export function useAutoplay() {
  const [count, setCount] = useState<number | null>(() => readAutoplay(browserStore()));
  const start = useCallback(() => setCount(startAutoplay(browserStore())), []);
  const stop = useCallback(() => setCount(stopAutoplay(browserStore())), []);
  /** A track ended: counts down and says whether to move on to the next track. */
  const trackEnded = useCallback((): boolean => {
    const result = autoplayAtTrackEnd(browserStore(), count);
    setCount(result.count);
    return result.advance;
  }, [count]);
  return { count, start, stop, trackEnded };
}
