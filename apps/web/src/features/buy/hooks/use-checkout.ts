import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { buyApi } from '../buy.api';
import { searchWithoutOrder } from '../order-return';

/** The page to come back to after paying: where the user is now (without an old `order` parameter). */
export function currentReturnTo(): string {
  return `${window.location.pathname}${searchWithoutOrder(window.location.search)}`;
}

export interface CheckoutRequest {
  productId: string;
  promoCode?: string | null;
}

/**
 * Opens the checkout of a product: POST /payments/checkout with `returnTo` = the current page, then the
 * browser goes to the checkout's page (the sandbox page or Stripe), which comes back with `?order=<id>`.
 * `pendingId` stays set while the browser is leaving, so the button keeps its loading state. Errors are
 * for the screen to show in place (`error`).
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
  const mutation = useMutation({
    mutationFn: (request: CheckoutRequest) =>
      buyApi.checkout({
        productId: request.productId,
        promoCode: request.promoCode || null,
        returnTo: currentReturnTo(),
      }),
    onSuccess: ({ url }, request) => {
      setLeavingFor(request.productId);
      window.location.assign(url);
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
