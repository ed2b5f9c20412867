import { describe, expect, it } from 'vitest';
import { readNativeStore } from './native-store';

describe('the store the native bridge names', () => {
  it('has none without a bridge or a store', () => {
    expect(readNativeStore(undefined)).toBeNull();
    expect(readNativeStore(null)).toBeNull();
    expect(readNativeStore({})).toBeNull();
    expect(readNativeStore({ share: () => undefined })).toBeNull();
  });

  it('takes a store name', () => {
    expect(readNativeStore({ store: 'msstore' })).toEqual({ store: 'msstore' });
  });

  it('takes a store object: its name or id, and the rest as the store info', () => {
    expect(readNativeStore({ store: { name: 'android', market: 'DE', version: '3.1' } })).toEqual({
      store: 'android',
      storeInfo: { market: 'DE', version: '3.1' },
    });
    expect(readNativeStore({ store: { id: 'ios' } })).toEqual({ store: 'ios' });
  });

  it('ignores store names the server would refuse', () => {
    expect(readNativeStore({ store: 'ms store' })).toBeNull();
    expect(readNativeStore({ store: '' })).toBeNull();
    expect(readNativeStore({ store: { market: 'DE' } })).toBeNull();
    expect(readNativeStore({ store: ['msstore'] })).toBeNull();
    expect(readNativeStore({ store: 42 })).toBeNull();
  });
});
