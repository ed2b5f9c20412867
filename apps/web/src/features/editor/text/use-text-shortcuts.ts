import { useEffect } from 'react';
import type { EditorStore } from '../state/editor-store';
import { duplicateLayer, removeLayer, uniqueStamp, updateLayer } from './layer-edits';

/**
 * Whether a key press belongs to a field being typed in or to an open dialog or popover (Escape there closes
 * it, and must not also deselect the layer).
 */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
      target.closest('[role="dialog"]') !== null)
  );
}

/** Arrows move a layer only when no control has focus (a slider or a list keeps its own arrows). */
function isCanvasFocus(target: EventTarget | null): boolean {
  return !(target instanceof HTMLElement) || target === document.body || target.tagName === 'CANVAS';
}

/** Duplicates the selected layer at +20,+20 and selects the copy (Ctrl+D, the panel's Duplicate). */
export function duplicateSelected(store: EditorStore): void {
  const { doc, ui } = store.get();
  if (!ui.selectedLayerId) return;
  const stamp = uniqueStamp(doc.textLayers, Date.now());
  store.commit(duplicateLayer(ui.selectedLayerId, stamp));
  store.setUi({ selectedLayerId: String(stamp) });
}

export function deleteSelected(store: EditorStore): void {
  const id = store.get().ui.selectedLayerId;
  if (!id) return;
  store.commit(removeLayer(id));
  store.setUi({ selectedLayerId: null });
}

const NUDGES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The text tool's keys: Ctrl/Cmd+D duplicates, Delete or Backspace removes, Escape deselects (spec §4); the
 * arrows move the selected layer by 1 px (10 with Shift), for those who work by keyboard.
 */
export function useTextShortcuts(store: EditorStore, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target) || !store.get().ui.selectedLayerId) return;
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'd') {
        e.preventDefault(); // not the browser's bookmark
        duplicateSelected(store);
      } else if (e.key === 'Delete' || e.key === 'Backspace') {
        e.preventDefault();
        deleteSelected(store);
      } else if (NUDGES[e.key] && !e.ctrlKey && !e.metaKey && !e.altKey && isCanvasFocus(e.target)) {
        e.preventDefault();
        const [dx, dy] = NUDGES[e.key]!;
        const step = e.shiftKey ? 10 : 1;
        const id = store.get().ui.selectedLayerId!;
        store.commit(updateLayer(id, (l) => ({ x: l.x + dx * step, y: l.y + dy * step })));
      } else if (e.key === 'Escape' && !document.querySelector('.mantine-Popover-dropdown')) {
        // (an open colour chooser or menu takes Escape for itself)
        store.setUi({ selectedLayerId: null });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, active]);
}
