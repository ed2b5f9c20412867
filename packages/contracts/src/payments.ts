import * as z from 'zod/mini';
import { SubscriptionValue } from './tiers';

/**
 * Payments API: checkout, orders, the products of the buy dialogs and app-store purchases. Prices come from
 * the server's catalogue (GET /payments/products) so the web never hard-codes them; field names of the credit
 * tier are the spec's.
 */

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .check(z.maxLength(max, { error: `${field} must be at most ${max} characters` }));
const id = (field: string, max = 100) =>
  text(field, max).check(z.trim(), z.minLength(1, { error: `${field} is required` }));

export const OrderStatus = z.enum(['open', 'paid', 'cancelled', 'failed']);
export type OrderStatus = z.infer<typeof OrderStatus>;
export const PaymentProvider = z.enum(['sandbox', 'stripe', 'android', 'ios']);
export type PaymentProvider = z.infer<typeof PaymentProvider>;
export const ProductKindValue = z.enum(['credits', 'subscription', 'offer', 'gift', 'musicpro']);

/** POST /payments/checkout */
export const CheckoutBody = z.object({
  productId: id('productId', 40),
  promoCode: z.nullish(text('promoCode', 40).check(z.trim())),
  /** the card being paid for: required for gift products */
  giftCardId: z.nullish(text('giftCardId', 100).check(z.trim())),
  /** where to come back to after paying: a path on this site ("/credits", "/music?x=1") */
  returnTo: z.nullish(text('returnTo', 512)),
});
export type CheckoutBody = z.infer<typeof CheckoutBody>;

export const CheckoutReply = z.object({
  orderId: z.string(),
  /** the checkout page to open: Stripe Checkout, or the sandbox page on this server */
  url: z.string(),
});
export type CheckoutReply = z.infer<typeof CheckoutReply>;

export const OrderParams = z.object({ id: id('id') });

/** GET /payments/orders/{id} (owner only) */
export const OrderReply = z.object({
  _id: z.string(),
  status: OrderStatus,
  productId: z.string(),
  kind: ProductKindValue,
  title: z.string(),
  /** dollars charged for the first payment, after the promo code */
  price: z.number(),
  priceCents: z.number().check(z.int()),
  currency: z.string(),
  promoCode: z.nullable(z.string()),
  provider: PaymentProvider,
  createdOn: z.string(),
  paidOn: z.nullable(z.string()),
  /** true once the credits, subscription or gift card were delivered */
  fulfilled: z.boolean(),
});
export type OrderReply = z.infer<typeof OrderReply>;

/** A credit pack as the buy-credits dialog shows it. Prices in dollars. */
export const CreditTier = z.object({
  id: z.string(),
  title: z.string(),
  count: z.number().check(z.int()),
  price: z.number(),
  /** the struck-through price before the introductory offer */
  normalPrice: z.number(),
  /** dollars per credit, rounded up to 3 decimals */
  perCreditPrice: z.number(),
  priceLabel: z.string(),
  normalPriceLabel: z.string(),
  androidProductId: z.nullable(z.string()),
  iosProductId: z.nullable(z.string()),
  videoProductId: z.nullable(z.string()),
  /** what the Buy control sends as productId */
  buyButtonId: z.string(),
});
export type CreditTier = z.infer<typeof CreditTier>;

const PeriodReply = z.union([
  z.object({ days: z.number().check(z.int()) }),
  z.object({ months: z.number().check(z.int()) }),
]);

export const PlanReply = z.object({
  id: z.string(),
  title: z.string(),
  tier: SubscriptionValue,
  price: z.number(),
  priceLabel: z.string(),
  period: PeriodReply,
});

/** GET /payments/products: everything the buy dialogs offer. */
export const ProductsReply = z.object({
  /** which checkout answers: 'stripe', the test 'sandbox', or null when this server sells nothing */
  checkout: z.nullable(z.enum(['stripe', 'sandbox'])),
  creditsHeader: z.string(),
  credits: z.array(CreditTier),
  plans: z.array(PlanReply),
  offer: z.object({
    id: z.string(),
    title: z.string(),
    tier: SubscriptionValue,
    price: z.number(),
    priceLabel: z.string(),
    credits: z.number().check(z.int()),
    period: PeriodReply,
    /** the Pay Once price shown in the video view */
    videoPrice: z.number(),
    /** the product the video view's Pay Once buys (the same offer at that price) */
    videoId: z.string(),
  }),
  giftCards: z.array(
    z.object({
      id: z.string(),
      giftTier: z.string(),
      title: z.string(),
      label: z.string(),
      tier: SubscriptionValue,
      price: z.number(),
      priceLabel: z.string(),
      period: PeriodReply,
    }),
  ),
  musicPro: z.object({
    id: z.string(),
    title: z.string(),
    price: z.number(),
    priceLabel: z.string(),
    period: PeriodReply,
    androidProductId: z.nullable(z.string()),
  }),
});
export type ProductsReply = z.infer<typeof ProductsReply>;

/** POST /user/purchasedCredits */
export const PurchasedCreditsReply = z.object({ hasBought: z.boolean() });

/**
 * POST /user/android-transaction {productId, purchase}: `purchase` is the Play Billing purchase the native
 * bridge got (its JSON object, or just its purchase token).
 */
export const AndroidTransactionBody = z.object({
  productId: id('productId', 100),
  purchase: z.union(
    [
      id('purchase', 4096),
      z.looseObject({
        purchaseToken: id('purchase.purchaseToken', 4096),
        orderId: z.nullish(text('purchase.orderId', 200)),
        packageName: z.nullish(text('purchase.packageName', 200)),
      }),
    ],
    { error: 'purchase must be the purchase token or the purchase object with its purchaseToken' },
  ),
});
export type AndroidTransactionBody = z.infer<typeof AndroidTransactionBody>;

/** POST /user/ios-transaction {productId, transactionId, store} */
export const IosTransactionBody = z.object({
  productId: id('productId', 100),
  transactionId: id('transactionId', 4096),
  /** which Apple store the app bought in (e.g. appstore, macappstore); recorded with the order */
  store: z.nullish(text('store', 40).check(z.trim())),
});
export type IosTransactionBody = z.infer<typeof IosTransactionBody>;

export const StoreTransactionReply = z.object({
  ok: z.literal(true),
  orderId: z.string(),
  status: OrderStatus,
});
export type StoreTransactionReply = z.infer<typeof StoreTransactionReply>;

/** POST /payments/sandbox/store-token: a purchase token of the sandbox store (tests and app development). */
export const SandboxStoreTokenBody = z.object({
  productId: id('productId', 100),
  store: z.enum(['android', 'ios'], { error: 'store must be android or ios' }),
});
export const SandboxStoreTokenReply = z.object({ token: z.string() });

/** The sandbox checkout page's forms (x-www-form-urlencoded). */
export const SandboxFormBody = z.object({ token: id('token', 200) });
export const SandboxOrderParams = z.object({ orderId: id('orderId') });

/** A renewing plan (a monthly subscription or Music Pro) on the account page; `_id` is its order. */
export const PlanEntry = z.object({
  _id: z.string(),
  productId: z.string(),
  kind: z.enum(['subscription', 'musicpro']),
  title: z.string(),
  /** the image tier it gives (Pro is true); null for Music Pro */
  tier: z.nullable(SubscriptionValue),
  provider: PaymentProvider,
  /** dollars a month */
  price: z.number(),
  /** renewing (renews on periodEnd), ending (set not to renew: runs to periodEnd), ended */
  state: z.enum(['renewing', 'ending', 'ended']),
  /** the end of the last period paid for: the renewal date, or the last day of access */
  periodEnd: z.string(),
  /** when the buyer set it not to renew */
  cancelledOn: z.nullable(z.string()),
  /** here: cancel on this site (the sandbox, or Stripe); store: only in the app store it was bought in */
  managedBy: z.enum(['here', 'store']),
});
export type PlanEntry = z.infer<typeof PlanEntry>;

/** GET /payments/subscriptions: the caller's renewing plans, newest first. */
export const PlansReply = z.object({
  plans: z.array(PlanEntry),
  /** true when card payments go through Stripe: "Manage billing" opens its customer portal */
  billingPortal: z.boolean(),
});
export type PlansReply = z.infer<typeof PlansReply>;

export const PlanParams = z.object({ id: id('id') });

/** POST /payments/portal: a Stripe customer portal session to open. */
export const PortalReply = z.object({ url: z.string() });
export type PortalReply = z.infer<typeof PortalReply>;
