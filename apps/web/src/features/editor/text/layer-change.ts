import type { TextLayer } from '@muse/domain';
import type { EditorStore } from '../state/editor-store';
import { fitFontSize } from './auto-fit';
import { updateLayer } from './layer-edits';

type Patch = Partial<TextLayer>;

/** How the panel's controls change one layer: `preview` while dragging or typing, `commit` for one undo step. */
export interface LayerChange {
  layer: TextLayer;
  preview: (patch: Patch) => void;
  commit: (patch?: Patch) => void;
  /** a new content: the font size is fitted to the box (spec §4) */
  commitContent: (content: string) => void;
}

export function layerChange(store: EditorStore, layer: TextLayer): LayerChange {
  return {
    layer,
    preview: (patch) => store.preview(updateLayer(layer.id, patch)),
    commit: (patch = {}) => store.commit(updateLayer(layer.id, patch)),
    commitContent: (content) =>
      store.commit(updateLayer(layer.id, (l) => ({ content, fontSize: fitFontSize({ ...l, content }) }))),
  };
}
