import { describe, expect, it } from 'vitest';
import { trayStore } from './tray-store';

describe('trayStore', () => {
  it('keeps entries newest first, once each, until removed', () => {
    trayStore.clear();
    trayStore.add({ _id: '1', filename: 'a' });
    trayStore.add({ _id: '2', filename: 'b' });
    trayStore.add({ _id: '1', filename: 'a' });
    expect(trayStore.get().map((e) => e.filename)).toEqual(['b', 'a']);
    trayStore.remove('b');
    expect(trayStore.get().map((e) => e.filename)).toEqual(['a']);
    trayStore.setOwner('u2');
    expect(trayStore.get()).toEqual([]);
  });

  it('says once that an entry was just added, so the tray scrolls to a new request and not on a later visit', () => {
    trayStore.clear();
    trayStore.add({ _id: '3', filename: 'c' });
    expect(trayStore.takeJustAdded('other')).toBe(false);
    expect(trayStore.takeJustAdded('c')).toBe(true);
    expect(trayStore.takeJustAdded('c')).toBe(false);
    trayStore.add({ _id: '3', filename: 'c' });
    expect(trayStore.takeJustAdded('c')).toBe(false);
  });
});
