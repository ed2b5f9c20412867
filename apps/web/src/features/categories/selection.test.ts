import { describe, expect, it } from 'vitest';
import {
  NO_SELECTION,
  cycleSelection,
  keepListed,
  selectedInOrder,
  selectionButtonLabel,
  toggleSelected,
} from './selection';

const loaded = ['a', 'b', 'c'];

describe('selection mode (media-generation.md §4: off, all, none)', () => {
  it('cycles off → all → none → off', () => {
    const all = cycleSelection(NO_SELECTION, loaded);
    expect(all.mode).toBe('all');
    expect([...all.ids]).toEqual(loaded);
    const none = cycleSelection(all, loaded);
    expect(none.mode).toBe('none');
    expect(none.ids.size).toBe(0);
    const off = cycleSelection(none, loaded);
    expect(off).toEqual({ mode: 'off', ids: new Set() });
  });

  it('"all" selects the tiles loaded at that moment', () => {
    const all = cycleSelection(NO_SELECTION, []);
    expect(all.ids.size).toBe(0);
  });

  it('names the next step on the button', () => {
    expect(['off', 'all', 'none'].map((m) => selectionButtonLabel(m as 'off'))).toEqual([
      'Select all',
      'Select none',
      'Done',
    ]);
  });
});

describe('checking tiles', () => {
  it('toggles one tile in selection mode only', () => {
    expect(toggleSelected(NO_SELECTION, 'a')).toBe(NO_SELECTION);
    const none = { mode: 'none' as const, ids: new Set<string>() };
    const one = toggleSelected(none, 'b');
    expect([...one.ids]).toEqual(['b']);
    expect(toggleSelected(one, 'b').ids.size).toBe(0);
    const all = cycleSelection(NO_SELECTION, loaded);
    expect([...toggleSelected(all, 'a').ids]).toEqual(['b', 'c']);
  });

  it('drops ids that are no longer listed and keeps list order', () => {
    const all = cycleSelection(NO_SELECTION, loaded);
    expect([...keepListed(all, ['c', 'a']).ids]).toEqual(['a', 'c']);
    expect(keepListed(all, loaded)).toBe(all);
    const picked = toggleSelected(toggleSelected({ mode: 'none', ids: new Set() }, 'c'), 'a');
    expect(selectedInOrder(picked, loaded)).toEqual(['a', 'c']);
  });
});
