/**
 * Subscriptions: the image tiers (Pro, Premium, Ultimate), trials and music pro. Records of what was bought,
 * given or tried; the tier in effect on the users row; monthly subscription credits and their expiry
 * through the ledger; the scheduled sweep; POST /user/starttrial, /user/imagespro, /user/musicpro.
 */
export { SubscriptionsService, type ActivateInput, type SweepReport } from './subscriptions.service';
export type { SubscriptionView } from './subscriptions.presenter';
export { createSubscriptionsModule, type SubscriptionsModuleDeps } from './subscriptions.module';
export {
  sweepSubscriptionsJob,
  scheduleSubscriptionSweep,
  sweepJobId,
  SWEEP_EVERY_MS,
  type SubscriptionJobServices,
} from './subscriptions.jobs';
export { subscriptionsRoutes } from './subscriptions.routes';
