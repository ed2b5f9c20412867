import type { Config } from '../../platform/config/config';
import { textOrFile } from './payments.jwt';
import { parseServiceAccount, type GoogleServiceAccount } from './payments.receipts.google';
import type { StripeSettings } from './payments.stripe';

export interface PaymentSettings {
  /** the test checkout and test store, when no real provider takes their place */
  sandbox: boolean;
  stripe: StripeSettings | null;
  googlePlay: { packageName: string; account: GoogleServiceAccount } | null;
  appStore: {
    issuerId: string;
    keyId: string;
    privateKey: string;
    bundleId: string;
    environment: 'production' | 'sandbox';
  } | null;
}

/** The payment providers the configuration enables (config.ts already checked that each is complete). */
export function paymentSettingsFrom(config: Config): PaymentSettings {
  const {
    STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET,
    GOOGLE_PLAY_PACKAGE_NAME,
    GOOGLE_PLAY_SERVICE_ACCOUNT,
    APP_STORE_ISSUER_ID,
    APP_STORE_KEY_ID,
    APP_STORE_PRIVATE_KEY,
    APP_STORE_BUNDLE_ID,
  } = config;
  return {
    sandbox: config.PAYMENTS_SANDBOX,
    stripe:
      STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: STRIPE_SECRET_KEY,
            webhookSecret: STRIPE_WEBHOOK_SECRET,
            apiUrl: config.STRIPE_API_URL,
          }
        : null,
    googlePlay:
      GOOGLE_PLAY_PACKAGE_NAME && GOOGLE_PLAY_SERVICE_ACCOUNT
        ? {
            packageName: GOOGLE_PLAY_PACKAGE_NAME,
            account: parseServiceAccount(
              textOrFile(GOOGLE_PLAY_SERVICE_ACCOUNT, (v) => v.trimStart().startsWith('{')),
            ),
          }
        : null,
    appStore:
      APP_STORE_ISSUER_ID && APP_STORE_KEY_ID && APP_STORE_PRIVATE_KEY && APP_STORE_BUNDLE_ID
        ? {
            issuerId: APP_STORE_ISSUER_ID,
            keyId: APP_STORE_KEY_ID,
            privateKey: textOrFile(APP_STORE_PRIVATE_KEY, (v) => v.includes('-----BEGIN')),
            bundleId: APP_STORE_BUNDLE_ID,
            environment: config.APP_STORE_ENVIRONMENT,
          }
        : null,
  };
}
