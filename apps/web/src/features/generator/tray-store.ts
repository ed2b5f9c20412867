import { useSyncExternalStore } from 'react';

/** One request of this visit, shown in the queue tray until dismissed. */
export interface TrayEntry {
  _id: string;
  filename: string;
}

type Listener = () => void;

/** The queue tray's entries, newest first; kept outside React so they survive a visit to the viewer. */
class TrayStore {
  private entries: readonly TrayEntry[] = [];
  private owner: string | null = null;
  /** the entry added last and not yet brought into view */
  private justAdded: string | null = null;
  private listeners = new Set<Listener>();

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  get = () => this.entries;

  add(entry: TrayEntry): void {
    if (this.entries.some((e) => e.filename === entry.filename)) return;
    this.justAdded = entry.filename;
    this.set([entry, ...this.entries]);
  }

  /** True once for a just-added entry: the tray scrolls it into view then, and not when shown again later. */
  takeJustAdded(filename: string): boolean {
    if (this.justAdded !== filename) return false;
    this.justAdded = null;
    return true;
  }

  remove(filename: string): void {
    this.set(this.entries.filter((e) => e.filename !== filename));
  }

  /** Another user (or none) signed in: the tray starts empty. */
  setOwner(userId: string | null): void {
    if (userId === this.owner) return;
    this.owner = userId;
    this.clear();
  }

  clear(): void {
    this.set([]);
  }

  private set(entries: readonly TrayEntry[]): void {
    this.entries = entries;
    for (const listener of this.listeners) listener();
  }
}

export const trayStore = new TrayStore();

export function useTrayEntries(): readonly TrayEntry[] {
  return useSyncExternalStore(trayStore.subscribe, trayStore.get);
}
