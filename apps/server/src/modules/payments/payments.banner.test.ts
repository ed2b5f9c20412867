import { describe, expect, it, vi } from 'vitest';
import { PAYMENTS_SANDBOX_BANNER, warnIfPaymentsSandbox } from './payments.banner';
import type { SandboxCheckout } from './payments.sandbox.checkout';

describe('the payments sandbox banner', () => {
  it('warns at start-up while the test checkout is on, and only then', () => {
    const logger = { warn: vi.fn() };
    expect(warnIfPaymentsSandbox(logger, { paymentsSandbox: {} as SandboxCheckout })).toBe(true);
    expect(logger.warn).toHaveBeenCalledWith(PAYMENTS_SANDBOX_BANNER);
    expect(PAYMENTS_SANDBOX_BANNER).toMatch(
      /TEST mode.*takes no money.*STRIPE_SECRET_KEY.*PAYMENTS_SANDBOX=0/,
    );

    const quiet = { warn: vi.fn() };
    expect(warnIfPaymentsSandbox(quiet, { paymentsSandbox: null })).toBe(false);
    expect(quiet.warn).not.toHaveBeenCalled();
  });
});
