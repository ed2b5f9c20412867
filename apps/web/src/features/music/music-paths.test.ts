import { describe, expect, it } from 'vitest';
import { listFromState, musicRoot, nextInList, playerPath, shouldStartPlaying } from './music-paths';

describe('music paths (§2 music routes)', () => {
  it('tells the app variant from the web one', () => {
    expect(musicRoot('/music')).toBe('/music');
    expect(musicRoot('/music/abc.mp3')).toBe('/music');
    expect(musicRoot('/music/app')).toBe('/music/app');
    expect(musicRoot('/music/app/abc')).toBe('/music/app');
    expect(musicRoot('/music/apple')).toBe('/music');
  });

  it('builds player addresses under the root, encoding the filename', () => {
    expect(playerPath('/music', 'a b')).toBe('/music/a%20b');
    expect(playerPath('/music/app', 'x')).toBe('/music/app/x');
  });

  it('reads the gallery list from the router state', () => {
    expect(listFromState({ list: ['a', 3, 'b'] })).toEqual(['a', 'b']);
    expect(listFromState(null)).toEqual([]);
    expect(listFromState({ list: 'a' })).toEqual([]);
  });

  it('finds the next track of the gallery', () => {
    expect(nextInList(['a', 'b', 'c'], 'a')).toBe('b');
    expect(nextInList(['a', 'b', 'c'], 'c')).toBeNull();
    expect(nextInList(['a', 'b'], 'z')).toBeNull();
  });

  it('starts playing only when the player moved on by itself', () => {
    expect(shouldStartPlaying({ list: [], play: true })).toBe(true);
    expect(shouldStartPlaying({ list: [] })).toBe(false);
    expect(shouldStartPlaying(null)).toBe(false);
  });
});
