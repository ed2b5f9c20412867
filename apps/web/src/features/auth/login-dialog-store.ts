import { useSyncExternalStore } from 'react';

type Listener = () => void;

let opened = false;
const listeners = new Set<Listener>();

function set(value: boolean): void {
  if (opened === value) return;
  opened = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the login dialog from anywhere (a header button, an action that needs login). */
export const openLoginDialog = (): void => set(true);
export const closeLoginDialog = (): void => set(false);

export function useLoginDialog(): { opened: boolean; open: () => void; close: () => void } {
  const value = useSyncExternalStore(subscribe, () => opened);
  return { opened: value, open: openLoginDialog, close: closeLoginDialog };
}
