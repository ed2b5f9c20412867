import { useQuery } from '@tanstack/react-query';
import { buyApi, buyKeys } from '../buy.api';

/** The catalogue (GET /payments/products). Screens show its failure in place, with a retry. */
export function useProducts() {
  return useQuery({
    queryKey: buyKeys.products,
    queryFn: ({ signal }) => buyApi.products(signal),
    staleTime: 5 * 60_000,
    meta: { shownInPlace: () => true },
  });
}

/**
 * The buy-more-credits button shows only where the page is in an app context supporting purchase or where
 * purchase capability is detected. On the web the capability is the server's checkout (sandbox or Stripe)
 * that GET /payments/products reports: null means this server sells nothing.
 */
export function usePurchaseCapability(): {
  canBuy: boolean;
  checkout: 'stripe' | 'sandbox' | null;
  isLoading: boolean;
} {
  const products = useProducts();
  const checkout = products.data?.checkout ?? null;
  return { canBuy: checkout !== null, checkout, isLoading: products.isPending };
}
