import {
  CheckoutReply,
  GiftAmountReply,
  GiftCard,
  GiftCardsReply,
  GiftDesignsReply,
  GiftRedeemReply,
  GiftStatusReply,
  ImageListReply,
  OrderReply,
  ProductsReply,
} from '@muse/contracts';
import type { GiftCardBody } from '@muse/contracts';
import { api } from '../../app/api-client';

const enc = encodeURIComponent;

/** The gift card endpoints, and what the gift card page needs of payments and images. */
export const giftsApi = {
  designs: (signal?: AbortSignal) =>
    api.get('/api/images/gift/designs', { schema: GiftDesignsReply, signal }),
  mine: (signal?: AbortSignal) => api.get('/api/images/gift/mine', { schema: GiftCardsReply, signal }),
  card: (id: string, signal?: AbortSignal) =>
    api.get(`/api/images/gift/${enc(id)}/card`, { schema: GiftCard, signal }),
  /** POST /images/gift: create (no cardId) or change the tier or picture (with cardId) */
  save: (body: GiftCardBody) => api.post('/api/images/gift', { schema: GiftCard, body }),
  amount: (id: string, signal?: AbortSignal) =>
    api.get(`/api/images/gift/${enc(id)}`, { schema: GiftAmountReply, signal }),
  status: (id: string, signal?: AbortSignal) =>
    api.get(`/api/images/gift/${enc(id)}/status`, { schema: GiftStatusReply, signal }),
  redeem: (id: string) => api.post(`/api/images/gift/${enc(id)}/redeem`, { schema: GiftRedeemReply }),
  products: (signal?: AbortSignal) => api.get('/api/payments/products', { schema: ProductsReply, signal }),
  checkout: (body: { productId: string; giftCardId: string; returnTo: string }) =>
    api.post('/api/payments/checkout', { schema: CheckoutReply, body }),
  order: (id: string, signal?: AbortSignal) =>
    api.get(`/api/payments/orders/${enc(id)}`, { schema: OrderReply, signal }),
  /** the newest finished images of one's own, for the picker */
  ownImages: (signal?: AbortSignal) =>
    api.post('/api/images/mine/all', { schema: ImageListReply, body: { index: 0, limit: 20 }, signal }),
};

/** Query keys of the gift card pages. */
export const giftKeys = {
  all: ['gifts'] as const,
  designs: ['gifts', 'designs'] as const,
  mine: (userId: string) => ['gifts', 'mine', userId] as const,
  card: (id: string) => ['gifts', 'card', id] as const,
  /** the recipient's view depends on who is looking */
  status: (id: string, viewer: string | null) => ['gifts', 'status', id, viewer] as const,
  order: (id: string) => ['gifts', 'order', id] as const,
  products: ['payments', 'products'] as const,
  ownImages: (userId: string) => ['images', 'list', 'gift-picker', userId] as const,
};
