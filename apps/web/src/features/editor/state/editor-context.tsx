import { createContext, useContext } from 'react';
import type { EditorStore } from './editor-store';
import { useEditorSnapshot, type EditorSnapshot } from './editor-store';

export const EditorStoreContext = createContext<EditorStore | null>(null);

/** The editing session's store, for panels and canvas overlays inside the editor. */
export function useEditorStore(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditorStore is used outside the editor');
  return store;
}

/** The store and its current snapshot. */
export function useEditor(): { store: EditorStore; snapshot: EditorSnapshot } {
  const store = useEditorStore();
  return { store, snapshot: useEditorSnapshot(store) };
}
