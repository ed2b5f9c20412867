import type { AnalyticsSink } from '../../platform/analytics';
import type { Database, Kysely } from '@muse/db';
import type { Logger } from '../../platform/logging/logger';
import type { MailOnce } from '../../platform/mail';
import type { CreditsService } from '../credits';
import type { UsersService } from '../users';
import { paymentsErasure } from './payments.erasure';
import { PaymentsFulfilment } from './payments.fulfilment';
import { PaymentMails } from './payments.mail';
import { PaymentPlans } from './payments.plans';
import { moveGuestOrders } from './payments.merge';
import type { GiftsPort, ReceiptVerifier, SubscriptionsPort } from './payments.port';
import { AppStoreVerifier } from './payments.receipts.apple';
import { GooglePlayVerifier } from './payments.receipts.google';
import { SandboxStore } from './payments.receipts.sandbox';
import { PaymentsRepository } from './payments.repository';
import { SandboxGateway } from './payments.sandbox';
import { SandboxCheckout } from './payments.sandbox.checkout';
import { PaymentsService } from './payments.service';
import type { PaymentSettings } from './payments.settings';
import { StoreTransactions } from './payments.store';
import { StripeGateway } from './payments.stripe';

export interface PaymentsModuleDeps {
  db: Kysely<Database>;
  users: UsersService;
  credits: CreditsService;
  logger: Logger;
  publicUrl: string;
  secret: string;
  settings: PaymentSettings;
  /** the subscriptions module's service; null while it is not built: subscriptions are then not sold */
  subscriptions: SubscriptionsPort | null;
  /** the gift-cards module; null while it is not built: gift cards are then not sold */
  gifts: GiftsPort | null;
  /** pushes ServerEvents.sessionChanged to the user's sockets */
  sessionChanged(userId: string, balances: { credits: number; subscriptionCredits: number }): void;
  /** product analytics: purchases */
  analytics?: Pick<AnalyticsSink, 'capture'>;
  /** receipts and renewal reminders, each once; null: no mail */
  mail: Pick<MailOnce, 'send'> | null;
}

/**
 * The payments module: Stripe when configured, else the sandbox (unless PAYMENTS_SANDBOX=0); Google Play
 * and App Store verifiers when configured, else the sandbox store. Built once per process.
 */
export function createPaymentsModule(deps: PaymentsModuleDeps) {
  const { db, users, settings } = deps;
  const repo = new PaymentsRepository(db);
  const mails = deps.mail ? new PaymentMails({ users, mail: deps.mail, publicUrl: deps.publicUrl }) : null;
  const fulfilment = new PaymentsFulfilment({
    mails,
    repo,
    credits: deps.credits,
    subscriptions: deps.subscriptions,
    gifts: deps.gifts,
    sessionChanged: deps.sessionChanged,
    logger: deps.logger,
    analytics: deps.analytics,
  });
  const stripe = settings.stripe ? new StripeGateway(settings.stripe) : null;
  // With real payments configured, the sandbox would hand out for free what Stripe sells: it is off.
  const sandbox = settings.sandbox && !stripe;
  const gateway = stripe ?? (sandbox ? new SandboxGateway() : null);
  const sandboxStore = sandbox ? new SandboxStore(deps.secret) : null;
  const verifiers: { android: ReceiptVerifier | null; ios: ReceiptVerifier | null } = {
    android: settings.googlePlay
      ? new GooglePlayVerifier(settings.googlePlay)
      : (sandboxStore?.verifier('android') ?? null),
    ios: settings.appStore
      ? new AppStoreVerifier(settings.appStore)
      : (sandboxStore?.verifier('ios') ?? null),
  };
  const payments = new PaymentsService({
    repo,
    users,
    fulfilment,
    gateway,
    subscriptions: deps.subscriptions,
    gifts: deps.gifts,
    publicUrl: deps.publicUrl,
    logger: deps.logger,
  });
  const paymentStores = new StoreTransactions({ repo, fulfilment, payments, verifiers, sandboxStore });
  const paymentsSandbox =
    gateway?.provider === 'sandbox' ? new SandboxCheckout({ repo, fulfilment, secret: deps.secret }) : null;
  const paymentPlans = new PaymentPlans({
    repo,
    fulfilment,
    stripe,
    mails,
    publicUrl: deps.publicUrl,
    logger: deps.logger,
  });
  users.onMerge('payments', moveGuestOrders);
  users.onErase(paymentsErasure({ db, stripe, logger: deps.logger }));
  return { services: { payments, paymentStores, paymentsSandbox, paymentsStripe: stripe, paymentPlans } };
}
