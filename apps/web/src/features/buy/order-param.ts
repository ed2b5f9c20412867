/** The order parameter of a return from a checkout (`?order=<id>`), apart so the app shell can look for it cheaply. */
export const ORDER_PARAM = 'order';

/** The order id of a return address (`?order=…`), or null. */
export function orderIdFrom(search: string): string | null {
  const id = new URLSearchParams(search).get(ORDER_PARAM)?.trim();
  return id ? id : null;
}
