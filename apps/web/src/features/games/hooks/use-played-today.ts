import { useSyncExternalStore } from 'react';
import { markPlayed, playedToday, type GameId, type MarkStore } from '../played-today';

type Listener = () => void;

const listeners = new Set<Listener>();
let version = 0;

function bump(): void {
  version++;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab finished a game: its mark lands in this tab's storage too.
  if (listeners.size === 1) window.addEventListener('storage', bump);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', bump);
  };
}

function storage(): MarkStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Remembers that `userId` finished `game` today in this browser, and tells whoever shows it. */
export function markGamePlayed(game: GameId, userId: string): void {
  markPlayed(storage(), game, userId);
  bump();
}

/**
 * Whether `userId` finished `game` today in this browser (false for no user): for the credits button's
 * badge and the credits panel's rows.
 */
export function useGamePlayedToday(game: GameId, userId: string | null): boolean {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  return userId ? playedToday(storage(), game, userId) : false;
}
