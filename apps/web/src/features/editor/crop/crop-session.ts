import type { Rect } from '@muse/domain';
import { useSyncExternalStore } from 'react';
import type { EditorStore } from '../state/editor-store';

/**
 * The crop area being drawn, shared by the crop panel (numbers, Apply) and the canvas overlay (handles).
 * It is not part of the document: it only becomes an undo step when the crop is applied.
 */
export class CropSession {
  private rect: Rect | null = null;
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  get = () => this.rect;

  set(rect: Rect | null): void {
    this.rect = rect;
    for (const listener of this.listeners) listener();
  }
}

const sessions = new WeakMap<EditorStore, CropSession>();

export function cropSessionOf(store: EditorStore): CropSession {
  let session = sessions.get(store);
  if (!session) {
    session = new CropSession();
    sessions.set(store, session);
  }
  return session;
}

export function useCropRect(session: CropSession): Rect | null {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
