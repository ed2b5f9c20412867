import type { Logger } from '../../platform/logging/logger';
import type { SandboxCheckout } from './payments.sandbox.checkout';

export const PAYMENTS_SANDBOX_BANNER =
  'Payments are in TEST mode: the test checkout takes no money and grants real credits and plans. ' +
  'Set STRIPE_SECRET_KEY, or PAYMENTS_SANDBOX=0 on a public server.';

/**
 * Says loudly at start-up that the test checkout and test store are on: on a server others can reach they
 * hand out credits, plans and Music Pro for nothing. True when it warned.
 */
export function warnIfPaymentsSandbox(
  logger: Pick<Logger, 'warn'>,
  services: { paymentsSandbox: SandboxCheckout | null },
): boolean {
  if (!services.paymentsSandbox) return false;
  logger.warn(PAYMENTS_SANDBOX_BANNER);
  return true;
}
