/** The editor's layout rules (spec §2 Image editor, §9 Layout). */

/** Below this width the tool rail becomes a scrolling toolbar and the panel a bottom sheet. */
export const EDITOR_MOBILE_BREAKPOINT = 768;
/** The toolbar's scroll hint shows for 5 seconds. */
export const TOOLBAR_HINT_MS = 5000;
/** The bottom sheet closes when dragged down by more than 30 % of its height. */
export const SHEET_CLOSE_FRACTION = 0.3;

export function sheetShouldClose(draggedDown: number, sheetHeight: number): boolean {
  return sheetHeight > 0 && draggedDown > SHEET_CLOSE_FRACTION * sheetHeight;
}

/** Desktop columns of 12: the panel takes 4, the canvas 7, or 11 when the panel is hidden. */
export function editorColumns(panelOpen: boolean): { panel: number; canvas: number } {
  return panelOpen ? { panel: 4, canvas: 7 } : { panel: 0, canvas: 11 };
}
