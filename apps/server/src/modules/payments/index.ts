/**
 * Payments: checkouts through a PaymentsGateway (Stripe, or the sandbox test checkout on this server),
 * app-store purchases through ReceiptVerifiers (Google Play, App Store, or the sandbox store), and the one
 * fulfilment that turns any of them into credits, a subscription, Music Pro or a paid gift card, once.
 */
export { createPaymentsModule, type PaymentsModuleDeps } from './payments.module';
export { paymentsRoutes } from './payments.routes';
export { PAYMENTS_SANDBOX_BANNER, warnIfPaymentsSandbox } from './payments.banner';
export { paymentSettingsFrom, type PaymentSettings } from './payments.settings';
export type { PaymentsService } from './payments.service';
export type { StoreTransactions } from './payments.store';
export type { SandboxCheckout } from './payments.sandbox.checkout';
export type { StripeGateway } from './payments.stripe';
export type { GiftsPort, PaymentEvent, SubscriptionsPort } from './payments.port';
export type { PaymentPlans } from './payments.plans';
export { sweepRenewalsJob, RENEWALS_EVERY_MS, type PaymentJobServices } from './payments.jobs';
