import { newTextLayer } from '@muse/domain';
import { describe, expect, it } from 'vitest';
import { EditorStore } from '../state/editor-store';
import { addLayer } from './layer-edits';
import { deleteSelected, duplicateSelected } from './use-text-shortcuts';

function storeWithLayer() {
  const store = new EditorStore(
    { itemId: null, filename: null, description: '', private: false },
    { url: 'blob:x', width: 1000, height: 800 },
  );
  const layer = newTextLayer(1, { width: 1000, height: 800 }, { r: 0, g: 0, b: 0 });
  store.commit(addLayer(layer));
  store.setUi({ selectedLayerId: layer.id });
  return store;
}

describe('duplicate and delete of the selected layer', () => {
  it('duplicates at +20,+20, selects the copy, and one undo takes it away', () => {
    const store = storeWithLayer();
    duplicateSelected(store);
    const [original, copy] = store.get().doc.textLayers;
    expect(copy).toMatchObject({ x: original!.x + 20, y: original!.y + 20 });
    expect(store.get().ui.selectedLayerId).toBe(copy!.id);
    store.undo();
    expect(store.get().doc.textLayers).toHaveLength(1);
  });

  it('deletes the selected layer and clears the selection', () => {
    const store = storeWithLayer();
    deleteSelected(store);
    expect(store.get().doc.textLayers).toEqual([]);
    expect(store.get().ui.selectedLayerId).toBeNull();
    store.undo();
    expect(store.get().doc.textLayers).toHaveLength(1);
  });

  it('does nothing without a selection', () => {
    const store = storeWithLayer();
    store.setUi({ selectedLayerId: null });
    duplicateSelected(store);
    deleteSelected(store);
    expect(store.get().doc.textLayers).toHaveLength(1);
  });
});
