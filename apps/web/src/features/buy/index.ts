/**
 * Buying: the buy-credits dialog, the subscribe dialog and the subscription page (/pricing) with the Pay Once
 * and trial offers, the music membership modal, and the return from a checkout (`?order=<id>`). Open a
 * dialog from anywhere with openBuyCredits(), openSubscribe(), openTrialOffer() or openMembership();
 * BuyDialogsHost (in the app shell) shows them. Prices always come from GET /api/payments/products.
 */
import { lazy } from 'react';

export { BuyDialogsHost } from './components/BuyDialogsHost';
export {
  openBuyCredits,
  openSubscribe,
  openTrialOffer,
  openMembership,
  closeBuyDialog,
  useBuyDialog,
} from './buy-dialogs-store';
export { usePurchaseCapability } from './hooks/use-products';

/** The subscription page (/pricing), loaded on demand. */
export const PricingPage = lazy(() =>
  import('./components/PricingPage').then((m) => ({ default: m.PricingPage })),
);

/** The video view's Pay Once button ($9.99), loaded with that page. */
export const VideoPayOnce = lazy(() =>
  import('./components/VideoPayOnce').then((m) => ({ default: m.VideoPayOnce })),
);
