import { useCallback, useReducer } from 'react';
import { readLiked, writeLiked } from '../liked-tracks';
import { browserStore } from '../local-store';

/** This browser's memory of a track's like: a like toggles and is remembered locally. */
export function useLikedMemory(filename: string) {
  // localStorage is the state: a write bumps this counter so the page reads it again.
  const [, reread] = useReducer((n: number) => n + 1, 0);
  const remembered = readLiked(browserStore(), filename);
  const remember = useCallback((target: string, liked: boolean) => {
    writeLiked(browserStore(), target, liked);
    reread();
  }, []);
  return { remembered, remember };
}
