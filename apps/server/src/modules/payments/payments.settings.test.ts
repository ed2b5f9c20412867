import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../platform/config/config';
import { paymentSettingsFrom } from './payments.settings';

const dir = () => mkdtempSync(join(tmpdir(), 'muse-payments-'));
const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir(), ...env });

describe('payment settings', () => {
  it('defaults to the sandbox and no store credentials on a server that is not public', () => {
    expect(paymentSettingsFrom(config({}))).toEqual({
      sandbox: true,
      stripe: null,
      googlePlay: null,
      appStore: null,
    });
    expect(paymentSettingsFrom(config({ PAYMENTS_SANDBOX: '0' })).sandbox).toBe(false);
  });

  it('turns the sandbox off by default on a public production server; an explicit value wins', () => {
    const sandbox = (env: Record<string, string>) => paymentSettingsFrom(config(env)).sandbox;
    const publicServer = { NODE_ENV: 'production', PUBLIC_URL: 'https://muse.example.com' };
    expect(sandbox(publicServer)).toBe(false);
    expect(sandbox({ ...publicServer, PAYMENTS_SANDBOX: '1' })).toBe(true);
    // `npm start` on a fresh machine: production, on localhost or with no PUBLIC_URL at all.
    expect(sandbox({ NODE_ENV: 'production' })).toBe(true);
    expect(sandbox({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' })).toBe(true);
    expect(sandbox({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:3000' })).toBe(true);
    expect(
      sandbox({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000', PAYMENTS_SANDBOX: '0' }),
    ).toBe(false);
    // Development and test keep it, whatever the address.
    expect(sandbox({ NODE_ENV: 'development', PUBLIC_URL: 'https://muse.example.com' })).toBe(true);
    expect(sandbox({ NODE_ENV: 'test', PUBLIC_URL: 'https://muse.example.com' })).toBe(true);
  });

  it('refuses half a provider, naming what is missing', () => {
    expect(() => config({ STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(ConfigError);
    expect(() => config({ STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => config({ GOOGLE_PLAY_PACKAGE_NAME: 'com.muse' })).toThrow(/GOOGLE_PLAY_SERVICE_ACCOUNT/);
    expect(() => config({ GOOGLE_PLAY_SERVICE_ACCOUNT: '{}' })).toThrow(/GOOGLE_PLAY_PACKAGE_NAME/);
    expect(() => config({ APP_STORE_ISSUER_ID: 'i', APP_STORE_KEY_ID: 'k' })).toThrow(
      /APP_STORE_PRIVATE_KEY/,
    );
    expect(() => config({ APP_STORE_ENVIRONMENT: 'staging' })).toThrow(/APP_STORE_ENVIRONMENT/);
  });

  it('reads Stripe, and store keys given inline or as files', () => {
    const folder = dir();
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    const account = {
      client_email: 'play@x.iam.gserviceaccount.com',
      private_key: rsa.toString(),
      private_key_id: 'k1',
    };
    writeFileSync(join(folder, 'play.json'), JSON.stringify(account));
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    writeFileSync(join(folder, 'AuthKey.p8'), ec);
    const s = paymentSettingsFrom(
      config({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        GOOGLE_PLAY_PACKAGE_NAME: 'com.muse.app',
        GOOGLE_PLAY_SERVICE_ACCOUNT: join(folder, 'play.json'),
        APP_STORE_ISSUER_ID: 'issuer',
        APP_STORE_KEY_ID: 'KEY',
        APP_STORE_PRIVATE_KEY: join(folder, 'AuthKey.p8'),
        APP_STORE_BUNDLE_ID: 'com.muse.app',
      }),
    );
    expect(s.stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', apiUrl: undefined });
    expect(s.googlePlay).toMatchObject({
      packageName: 'com.muse.app',
      account: { client_email: account.client_email, private_key_id: 'k1' },
    });
    expect(s.appStore).toMatchObject({
      issuerId: 'issuer',
      environment: 'production',
      privateKey: ec.toString(),
    });
    const inline = paymentSettingsFrom(
      config({
        GOOGLE_PLAY_PACKAGE_NAME: 'com.muse.app',
        GOOGLE_PLAY_SERVICE_ACCOUNT: JSON.stringify(account),
      }),
    );
    expect(inline.googlePlay?.account.client_email).toBe(account.client_email);
    expect(() =>
      paymentSettingsFrom(
        config({ GOOGLE_PLAY_PACKAGE_NAME: 'p', GOOGLE_PLAY_SERVICE_ACCOUNT: '{"client_email":1}' }),
      ),
    ).toThrow(/client_email and private_key/);
  });
});
