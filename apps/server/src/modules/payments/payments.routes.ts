import {
  AndroidTransactionBody,
  CheckoutBody,
  CheckoutReply,
  ErrorBody,
  IosTransactionBody,
  OrderParams,
  OrderReply,
  ProductsReply,
  PurchasedCreditsReply,
  StoreTransactionReply,
} from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/auth-guard';
import type { PaymentPlans } from './payments.plans';
import { planRoutes } from './payments.plans.routes';
import type { SandboxCheckout } from './payments.sandbox.checkout';
import { sandboxRoutes } from './payments.sandbox.routes';
import type { PaymentsService } from './payments.service';
import type { StoreTransactions } from './payments.store';
import type { StripeGateway } from './payments.stripe';
import { stripeRoutes } from './payments.stripe.routes';

export interface PaymentsRouteDeps {
  payments: Pick<PaymentsService, 'products' | 'checkout' | 'order' | 'hasBought' | 'handleEvent'>;
  paymentStores: Pick<StoreTransactions, 'redeem' | 'sandboxToken'>;
  /** the test checkout; null when Stripe is configured or PAYMENTS_SANDBOX is off */
  sandbox: SandboxCheckout | null;
  /** null unless STRIPE_SECRET_KEY is set */
  stripe: Pick<StripeGateway, 'parseWebhook'> | null;
  plans: Pick<PaymentPlans, 'list' | 'cancel' | 'resume' | 'portal'>;
}

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['payments'];

/**
 * Payments: the catalogue, checkouts and orders, "has bought credits", app-store purchases; plus the sandbox
 * checkout page and Stripe's webhook (their own plugins: they parse forms and raw bodies).
 */
export const paymentsRoutes =
  ({ payments, paymentStores, sandbox, stripe, plans }: PaymentsRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/payments/products', { schema: { tags, response: { 200: ProductsReply } } }, async () =>
      payments.products(),
    );

    app.post(
      '/payments/checkout',
      {
        schema: {
          tags,
          body: CheckoutBody,
          response: { 200: CheckoutReply, ...errors, 502: ErrorBody, 503: ErrorBody },
        },
      },
      async (req) => payments.checkout(requireUser(req), req.body),
    );

    app.get(
      '/payments/orders/:id',
      { schema: { tags, params: OrderParams, response: { 200: OrderReply, ...errors } } },
      async (req) => payments.order(requireUser(req), req.params.id),
    );

    app.post(
      '/user/purchasedCredits',
      { schema: { tags, response: { 200: PurchasedCreditsReply, ...errors } } },
      async (req) => ({ hasBought: await payments.hasBought(requireUser(req).userId) }),
    );

    // App purchases are allowed to guests: the store took the money already, and the order moves with
    // the guest when it signs in.
    app.post(
      '/user/android-transaction',
      {
        schema: {
          tags,
          body: AndroidTransactionBody,
          response: { 200: StoreTransactionReply, ...errors, 422: ErrorBody, 502: ErrorBody, 503: ErrorBody },
        },
      },
      async (req) => {
        const { productId, purchase } = req.body;
        const token = typeof purchase === 'string' ? purchase : purchase.purchaseToken;
        return paymentStores.redeem(requireUser(req), { store: 'android', storeProductId: productId, token });
      },
    );

    app.post(
      '/user/ios-transaction',
      {
        schema: {
          tags,
          body: IosTransactionBody,
          response: { 200: StoreTransactionReply, ...errors, 422: ErrorBody, 502: ErrorBody, 503: ErrorBody },
        },
      },
      async (req) =>
        paymentStores.redeem(requireUser(req), {
          store: 'ios',
          storeProductId: req.body.productId,
          token: req.body.transactionId,
          meta: req.body.store ? { store: req.body.store } : {},
        }),
    );

    await app.register(planRoutes({ plans }));
    await app.register(sandboxRoutes({ sandbox, paymentStores }));
    await app.register(stripeRoutes({ stripe, payments }));
  };
