import { describe, expect, it } from 'vitest';
import { EditorStore } from './editor-store';

const source = { itemId: null, filename: null, description: '', private: false };
const image = { url: 'blob:picture', width: 100, height: 80 };
const brighter = (store: EditorStore, by: number) =>
  store.commit((doc) => ({ ...doc, adjustments: { ...doc.adjustments, brightness: by } }));

describe('unsaved changes', () => {
  it('are none when opened, some after an edit or during a drag, none after undoing back', () => {
    const store = new EditorStore(source, image);
    expect(store.get().unsaved).toBe(false);
    store.preview((doc) => ({ ...doc, adjustments: { ...doc.adjustments, brightness: 10 } }));
    expect(store.get().unsaved).toBe(true);
    store.cancelPreview();
    expect(store.get().unsaved).toBe(false);
    brighter(store, 20);
    expect(store.get().unsaved).toBe(true);
    store.undo();
    expect(store.get().unsaved).toBe(false);
    store.redo();
    expect(store.get().unsaved).toBe(true);
  });

  it('are none after a save of the picture as it is, and some again after a later edit', () => {
    const store = new EditorStore(source, image);
    brighter(store, 20);
    store.markSaved(store.get().doc);
    expect(store.get().unsaved).toBe(false);
    brighter(store, 30);
    expect(store.get().unsaved).toBe(true);
    store.undo();
    expect(store.get().unsaved).toBe(false);
  });

  it('stay when the save was of an earlier state (edited while saving)', () => {
    const store = new EditorStore(source, image);
    brighter(store, 20);
    const savedAtPress = store.get().doc;
    brighter(store, 30);
    store.markSaved(savedAtPress);
    expect(store.get().unsaved).toBe(true);
  });
});
