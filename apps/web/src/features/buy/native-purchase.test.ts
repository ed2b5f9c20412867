import { describe, expect, it, vi } from 'vitest';
import type { MuseNativeBridge } from '../../app/native-bridge';
import { buyThroughStore, storeTarget } from './native-purchase';

const reply = (orderId: string) => ({ ok: true as const, orderId, status: 'paid' as const });

describe('storeTarget', () => {
  const buying: MuseNativeBridge = { purchase: async () => ({ cancelled: true }) };
  it('buys in the app store that sells the product', () => {
    expect(storeTarget(buying, 'android', { android: 'credits1', ios: 'credits1i' })).toEqual({
      store: 'android',
      productId: 'credits1',
    });
    expect(storeTarget(buying, 'ios', { android: 'credits1', ios: 'credits1i' })).toEqual({
      store: 'ios',
      productId: 'credits1i',
    });
  });
  it('keeps the web checkout without a purchase bridge, a store id, or in the Microsoft Store', () => {
    expect(storeTarget(null, null, { android: 'x' })).toBeNull();
    expect(storeTarget({ share: () => undefined }, 'android', { android: 'x' })).toBeNull();
    expect(storeTarget(buying, 'ios', { android: 'x', ios: null })).toBeNull();
    expect(storeTarget(buying, 'msstore', { android: 'x', ios: 'y' })).toBeNull();
  });
});

describe('buyThroughStore', () => {
  it('posts a Google Play purchase for the server to verify', async () => {
    const android = vi.fn(async () => reply('o1'));
    const ios = vi.fn(async () => reply('o2'));
    const bridge: MuseNativeBridge = { purchase: async () => ({ purchase: { purchaseToken: 'tok' } }) };
    await expect(
      buyThroughStore(bridge, { store: 'android', productId: 'p' }, { android, ios }),
    ).resolves.toEqual({ orderId: 'o1' });
    expect(android).toHaveBeenCalledWith({ productId: 'p', purchase: { purchaseToken: 'tok' } });
    expect(ios).not.toHaveBeenCalled();
  });
  it('posts an Apple transaction with the store it was bought in', async () => {
    const ios = vi.fn(async () => reply('o2'));
    const bridge: MuseNativeBridge = {
      purchase: async () => ({ transactionId: 't9', appleStore: 'macappstore' }),
    };
    await buyThroughStore(bridge, { store: 'ios', productId: 'p' }, { android: vi.fn(), ios });
    expect(ios).toHaveBeenCalledWith({ productId: 'p', transactionId: 't9', store: 'macappstore' });
  });
  it('returns null and posts nothing when the user cancels in the store', async () => {
    const android = vi.fn();
    const bridge: MuseNativeBridge = { purchase: async () => ({ cancelled: true }) };
    await expect(
      buyThroughStore(bridge, { store: 'android', productId: 'p' }, { android, ios: vi.fn() }),
    ).resolves.toBeNull();
    expect(android).not.toHaveBeenCalled();
  });
  it('fails clearly when the store returns nothing usable', async () => {
    const bridge = { purchase: async () => ({}) } as unknown as MuseNativeBridge;
    await expect(
      buyThroughStore(bridge, { store: 'ios', productId: 'p' }, { android: vi.fn(), ios: vi.fn() }),
    ).rejects.toThrow('The store did not return the purchase.');
  });
});
