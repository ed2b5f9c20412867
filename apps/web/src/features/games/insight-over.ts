import { useSyncExternalStore } from 'react';
import { dayKey } from '@muse/domain';

/**
 * Whether The Insight is over for today (the credits panel then hides its row). The server has no
 * call that tells without serving a question, so the game marks it here when it ends (a wrong answer, the
 * day's wins, or an error): kept in this browser per user and UTC day, the server's day.
 */
const KEY = 'muse.insight.over';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function insightOverValue(userId: string, now: Date = new Date()): string {
  return `${userId}:${dayKey(now)}`;
}

/** The game calls this when The Insight ends for today. */
export function markInsightOver(userId: string, now: Date = new Date()): void {
  try {
    window.localStorage.setItem(KEY, insightOverValue(userId, now));
  } catch {
    // private mode: the row stays; the game itself says it is over
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useInsightOver(userId: string | null): boolean {
  const value = useSyncExternalStore(subscribe, read, () => null);
  return userId !== null && value === insightOverValue(userId);
}
