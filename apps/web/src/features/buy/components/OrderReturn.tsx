import { useOrderReturn } from '../hooks/use-order-return';

/** The return from a checkout (`?order=<id>`), loaded only when the address carries one. */
export function OrderReturn() {
  useOrderReturn();
  return null;
}
