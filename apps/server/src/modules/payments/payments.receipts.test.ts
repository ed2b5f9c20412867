import { generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppStoreVerifier } from './payments.receipts.apple';
import { GooglePlayVerifier } from './payments.receipts.google';
import { SandboxStore } from './payments.receipts.sandbox';

/** A local HTTP server speaking a store API's documented wire format, recording every call. */
async function fakeServer(
  handle: (req: IncomingMessage, body: string) => { status: number; json?: unknown },
) {
  const calls: { method: string; path: string; body: string; auth: string | undefined }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      calls.push({ method: req.method ?? '', path: req.url ?? '', body, auth: req.headers.authorization });
      const out = handle(req, body);
      res.statusCode = out.status;
      res.setHeader('content-type', 'application/json');
      res.end(out.json === undefined ? '' : JSON.stringify(out.json));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Checks a compact JWS the way the store's server does; returns its header and claims. */
function checkJwt(jwt: string, key: KeyObject, alg: 'RS256' | 'ES256') {
  const [h, p, s] = jwt.split('.') as [string, string, string];
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, ...(alg === 'ES256' ? { dsaEncoding: 'ieee-p1363' as const } : {}) },
    Buffer.from(s, 'base64url'),
  );
  if (!ok) throw new Error('bad JWT signature');
  return {
    header: JSON.parse(Buffer.from(h, 'base64url').toString()) as Record<string, unknown>,
    claims: JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>,
  };
}

const input = (
  storeProductId: string,
  token: string,
  productKind: 'credits' | 'musicpro' | 'subscription' = 'credits',
) => ({
  userId: 'user-1',
  storeProductId,
  token,
  productKind,
});

describe('Google Play verifier (androidpublisher v3 against a local server)', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  let google: Awaited<ReturnType<typeof fakeServer>>;
  let verifier: GooglePlayVerifier;
  const base = '/androidpublisher/v3/applications/com.muse.app/purchases';

  beforeAll(async () => {
    google = await fakeServer((req, body) => {
      if (req.url === '/token') {
        const form = new URLSearchParams(body);
        expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
        const { header, claims } = checkJwt(form.get('assertion') ?? '', publicKey, 'RS256');
        expect(header).toMatchObject({ alg: 'RS256', kid: 'key-1' });
        expect(claims).toMatchObject({
          iss: 'play@muse.iam.gserviceaccount.com',
          scope: 'https://www.googleapis.com/auth/androidpublisher',
          aud: `${google.url}/token`,
        });
        return { status: 200, json: { access_token: 'ya29.test', expires_in: 3600, token_type: 'Bearer' } };
      }
      if (req.headers.authorization !== 'Bearer ya29.test') return { status: 401, json: {} };
      const url = req.url ?? '';
      if (req.method === 'POST') return { status: 204 };
      if (url === `${base}/products/credits-small/tokens/tok-1`) {
        return {
          status: 200,
          json: {
            kind: 'androidpublisher#productPurchase',
            purchaseState: 0,
            consumptionState: 0,
            acknowledgementState: 0,
            orderId: 'GPA.1111',
            purchaseType: 0,
          },
        };
      }
      if (url === `${base}/products/credits-small/tokens/tok-pending`)
        return { status: 200, json: { purchaseState: 2 } };
      if (url === `${base}/products/credits-small/tokens/tok-other-user`) {
        return {
          status: 200,
          json: { purchaseState: 0, orderId: 'GPA.2', obfuscatedExternalAccountId: 'user-2' },
        };
      }
      if (url === `${base}/subscriptionsv2/tokens/tok-sub`) {
        return {
          status: 200,
          json: {
            subscriptionState: 'SUBSCRIPTION_STATE_ACTIVE',
            acknowledgementState: 'ACKNOWLEDGEMENT_STATE_PENDING',
            lineItems: [
              {
                productId: 'music_premium',
                latestSuccessfulOrderId: 'GPA.3333..0',
                expiryTime: '2099-01-01T00:00:00Z',
              },
            ],
            externalAccountIdentifiers: { obfuscatedExternalAccountId: 'user-1' },
          },
        };
      }
      if (url === `${base}/subscriptionsv2/tokens/tok-expired`) {
        return {
          status: 200,
          json: {
            subscriptionState: 'SUBSCRIPTION_STATE_EXPIRED',
            lineItems: [{ productId: 'music_premium' }],
          },
        };
      }
      return { status: 404, json: { error: { code: 404, message: 'The purchase token was not found.' } } };
    });
    verifier = new GooglePlayVerifier({
      packageName: 'com.muse.app',
      account: {
        client_email: 'play@muse.iam.gserviceaccount.com',
        private_key: pem,
        private_key_id: 'key-1',
        token_uri: `${google.url}/token`,
      },
      apiBase: google.url,
    });
  });
  afterAll(async () => google?.close());

  it('verifies a one-time purchase, consumes a credit pack, and signs in once', async () => {
    const receipt = await verifier.verify(input('credits-small', 'tok-1'));
    expect(receipt).toEqual({
      store: 'android',
      storeProductId: 'credits-small',
      transactionRef: 'GPA.1111',
      test: true,
    });
    expect(google.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /token',
      `GET ${base}/products/credits-small/tokens/tok-1`,
      `POST ${base}/products/credits-small/tokens/tok-1:consume`,
    ]);
    await verifier.verify(input('credits-small', 'tok-1'));
    expect(google.calls.filter((c) => c.path === '/token')).toHaveLength(1);
  });

  it('verifies and acknowledges a subscription (music_premium)', async () => {
    const receipt = await verifier.verify(input('music_premium', 'tok-sub', 'musicpro'));
    expect(receipt).toMatchObject({
      storeProductId: 'music_premium',
      transactionRef: 'GPA.3333..0',
      test: false,
    });
    expect(google.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: `${base}/subscriptions/music_premium/tokens/tok-sub:acknowledge`,
    });
  });

  it('refuses pending, unknown, expired, other-product and other-account purchases with 422', async () => {
    for (const [product, token, kind] of [
      ['credits-small', 'tok-pending', 'credits'],
      ['credits-small', 'tok-unknown', 'credits'],
      ['credits-small', 'tok-other-user', 'credits'],
      ['music_premium', 'tok-expired', 'musicpro'],
      ['sub-other', 'tok-sub', 'subscription'],
    ] as const) {
      await expect(verifier.verify(input(product, token, kind)), token).rejects.toMatchObject({
        statusCode: 422,
        code: 'receipt_invalid',
      });
    }
  });
});

describe('App Store verifier (App Store Server API against a local server)', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  let apple: Awaited<ReturnType<typeof fakeServer>>;
  let verifier: AppStoreVerifier;
  const jws = (payload: object) =>
    `${Buffer.from(JSON.stringify({ alg: 'ES256', x5c: [] })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.c2ln`;
  const transactions: Record<string, object> = {
    '2000000001': {
      transactionId: '2000000001',
      bundleId: 'com.muse.app',
      productId: 'credits-small',
      environment: 'Sandbox',
      type: 'Consumable',
    },
    '2000000002': { transactionId: '2000000002', bundleId: 'com.other.app', productId: 'credits-small' },
    '2000000003': {
      transactionId: '2000000003',
      bundleId: 'com.muse.app',
      productId: 'credits-small',
      revocationDate: 1,
    },
    '2000000004': {
      transactionId: '2000000004',
      bundleId: 'com.muse.app',
      productId: 'sub',
      expiresDate: Date.now() - 1000,
    },
  };

  beforeAll(async () => {
    apple = await fakeServer((req) => {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      const { header, claims } = checkJwt(token, publicKey, 'ES256');
      expect(header).toMatchObject({ alg: 'ES256', kid: 'KEY123', typ: 'JWT' });
      expect(claims).toMatchObject({ iss: 'issuer-uuid', aud: 'appstoreconnect-v1', bid: 'com.muse.app' });
      const id = /^\/inApps\/v1\/transactions\/(\d+)$/.exec(req.url ?? '')?.[1] ?? '';
      const t = transactions[id];
      return t
        ? { status: 200, json: { signedTransactionInfo: jws(t) } }
        : { status: 404, json: { errorCode: 4040010, errorMessage: 'Transaction id not found.' } };
    });
    verifier = new AppStoreVerifier({
      issuerId: 'issuer-uuid',
      keyId: 'KEY123',
      privateKey: pem.replaceAll('\n', '\\n'),
      bundleId: 'com.muse.app',
      environment: 'sandbox',
      apiBase: apple.url,
    });
  });
  afterAll(async () => apple?.close());

  it('verifies a transaction with a signed App Store Server API token', async () => {
    expect(await verifier.verify(input('credits-small', '2000000001'))).toEqual({
      store: 'ios',
      storeProductId: 'credits-small',
      transactionRef: '2000000001',
      test: true,
    });
    expect(apple.calls[0]?.path).toBe('/inApps/v1/transactions/2000000001');
  });

  it('refuses unknown, other-app, revoked, expired, other-product and malformed transactions with 422', async () => {
    for (const [product, id] of [
      ['credits-small', '2000000009'],
      ['credits-small', '2000000002'],
      ['credits-small', '2000000003'],
      ['sub', '2000000004'],
      ['credits-large', '2000000001'],
      ['credits-small', '../../admin'],
    ] as const) {
      await expect(verifier.verify(input(product, id)), id).rejects.toMatchObject({ statusCode: 422 });
    }
  });
});

describe('the sandbox store', () => {
  const store = new SandboxStore('x'.repeat(32));
  const android = store.verifier('android');

  it('accepts its own token for its user, product and store, and nothing else', async () => {
    const token = store.issue({ userId: 'user-1', storeProductId: 'credits-small', store: 'android' });
    const receipt = await android.verify(input('credits-small', token));
    expect(receipt).toMatchObject({
      store: 'android',
      storeProductId: 'credits-small',
      userId: 'user-1',
      test: true,
    });
    expect(receipt.transactionRef).toMatch(/^sbx:[0-9a-f]{32}$/);
    const other = new SandboxStore('y'.repeat(32)).issue({
      userId: 'user-1',
      storeProductId: 'credits-small',
      store: 'android',
    });
    for (const bad of [other, `${token}.x`, token.replace('sbx1', 'sbx2'), 'sbx1..', '']) {
      await expect(android.verify(input('credits-small', bad))).rejects.toMatchObject({ statusCode: 422 });
    }
    await expect(
      android.verify({ ...input('credits-small', token), userId: 'user-2' }),
    ).rejects.toMatchObject({ statusCode: 422 });
    await expect(store.verifier('ios').verify(input('credits-small', token))).rejects.toMatchObject({
      statusCode: 422,
    });
  });
});
