import { describe, expect, it, vi } from 'vitest';
import { bridgeStore, nativeBridge, saveFile } from './native-bridge';

describe('nativeBridge', () => {
  it('is the wrapper object, or null in a browser', () => {
    const bridge = { store: 'android' };
    expect(nativeBridge({ museNative: bridge })).toBe(bridge);
    expect(nativeBridge({})).toBeNull();
    expect(nativeBridge({ museNative: 'yes' })).toBeNull();
    expect(nativeBridge({ museNative: null })).toBeNull();
  });
});

describe('bridgeStore', () => {
  it('names only the stores Muse knows', () => {
    expect(bridgeStore({ store: 'ios' })).toBe('ios');
    expect(bridgeStore({ store: 'msstore' })).toBe('msstore');
    expect(bridgeStore({ store: 'steam' as 'ios' })).toBeNull();
    expect(bridgeStore({})).toBeNull();
    expect(bridgeStore({ store: { name: 'android', version: 34 } })).toBe('android');
    expect(bridgeStore({ store: { id: 'msstore' } })).toBe('msstore');
    expect(bridgeStore(null)).toBeNull();
  });
});

describe('saveFile', () => {
  it('hands the wrapper the whole address and the name', () => {
    vi.stubGlobal('window', { location: { href: 'https://muse.example/images/app/x' } });
    try {
      const download = vi.fn();
      saveFile('/api/media/a.png?sig=1', 'Fox.png', { download });
      expect(download).toHaveBeenCalledWith('https://muse.example/api/media/a.png?sig=1', 'Fox.png');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
