import { newTextLayer } from '@muse/domain';
import { colourUnder } from '../colours';
import type { EditorStore } from '../state/editor-store';
import { addLayer, uniqueStamp } from './layer-edits';

/**
 * Adds a text layer in the middle of the picture, white or black against the picture under it (spec §4), and
 * selects it.
 */
export async function addTextLayer(store: EditorStore): Promise<void> {
  const { doc } = store.get();
  const stamp = uniqueStamp(doc.textLayers, Date.now());
  const place = newTextLayer(stamp, doc.image, { r: 0, g: 0, b: 0 });
  const background = await colourUnder(doc.image.url, place);
  store.commit(addLayer(newTextLayer(stamp, store.get().doc.image, background)));
  store.setUi({ selectedLayerId: String(stamp) });
}
