import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_DOCS, EnvSchema, loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'muse-config-'));

describe('configuration', () => {
  it('runs with no configuration at all: embedded defaults', () => {
    const c = loadConfig({ DATA_DIR: dataDir() });
    expect(c.PORT).toBe(3000);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.mailOutboxEnabled).toBe(true);
    expect(c.cookieSecure).toBe(false);
    expect(c.sessionSecret).toHaveLength(64);
  });

  it('reads which hosted model runs each editing-with-words tool, refusing unknown tools', () => {
    const c = loadConfig({
      DATA_DIR: dataDir(),
      OPENAI_IMAGE_EDIT_MODELS: ' kontext = flux-kontext-pro,gemini25=g2 ',
    });
    expect(c.OPENAI_IMAGE_EDIT_MODELS).toEqual({ kontext: 'flux-kontext-pro', gemini25: 'g2' });
    expect(loadConfig({ DATA_DIR: dataDir() }).OPENAI_IMAGE_EDIT_MODELS).toEqual({});
    expect(() => loadConfig({ DATA_DIR: dataDir(), OPENAI_IMAGE_EDIT_MODELS: 'magic=m1' })).toThrow(
      /OPENAI_IMAGE_EDIT_MODELS.*"magic=m1" is not tool=model/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), OPENAI_IMAGE_EDIT_MODELS: 'kontext' })).toThrow(
      /OPENAI_IMAGE_EDIT_MODELS/,
    );
  });

  it('keeps the generated session secret across restarts', () => {
    const dir = dataDir();
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.sessionSecret).toBe(b.sessionSecret);
    expect(readFileSync(join(dir, 'secret'), 'utf8')).toBe(a.sessionSecret);
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect((err as Error).message).toContain('PORT');
      expect((err as Error).message).toContain('DATABASE_URL');
    }
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'b' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });

  it('reads admin emails as a lower-cased list and SMTP turns the outbox off', () => {
    const c = loadConfig({
      DATA_DIR: dataDir(),
      ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ',
      SMTP_URL: 'smtp://mail:25',
    });
    expect(c.ADMIN_EMAILS).toEqual(['boss@example.com', 'ops@example.com']);
    expect(c.mailOutboxEnabled).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'smtp://mail:25', MAIL_OUTBOX: '1' }).mailOutboxEnabled,
    ).toBe(true);
  });

  it('takes OpenID issuers over HTTPS, or plain HTTP on a loopback host only', () => {
    const issuer = (v: string) => loadConfig({ DATA_DIR: dataDir(), GOOGLE_ISSUER: v }).GOOGLE_ISSUER;
    expect(issuer('https://idp.example.com/realms/muse')).toBe('https://idp.example.com/realms/muse');
    expect(issuer('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(issuer('http://localhost:8080/op')).toBe('http://localhost:8080/op');
    expect(issuer('')).toBeUndefined();
    expect(() => issuer('http://idp.example.com')).toThrow(/GOOGLE_ISSUER/);
    expect(() => issuer('https://idp.example.com/?x=1')).toThrow(/GOOGLE_ISSUER/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), MICROSOFT_ISSUER: 'ftp://x' })).toThrow(
      /MICROSOFT_ISSUER/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), MICROSOFT_TENANT: 'a/b' })).toThrow(/MICROSOFT_TENANT/);
  });

  it('takes TRUST_PROXY as a hop count or proxy addresses, and refuses to trust every hop', () => {
    const trust = (v: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: v }).TRUST_PROXY;
    expect(trust('')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.1, 192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16']);
    for (const every of ['true', 'TRUE', 'yes']) {
      expect(() => trust(every)).toThrow(ConfigError);
      expect(() => trust(every)).toThrow(/TRUST_PROXY: name the proxies/);
    }
  });

  it('documents every variable', () => {
    expect(Object.keys(ENV_DOCS).sort()).toEqual(Object.keys(EnvSchema.shape).sort());
  });
});

describe('the README', () => {
  it('documents every variable in its configuration table', async () => {
    const readme = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8');
    for (const name of Object.keys(ENV_DOCS)) expect(readme).toContain(`| \`${name}\` |`);
  });
});
