import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, lastView, rememberView, viewOf } from './last-view';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
};

describe('the last view', () => {
  it('is the top-level view of a page worth going back to', () => {
    expect(viewOf('/music/abc123')).toBe('/music');
    expect(viewOf('/app/office-1')).toBe('/app');
    expect(viewOf('/terms')).toBeNull();
    expect(viewOf('/imagesx')).toBeNull();
  });

  it('is remembered, and the images view until there is one', () => {
    const storage = memory();
    expect(lastView(storage)).toBe(DEFAULT_VIEW);
    rememberView('/music/track', storage);
    rememberView('/privacy-policy', storage);
    expect(lastView(storage)).toBe('/music');
    storage.setItem('muse-last-view', 'https://elsewhere.example');
    expect(lastView(storage)).toBe(DEFAULT_VIEW);
  });
});
