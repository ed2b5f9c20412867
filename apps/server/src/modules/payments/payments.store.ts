import type { StoreTransactionReply } from '@muse/contracts';
import { productByStoreId } from '@muse/domain';
import { isGuestCaller, type Caller } from '../../platform/http/auth-guard';
import { HttpError, fieldError, notFound, serviceUnavailable } from '../../platform/http/errors';
import { isUniqueViolation } from '../../shared/db-errors';
import { newId, nowIso } from '../../shared/ids';
import type { PaymentsFulfilment } from './payments.fulfilment';
import type { ReceiptVerifier } from './payments.port';
import type { OrderMeta, PaymentsRepository } from './payments.repository';
import type { SandboxStore } from './payments.receipts.sandbox';
import type { PaymentsService } from './payments.service';

/**
 * The test store is for developing the apps on a test server, with an account. A guest costs nothing to
 * create, so test tokens for guests were free credits for anyone who could reach the server.
 */
const guestInTestStore = () =>
  new HttpError(
    403,
    'email_required',
    'The test store is only for signed-in accounts. Sign in with your email to make test purchases.',
  );

const alreadyUsed = () =>
  new HttpError(409, 'receipt_already_used', 'This purchase has already been redeemed.');

/**
 * App-store purchases (POST /user/android-transaction and /user/ios-transaction): the store's receipt is
 * verified, becomes an order keyed by the store transaction (unique per store, so a receipt pays once
 * whoever sends it), and goes through the same fulfilment as a web checkout.
 */
export class StoreTransactions {
  constructor(
    private readonly deps: {
      repo: PaymentsRepository;
      fulfilment: PaymentsFulfilment;
      payments: PaymentsService;
      verifiers: { android: ReceiptVerifier | null; ios: ReceiptVerifier | null };
      /** our test store, where it verifies a store's purchases */
      sandboxStore: SandboxStore | null;
    },
  ) {}

  /**
   * A purchase token of the sandbox store, for app development and tests: only for a store whose purchases
   * the sandbox verifies (no real store credentials, sandbox on), so it never buys anything real.
   */
  sandboxToken(
    caller: Caller,
    input: { store: 'android' | 'ios'; storeProductId: string },
  ): { token: string } {
    const { sandboxStore, verifiers } = this.deps;
    if (!sandboxStore || verifiers[input.store]?.kind !== 'sandbox') {
      throw notFound(`This server has no test store for ${input.store} purchases.`);
    }
    if (isGuestCaller(caller)) throw guestInTestStore();
    if (!productByStoreId(input.store, input.storeProductId)) {
      throw fieldError('productId', `No product is sold in the ${input.store} store under this id.`);
    }
    return { token: sandboxStore.issue({ userId: caller.userId, ...input }) };
  }

  async redeem(
    caller: Caller,
    input: { store: 'android' | 'ios'; storeProductId: string; token: string; meta?: OrderMeta },
  ): Promise<StoreTransactionReply> {
    const verifier = this.deps.verifiers[input.store];
    if (!verifier)
      throw serviceUnavailable('store_unavailable', `This server cannot verify ${input.store} purchases.`);
    const product = productByStoreId(input.store, input.storeProductId);
    if (!product)
      throw fieldError('productId', `No product is sold in the ${input.store} store under this id.`);
    this.deps.payments.assertSellable(product.kind);
    // A guest could only hold a test store token by minting one, which guests may not: refuse it anyway,
    // so a token minted before that rule grants nothing.
    if (verifier.kind === 'sandbox' && isGuestCaller(caller)) throw guestInTestStore();

    const receipt = await verifier.verify({
      userId: caller.userId,
      storeProductId: input.storeProductId,
      token: input.token,
      productKind: product.kind,
    });
    const orderId = await this.orderFor(caller, input.store, product, receipt.transactionRef, {
      ...input.meta,
      ...(receipt.test ? { test: true } : {}),
    });
    const outcome = await this.deps.fulfilment.handleEvent({
      type: 'order.paid',
      provider: input.store,
      eventId: `tx:${receipt.transactionRef}`,
      orderId,
      providerRef: receipt.transactionRef,
    });
    if (outcome !== 'fulfilled') throw alreadyUsed();
    return { ok: true, orderId, status: 'paid' };
  }

  /** The order of a store transaction: new, or this user's own unfinished one (a retry after a failure). */
  private async orderFor(
    caller: Caller,
    store: 'android' | 'ios',
    product: { id: string; kind: string; priceCents: number },
    ref: string,
    meta: OrderMeta,
  ): Promise<string> {
    const id = newId();
    try {
      await this.deps.repo.insertOrder({
        id,
        userId: caller.userId,
        productId: product.id,
        kind: product.kind,
        // The store sets its own price; the catalogue's is recorded.
        priceCents: product.priceCents,
        promoCode: null,
        status: 'open',
        provider: store,
        providerRef: ref,
        meta: JSON.stringify(meta),
        createdAt: nowIso(),
      });
      return id;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
    const existing = await this.deps.repo.findByProviderRef(store, ref);
    if (!existing || existing.userId !== caller.userId || existing.fulfilledOn) throw alreadyUsed();
    return existing.id;
  }
}
