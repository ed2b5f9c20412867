import type { CheckoutBody, CheckoutReply, OrderReply, ProductsReply } from '@muse/contracts';
import { findProduct, normalizePromoCode, quotePromo, type Product, type ProductKind } from '@muse/domain';
import type { Caller } from '../../platform/http/auth-guard';
import { HttpError, fieldError, notFound, serviceUnavailable } from '../../platform/http/errors';
import type { Logger } from '../../platform/logging/logger';
import { newId, nowIso } from '../../shared/ids';
import type { UsersService } from '../users';
import type { PaymentsFulfilment } from './payments.fulfilment';
import type { GiftsPort, PaymentEvent, PaymentsGateway, SubscriptionsPort } from './payments.port';
import { presentOrder, presentProducts } from './payments.presenter';
import type { OrderMeta, PaymentsRepository } from './payments.repository';
import { returnPath, safeReturnTo } from './payments.return-to';

export interface PaymentsServiceDeps {
  repo: PaymentsRepository;
  users: UsersService;
  fulfilment: PaymentsFulfilment;
  /** null: this server sells nothing on the web (no Stripe, sandbox off) */
  gateway: PaymentsGateway | null;
  subscriptions: SubscriptionsPort | null;
  gifts: GiftsPort | null;
  publicUrl: string;
  logger: Logger;
}

/** Guests buy nothing until they add an email: what they paid for would hang on a placeholder account. */
export const emailRequired = () =>
  new HttpError(
    403,
    'email_required',
    'Add your email to your account before buying, so your purchase stays yours.',
  );

/**
 * Checkouts and orders: prices an order from @muse/domain (with its promo code), records it, and opens the
 * gateway's checkout. What happens after the payment is the fulfilment's (payments.fulfilment.ts).
 */
export class PaymentsService {
  constructor(private readonly deps: PaymentsServiceDeps) {}

  get checkoutProvider(): ProductsReply['checkout'] {
    return this.deps.gateway?.provider ?? null;
  }

  products(): ProductsReply {
    return presentProducts(this.checkoutProvider);
  }

  async checkout(caller: Caller, body: CheckoutBody): Promise<CheckoutReply> {
    if (caller.isGuest) throw emailRequired();
    const { gateway } = this.deps;
    if (!gateway) throw serviceUnavailable('payments_disabled', 'This server does not take payments.');
    const product = findProduct(body.productId);
    if (!product) throw fieldError('productId', 'There is no product with this id.');
    this.assertSellable(product.kind);
    // A once-per-account code already redeemed is refused here; its redemption is recorded when paid.
    const used = normalizePromoCode(body.promoCode)
      ? await this.deps.repo.redeemedPromoCodes(caller.userId)
      : [];
    const promo = pricePromo(product, body.promoCode, used);
    const returnTo = safeReturnTo(body.returnTo);
    const meta: OrderMeta = { returnTo };
    if (product.kind === 'gift') {
      const giftCardId = body.giftCardId?.trim();
      if (!giftCardId) throw fieldError('giftCardId', 'giftCardId is required to pay for a gift card.');
      await this.deps.gifts?.checkPayable({ giftCardId, userId: caller.userId, productId: product.id });
      meta.giftCardId = giftCardId;
    }
    const user = await this.deps.users.require(caller.userId);
    if (!user.email) throw emailRequired();

    const orderId = newId();
    await this.deps.repo.insertOrder({
      id: orderId,
      userId: caller.userId,
      productId: product.id,
      kind: product.kind,
      priceCents: promo.priceCents,
      promoCode: promo.code,
      status: 'open',
      provider: gateway.provider,
      providerRef: null,
      meta: JSON.stringify(meta),
      createdAt: nowIso(),
    });
    const back = `${this.deps.publicUrl}${returnPath(returnTo, orderId)}`;
    let session;
    try {
      session = await gateway.createCheckout({
        id: orderId,
        userId: caller.userId,
        email: user.email,
        product,
        priceCents: promo.priceCents,
        promo: promo.code ? { code: promo.code, discountCents: product.priceCents - promo.priceCents } : null,
        successUrl: back,
        cancelUrl: back,
      });
    } catch (err) {
      await this.deps.repo.closeOpen(orderId, 'failed');
      this.deps.logger.error({ err, orderId }, 'the payment provider did not open a checkout');
      throw new HttpError(
        502,
        'payment_provider_unavailable',
        'The payment provider could not be reached. Try again.',
      );
    }
    await this.deps.repo.setProviderRef(orderId, session.ref);
    return { orderId, url: session.url };
  }

  /** An order as its owner sees it; anyone else gets the same 404 as for an order that does not exist. */
  async order(caller: Caller, orderId: string): Promise<OrderReply> {
    const order = await this.deps.repo.findOrder(orderId);
    if (!order || order.userId !== caller.userId) throw notFound('No such order.');
    return presentOrder(order);
  }

  hasBought(userId: string): Promise<boolean> {
    return this.deps.repo.hasPurchaseEntry(userId);
  }

  handleEvent(event: PaymentEvent) {
    return this.deps.fulfilment.handleEvent(event);
  }

  /** Subscriptions and gift cards need their modules; without them nothing is sold that cannot be delivered. */
  assertSellable(kind: ProductKind): void {
    const needsSubscriptions = kind === 'subscription' || kind === 'offer' || kind === 'musicpro';
    if (needsSubscriptions && !this.deps.subscriptions) {
      throw serviceUnavailable(
        'subscriptions_unavailable',
        'Subscriptions cannot be bought on this server yet.',
      );
    }
    if (kind === 'gift' && !this.deps.gifts) {
      throw serviceUnavailable('gifts_unavailable', 'Gift cards cannot be bought on this server yet.');
    }
  }
}

/**
 * The price after a promo code (@muse/domain's rule). An unknown code, one for another kind of product
 * (SONG is for Music Pro only) or one the account has already used is a 400 on promoCode rather than a
 * silent full price.
 */
export function pricePromo(
  product: Product,
  code: string | null | undefined,
  usedCodes: readonly string[] = [],
): { code: string | null; priceCents: number } {
  const quote = quotePromo(product, code, usedCodes);
  if (!quote.ok) throw fieldError('promoCode', quote.message);
  return { code: quote.code, priceCents: quote.priceCents };
}
