import { nextSelectionMode } from '@muse/domain';
import type { SelectionMode } from '@muse/domain';

/**
 * Selection in the categories manager, whose mode cycles off, all, none. Entering `all` selects every loaded
 * tile, `none` clears them; in either the user then checks and unchecks tiles one by one; `off` leaves
 * selection mode.
 */
export interface Selection {
  mode: SelectionMode;
  ids: ReadonlySet<string>;
}

export const NO_SELECTION: Selection = { mode: 'off', ids: new Set() };

export function cycleSelection(selection: Selection, loadedIds: readonly string[]): Selection {
  const mode = nextSelectionMode(selection.mode);
  return { mode, ids: mode === 'all' ? new Set(loadedIds) : new Set() };
}

export function toggleSelected(selection: Selection, id: string): Selection {
  if (selection.mode === 'off') return selection;
  const ids = new Set(selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { ...selection, ids };
}

/** Keeps only the selected ids still listed (after images were moved or deleted). */
export function keepListed(selection: Selection, listedIds: readonly string[]): Selection {
  const listed = new Set(listedIds);
  const ids = [...selection.ids].filter((id) => listed.has(id));
  return ids.length === selection.ids.size ? selection : { ...selection, ids: new Set(ids) };
}

/** The selection button names what pressing it does next. */
export function selectionButtonLabel(mode: SelectionMode): string {
  if (mode === 'off') return 'Select all';
  if (mode === 'all') return 'Select none';
  return 'Done';
}

/** The selected ids in the order of the list. */
export function selectedInOrder(selection: Selection, listedIds: readonly string[]): string[] {
  return listedIds.filter((id) => selection.ids.has(id));
}
