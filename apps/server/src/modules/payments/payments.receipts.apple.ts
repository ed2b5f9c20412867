import type { KeyObject } from 'node:crypto';
import type { ProductKind } from '@muse/domain';
import { receiptInvalid, storeUnavailable } from './payments.errors';
import { decodeJwsPayload, privateKeyFrom, signJwt } from './payments.jwt';
import type { ReceiptVerifier, VerifiedReceipt } from './payments.port';

const API = {
  production: 'https://api.storekit.itunes.apple.com',
  sandbox: 'https://api.storekit-sandbox.itunes.apple.com',
} as const;
const TIMEOUT_MS = 15_000;
/** Apple accepts tokens that live at most an hour. */
const TOKEN_SECONDS = 20 * 60;

/**
 * App Store purchases, checked with the App Store Server API "Get Transaction Info"
 * (GET /inApps/v1/transactions/{transactionId}) under an ES256 token signed with the in-app purchase key.
 * The reply's signedTransactionInfo is read for bundle id, product, revocation and expiry. It is decoded
 * without re-checking Apple's JWS signature: we fetched it ourselves, authenticated, over TLS from Apple's
 * host, so it cannot have been forged by the client (a client-supplied JWS would need the chain check).
 * The transaction id is the store transaction: each renewal of a subscription has a new one.
 */
export class AppStoreVerifier implements ReceiptVerifier {
  readonly store = 'ios' as const;
  readonly kind = 'store' as const;
  private readonly key: KeyObject;
  private readonly apiBase: string;

  constructor(
    private readonly opts: {
      issuerId: string;
      keyId: string;
      privateKey: string;
      bundleId: string;
      environment: 'production' | 'sandbox';
      /** tests point this at a local server */
      apiBase?: string;
      fetch?: typeof fetch;
    },
  ) {
    this.key = privateKeyFrom(opts.privateKey);
    this.apiBase = (opts.apiBase ?? API[opts.environment]).replace(/\/$/, '');
  }

  async verify(input: {
    userId: string;
    storeProductId: string;
    token: string;
    productKind: ProductKind;
  }): Promise<VerifiedReceipt> {
    if (!/^\d{1,40}$/.test(input.token))
      throw receiptInvalid('transactionId is not an App Store transaction id.');
    const doFetch = this.opts.fetch ?? fetch;
    const res = await doFetch(`${this.apiBase}/inApps/v1/transactions/${input.token}`, {
      headers: { authorization: `Bearer ${this.token()}`, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.status === 404 || res.status === 400)
      throw receiptInvalid('The App Store does not know this transaction.');
    if (!res.ok) throw storeUnavailable(`The App Store could not verify the purchase (HTTP ${res.status}).`);
    const body = (await res.json()) as { signedTransactionInfo?: string };
    if (!body.signedTransactionInfo)
      throw storeUnavailable('The App Store answered without the transaction.');
    const t = decodeJwsPayload(body.signedTransactionInfo) as AppStoreTransaction;

    if (t.bundleId !== this.opts.bundleId) throw receiptInvalid('This purchase was made in another app.');
    if (t.productId !== input.storeProductId) throw receiptInvalid('This purchase is for another product.');
    if (t.revocationDate) throw receiptInvalid('This purchase was refunded or revoked.');
    if (t.expiresDate && t.expiresDate < Date.now())
      throw receiptInvalid('This subscription period has ended.');
    return {
      store: 'ios',
      storeProductId: t.productId,
      transactionRef: String(t.transactionId ?? input.token),
      test: t.environment === 'Sandbox',
    };
  }

  private token(): string {
    const now = Math.floor(Date.now() / 1000);
    return signJwt({
      alg: 'ES256',
      key: this.key,
      kid: this.opts.keyId,
      payload: {
        iss: this.opts.issuerId,
        iat: now,
        exp: now + TOKEN_SECONDS,
        aud: 'appstoreconnect-v1',
        bid: this.opts.bundleId,
      },
    });
  }
}

/** The fields of JWSTransactionDecodedPayload we read. */
interface AppStoreTransaction {
  transactionId?: string;
  originalTransactionId?: string;
  bundleId?: string;
  productId?: string;
  /** ms since the epoch; subscriptions only */
  expiresDate?: number;
  revocationDate?: number;
  environment?: 'Sandbox' | 'Production';
  type?: string;
}
