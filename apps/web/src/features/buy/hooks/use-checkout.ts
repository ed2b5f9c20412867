import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { bridgeStore, nativeBridge } from '../../../app/native-bridge';
import { useNavigate } from '../../../shared/routing';
import { buyApi } from '../buy.api';
import { buyThroughStore, storeTarget, type StoreIds } from '../native-purchase';
import { ORDER_PARAM, searchWithoutOrder } from '../order-return';

/** The page to come back to after paying: where the user is now (without an old `order` parameter). */
export function currentReturnTo(): string {
  return `${window.location.pathname}${searchWithoutOrder(window.location.search)}`;
}

export interface CheckoutRequest {
  productId: string;
  promoCode?: string | null;
  /** the product's ids in the app stores: inside the app, it is bought there when its store sells it */
  storeIds?: StoreIds;
}

type CheckoutStep = { kind: 'web'; url: string } | { kind: 'store'; orderId: string | null };

/**
 * Opens the checkout of a product: POST /payments/checkout with `returnTo` = the current page, then the
 * browser goes to the checkout's page (the sandbox page or Stripe), which comes back with `?order=<id>`.
 * `pendingId` stays set while the browser is leaving, so the button keeps its loading state. Errors are
 * for the screen to show in place (`error`).
 *
 * Inside the Android or iOS app, a product its store sells is bought in the store's own sheet instead
 * (`window.museNative.purchase`); the server verifies the receipt, and the page then follows the order as it
 * does after a web checkout (`?order=<id>`: the toast, the session refresh).
 */
export function useCheckout() {
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  // Back from the checkout with the browser's Back button, the page may come from the back-forward cache
  // as it was left: the button must not keep spinning.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeavingFor(null);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async (request: CheckoutRequest): Promise<CheckoutStep> => {
      const bridge = nativeBridge();
      const target = storeTarget(bridge, bridgeStore(bridge), request.storeIds);
      if (bridge && target) {
        const bought = await buyThroughStore(bridge, target, {
          android: buyApi.androidTransaction,
          ios: buyApi.iosTransaction,
        });
        return { kind: 'store', orderId: bought?.orderId ?? null };
      }
      const { url } = await buyApi.checkout({
        productId: request.productId,
        promoCode: request.promoCode || null,
        returnTo: currentReturnTo(),
      });
      return { kind: 'web', url };
    },
    onSuccess: (step, request) => {
      if (step.kind === 'web') {
        setLeavingFor(request.productId);
        window.location.assign(step.url);
        return;
      }
      // Cancelled in the store's sheet: nothing happened, nothing to say.
      if (!step.orderId) return;
      const params = new URLSearchParams(window.location.search);
      params.set(ORDER_PARAM, step.orderId);
      void navigate(`${window.location.pathname}?${params.toString()}`, { replace: true });
    },
    meta: { shownInPlace: () => true },
  });
  return {
    start: (request: CheckoutRequest) => {
      mutation.reset();
      mutation.mutate(request);
    },
    pendingId: mutation.isPending ? (mutation.variables?.productId ?? null) : leavingFor,
    error: mutation.error,
    reset: mutation.reset,
  };
}
