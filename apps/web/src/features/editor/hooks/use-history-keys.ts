import { useEffect } from 'react';
import type { EditorStore } from '../state/editor-store';

/** Whether a key press belongs to a field being typed in (its own undo applies there). */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** What a key press does to the history: Ctrl+Z undo; Ctrl+Shift+Z or Ctrl+Y redo (⌘ on a Mac). */
export function historyKey(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !e.shiftKey) return 'redo';
  return null;
}

export function useHistoryKeys(store: EditorStore): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = historyKey(e);
      if (!action || typing(e.target) || store.get().ui.busy) return;
      e.preventDefault();
      if (action === 'undo') store.undo();
      else store.redo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}
