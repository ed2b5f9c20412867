import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { receiptInvalid } from './payments.errors';
import { b64url } from './payments.jwt';
import type { ReceiptVerifier, VerifiedReceipt } from './payments.port';

const PREFIX = 'sbx1';

interface TokenBody {
  /** user id */
  u: string;
  /** store product id */
  p: string;
  /** store */
  s: 'android' | 'ios';
  /** nonce: the transaction */
  n: string;
}

/**
 * Our own test app store. It issues purchase tokens signed with the server secret, bound to one user, one
 * product and one store, and its verifier accepts only those: a server without real store credentials
 * grants nothing for a receipt it cannot check. Tokens come from POST /api/payments/sandbox/store-token,
 * which exists only while the sandbox is on (PAYMENTS_SANDBOX, no Stripe).
 */
export class SandboxStore {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, so a sandbox token can never double as another signed value of the server.
    this.key = createHmac('sha256', secret).update('muse-sandbox-store').digest();
  }

  issue(input: { userId: string; storeProductId: string; store: 'android' | 'ios' }): string {
    const body: TokenBody = {
      u: input.userId,
      p: input.storeProductId,
      s: input.store,
      n: randomBytes(16).toString('hex'),
    };
    const payload = b64url(JSON.stringify(body));
    return `${PREFIX}.${payload}.${this.sign(payload)}`;
  }

  verifier(store: 'android' | 'ios'): ReceiptVerifier {
    return {
      store,
      kind: 'sandbox',
      verify: async ({ userId, storeProductId, token }) => this.check(store, userId, storeProductId, token),
    };
  }

  private check(
    store: 'android' | 'ios',
    userId: string,
    storeProductId: string,
    token: string,
  ): VerifiedReceipt {
    const [prefix, payload, signature, extra] = token.split('.');
    if (prefix !== PREFIX || !payload || !signature || extra !== undefined) {
      throw receiptInvalid('This purchase was not made in the test store of this server.');
    }
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw receiptInvalid('This purchase could not be verified.');
    }
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenBody;
    if (body.s !== store) throw receiptInvalid(`This purchase was not made in the ${store} store.`);
    if (body.u !== userId) throw receiptInvalid('This purchase was made by another account.');
    if (body.p !== storeProductId) throw receiptInvalid('This purchase is for another product.');
    return { store, storeProductId: body.p, transactionRef: `sbx:${body.n}`, userId: body.u, test: true };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
