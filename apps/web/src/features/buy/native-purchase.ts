import type { StoreTransactionReply } from '@muse/contracts';
import type { MuseNativeBridge, NativeStore } from '../../app/native-bridge';

/** A product's ids in the app stores (from the catalogue); null where that store does not sell it. */
export interface StoreIds {
  android?: string | null;
  ios?: string | null;
}

export interface StoreTarget {
  store: 'android' | 'ios';
  productId: string;
}

/**
 * Where a purchase inside the app goes: to the app's store when the wrapper can buy (a `purchase` bridge)
 * and that store sells the product; null means the web checkout. The Microsoft Store build has no server
 * verification here, so it keeps the web checkout.
 */
export function storeTarget(
  bridge: MuseNativeBridge | null,
  store: NativeStore | null,
  ids: StoreIds | undefined,
): StoreTarget | null {
  if (typeof bridge?.purchase !== 'function' || (store !== 'android' && store !== 'ios')) return null;
  const productId = ids?.[store];
  return productId ? { store, productId } : null;
}

/** The two server calls a store purchase is verified by (POST /user/android-transaction, /ios-transaction). */
export interface StoreTransactionCalls {
  android(body: {
    productId: string;
    purchase: string | { purchaseToken: string; orderId?: string; packageName?: string };
  }): Promise<StoreTransactionReply>;
  ios(body: { productId: string; transactionId: string; store?: string }): Promise<StoreTransactionReply>;
}

/**
 * Buys through the app's store and has the server verify the receipt. Returns the order to follow (the same
 * order page a web checkout comes back to), or null when the user cancelled in the store's sheet.
 */
export async function buyThroughStore(
  bridge: MuseNativeBridge,
  target: StoreTarget,
  calls: StoreTransactionCalls,
): Promise<{ orderId: string } | null> {
  if (typeof bridge.purchase !== 'function') throw new Error('This app cannot buy through its store.');
  const result = await bridge.purchase({ productId: target.productId });
  if (!result || result.cancelled === true) return null;
  if (target.store === 'android') {
    if (!('purchase' in result) || !result.purchase)
      throw new Error('The store did not return the purchase.');
    const reply = await calls.android({ productId: target.productId, purchase: result.purchase });
    return { orderId: reply.orderId };
  }
  if (!('transactionId' in result) || !result.transactionId)
    throw new Error('The store did not return the purchase.');
  const reply = await calls.ios({
    productId: target.productId,
    transactionId: result.transactionId,
    ...(result.appleStore ? { store: result.appleStore } : {}),
  });
  return { orderId: reply.orderId };
}
