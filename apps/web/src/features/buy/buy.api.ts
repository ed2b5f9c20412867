import {
  CheckoutReply,
  MusicProReply,
  OrderReply,
  ProductsReply,
  PurchasedCreditsReply,
  StartTrialReply,
  StoreTransactionReply,
  SubscriptionsReply,
} from '@muse/contracts';
import type { AndroidTransactionBody, CheckoutBody, IosTransactionBody } from '@muse/contracts';
import { api } from '../../app/api-client';

const enc = encodeURIComponent;

/** What the buying screens ask of the server: the catalogue, checkouts, orders, trials and memberships. */
export const buyApi = {
  /** GET /payments/products: every price the dialogs show (the web never has its own). */
  products: (signal?: AbortSignal) => api.get('/api/payments/products', { schema: ProductsReply, signal }),
  checkout: (body: CheckoutBody) => api.post('/api/payments/checkout', { schema: CheckoutReply, body }),
  order: (id: string, signal?: AbortSignal) =>
    api.get(`/api/payments/orders/${enc(id)}`, { schema: OrderReply, signal }),
  startTrial: (tier: 'trialpro' | 'trialpremium') =>
    api.post('/api/user/starttrial', { schema: StartTrialReply, body: { tier } }),
  musicPro: (signal?: AbortSignal) =>
    api.post('/api/user/musicpro', { schema: MusicProReply, body: {}, signal }),
  subscriptions: (signal?: AbortSignal) =>
    api.get('/api/user/subscriptions', { schema: SubscriptionsReply, signal }),
  /** A purchase made in the Android app, for the server to verify with Google Play. */
  androidTransaction: (body: AndroidTransactionBody) =>
    api.post('/api/user/android-transaction', { schema: StoreTransactionReply, body }),
  /** A purchase made in the iOS or Mac app, for the server to verify with Apple. */
  iosTransaction: (body: IosTransactionBody) =>
    api.post('/api/user/ios-transaction', { schema: StoreTransactionReply, body }),
  purchasedCredits: (signal?: AbortSignal) =>
    api.post('/api/user/purchasedCredits', { schema: PurchasedCreditsReply, signal }),
};

/** Query keys of the buying screens. The catalogue's key is shared with the gift card page. */
export const buyKeys = {
  products: ['payments', 'products'] as const,
  hasBought: (userId: string) => ['payments', 'has-bought', userId] as const,
  subscriptions: (userId: string) => ['subscriptions', userId] as const,
};
