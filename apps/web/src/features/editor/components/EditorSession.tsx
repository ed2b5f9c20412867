import { useEffect, useState } from 'react';
import { releasePictures } from '../image-ops';
import { EditorStoreContext } from '../state/editor-context';
import type { EditorSource, WorkingImage } from '../state/editor-document';
import { EditorStore } from '../state/editor-store';
import { EditorWorkspace } from './EditorWorkspace';

/** One editing session of one picture: its store, shared by everything inside the editor. */
export function EditorSession({ source, image }: { source: EditorSource; image: WorkingImage }) {
  const [store] = useState(() => new EditorStore(source, image));
  // The pictures made while editing are let go when the editor closes.
  useEffect(() => () => releasePictures(), []);
  return (
    <EditorStoreContext.Provider value={store}>
      <EditorWorkspace />
    </EditorStoreContext.Provider>
  );
}
