import { createHash } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { ProductKind } from '@muse/domain';
import { receiptInvalid, storeUnavailable } from './payments.errors';
import { privateKeyFrom, signJwt } from './payments.jwt';
import type { ReceiptVerifier, VerifiedReceipt } from './payments.port';

const SCOPE = 'https://www.googleapis.com/auth/androidpublisher';
const DEFAULT_API = 'https://androidpublisher.googleapis.com';
const DEFAULT_TOKEN_URI = 'https://oauth2.googleapis.com/token';
const TIMEOUT_MS = 15_000;

export interface GoogleServiceAccount {
  client_email: string;
  private_key: string;
  private_key_id?: string;
  token_uri?: string;
}

/**
 * Google Play purchases, checked with the Play Developer API (androidpublisher v3) as a service account:
 * an RS256 assertion is exchanged for an access token (cached until shortly before it expires), then
 * - subscriptions (Pro plans, music_premium): purchases.subscriptionsv2.get, active or in grace period;
 * - one-time products: purchases.products.get, purchaseState 0 (purchased).
 * A purchase not yet acknowledged is acknowledged (Play refunds unacknowledged purchases after 3 days);
 * credit packs are consumed instead, so they can be bought again. The transaction is the Play order id.
 */
export class GooglePlayVerifier implements ReceiptVerifier {
  readonly store = 'android' as const;
  readonly kind = 'store' as const;
  private readonly key: KeyObject;
  private readonly tokenUri: string;
  private readonly apiBase: string;
  private accessToken: { value: string; until: number } | null = null;

  constructor(
    private readonly opts: {
      packageName: string;
      account: GoogleServiceAccount;
      /** tests point these at a local server */
      apiBase?: string;
      fetch?: typeof fetch;
    },
  ) {
    this.key = privateKeyFrom(opts.account.private_key);
    this.tokenUri = opts.account.token_uri ?? DEFAULT_TOKEN_URI;
    this.apiBase = (opts.apiBase ?? DEFAULT_API).replace(/\/$/, '');
  }

  async verify(input: {
    userId: string;
    storeProductId: string;
    token: string;
    productKind: ProductKind;
  }): Promise<VerifiedReceipt> {
    const subscription = input.productKind === 'subscription' || input.productKind === 'musicpro';
    return subscription ? this.verifySubscription(input) : this.verifyProduct(input);
  }

  private async verifyProduct(input: {
    userId: string;
    storeProductId: string;
    token: string;
    productKind: ProductKind;
  }): Promise<VerifiedReceipt> {
    const path = this.purchasePath(`products/${encodeURIComponent(input.storeProductId)}`, input.token);
    const p = await this.call<ProductPurchase>('GET', path);
    if (p.purchaseState !== 0) throw receiptInvalid('This purchase is not complete (pending or cancelled).');
    this.checkAccount(p.obfuscatedExternalAccountId, input.userId);
    if (input.productKind === 'credits') {
      // Consuming also acknowledges; Play answers 400 for a purchase consumed before, which is fine here.
      if (p.consumptionState !== 1) await this.call('POST', `${path}:consume`, true);
    } else if (p.acknowledgementState !== 1) {
      await this.call('POST', `${path}:acknowledge`, true);
    }
    return {
      store: 'android',
      storeProductId: p.productId ?? input.storeProductId,
      transactionRef: p.orderId ?? tokenRef(input.token),
      test: p.purchaseType === 0,
    };
  }

  private async verifySubscription(input: {
    userId: string;
    storeProductId: string;
    token: string;
  }): Promise<VerifiedReceipt> {
    const path = this.purchasePath('subscriptionsv2', input.token);
    const s = await this.call<SubscriptionPurchaseV2>('GET', path);
    if (
      s.subscriptionState !== 'SUBSCRIPTION_STATE_ACTIVE' &&
      s.subscriptionState !== 'SUBSCRIPTION_STATE_IN_GRACE_PERIOD'
    ) {
      throw receiptInvalid('This subscription is not active.');
    }
    const line = s.lineItems?.find((l) => l.productId === input.storeProductId);
    if (!line) throw receiptInvalid('This purchase is for another product.');
    this.checkAccount(s.externalAccountIdentifiers?.obfuscatedExternalAccountId, input.userId);
    if (s.acknowledgementState === 'ACKNOWLEDGEMENT_STATE_PENDING') {
      const ack = this.purchasePath(`subscriptions/${encodeURIComponent(input.storeProductId)}`, input.token);
      await this.call('POST', `${ack}:acknowledge`, true);
    }
    return {
      store: 'android',
      storeProductId: line.productId,
      // Each renewal is a new order id: an app that posts after a renewal extends the subscription once.
      transactionRef: line.latestSuccessfulOrderId ?? s.latestOrderId ?? tokenRef(input.token),
      test: !!s.testPurchase,
    };
  }

  /** Apps set obfuscatedAccountId to the user id (or its SHA-256): a purchase made for another user is refused. */
  private checkAccount(accountId: string | undefined, userId: string): void {
    if (!accountId) return;
    if (accountId === userId || accountId === createHash('sha256').update(userId).digest('hex')) return;
    throw receiptInvalid('This purchase was made by another account.');
  }

  private purchasePath(what: string, token: string): string {
    return `/androidpublisher/v3/applications/${encodeURIComponent(this.opts.packageName)}/purchases/${what}/tokens/${encodeURIComponent(token)}`;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, tolerateBadRequest = false): Promise<T> {
    const res = await this.fetch(`${this.apiBase}${path}`, {
      method,
      headers: { authorization: `Bearer ${await this.token()}`, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.status === 401) this.accessToken = null;
    if (res.status === 404 || res.status === 410)
      throw receiptInvalid('Google Play does not know this purchase.');
    if (res.status === 400 && tolerateBadRequest) return {} as T;
    if (res.status === 400) throw receiptInvalid('Google Play refused this purchase token.');
    if (!res.ok) throw storeUnavailable(`Google Play could not verify the purchase (HTTP ${res.status}).`);
    const text = await res.text();
    return (text ? JSON.parse(text) : {}) as T;
  }

  /** A service-account access token (RFC 7523 JWT bearer grant), reused until a minute before it expires. */
  private async token(): Promise<string> {
    if (this.accessToken && this.accessToken.until > Date.now()) return this.accessToken.value;
    const now = Math.floor(Date.now() / 1000);
    const assertion = signJwt({
      alg: 'RS256',
      key: this.key,
      kid: this.opts.account.private_key_id,
      payload: {
        iss: this.opts.account.client_email,
        scope: SCOPE,
        aud: this.tokenUri,
        iat: now,
        exp: now + 3600,
      },
    });
    const res = await this.fetch(this.tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw storeUnavailable(`Google sign-in of the service account failed (HTTP ${res.status}).`);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw storeUnavailable('Google sign-in of the service account gave no token.');
    this.accessToken = {
      value: body.access_token,
      until: Date.now() + ((body.expires_in ?? 3600) - 60) * 1000,
    };
    return body.access_token;
  }

  private get fetch(): typeof fetch {
    return this.opts.fetch ?? fetch;
  }
}

/** Parses GOOGLE_PLAY_SERVICE_ACCOUNT's JSON; a clear start-up error names what is missing. */
export function parseServiceAccount(json: string): GoogleServiceAccount {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('GOOGLE_PLAY_SERVICE_ACCOUNT is not valid JSON');
  }
  const v = value as Partial<GoogleServiceAccount>;
  if (typeof v.client_email !== 'string' || typeof v.private_key !== 'string') {
    throw new Error('GOOGLE_PLAY_SERVICE_ACCOUNT needs client_email and private_key');
  }
  return {
    client_email: v.client_email,
    private_key: v.private_key,
    private_key_id: typeof v.private_key_id === 'string' ? v.private_key_id : undefined,
    token_uri: typeof v.token_uri === 'string' ? v.token_uri : undefined,
  };
}

/** A long purchase token as a short, stable transaction key. */
function tokenRef(token: string): string {
  return `token:${createHash('sha256').update(token).digest('hex')}`;
}

interface ProductPurchase {
  productId?: string;
  orderId?: string;
  /** 0 purchased, 1 cancelled, 2 pending */
  purchaseState?: number;
  /** 0 yet to be consumed, 1 consumed */
  consumptionState?: number;
  /** 0 yet to be acknowledged, 1 acknowledged */
  acknowledgementState?: number;
  /** 0 test, 1 promo, 2 rewarded; absent for a real purchase */
  purchaseType?: number;
  obfuscatedExternalAccountId?: string;
}

interface SubscriptionPurchaseV2 {
  subscriptionState?: string;
  acknowledgementState?: string;
  latestOrderId?: string;
  testPurchase?: object;
  lineItems?: { productId: string; expiryTime?: string; latestSuccessfulOrderId?: string }[];
  externalAccountIdentifiers?: { obfuscatedExternalAccountId?: string };
}
