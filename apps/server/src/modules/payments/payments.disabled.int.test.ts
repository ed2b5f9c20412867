import type { ProductsReply } from '@muse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, startHarness, type Harness } from '../../testing/harness';

/** PAYMENTS_SANDBOX=0 and no provider: a public server that sells nothing and grants nothing. */
describe('payments switched off', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ PAYMENTS_SANDBOX: '0' });
  });
  afterAll(async () => h?.close());

  it('still shows the catalogue, but opens no checkout and verifies no receipt', async () => {
    const cookie = await sessionFor(h, 'nobody@example.com');
    expect((await h.app.inject('/api/payments/products')).json<ProductsReply>().checkout).toBeNull();
    const post = (url: string, payload: object) =>
      h.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    const checkout = await post('/api/payments/checkout', { productId: 'credits-small' });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json()).toMatchObject({ error: { code: 'payments_disabled' } });
    expect(
      (await post('/api/payments/sandbox/store-token', { productId: 'credits-small', store: 'android' }))
        .statusCode,
    ).toBe(404);
    const receipt = await post('/api/user/android-transaction', {
      productId: 'credits-small',
      purchase: 'sbx1.a.b',
    });
    expect(receipt.statusCode).toBe(503);
    expect(
      (await post('/api/user/ios-transaction', { productId: 'credits-small', transactionId: '1' }))
        .statusCode,
    ).toBe(503);
    expect((await h.app.inject({ url: '/api/payments/sandbox/abc', headers: { cookie } })).statusCode).toBe(
      404,
    );
  });
});
