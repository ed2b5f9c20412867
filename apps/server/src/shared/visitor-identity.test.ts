import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { senderOf } from './visitor-identity';

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** A bare fastify app whose one route answers who senderOf says the caller is. */
async function appWith(opts: { create: boolean; cookieSecure: boolean; userId?: string }) {
  const app = Fastify();
  await app.register(fastifyCookie);
  app.decorateRequest('caller', null);
  app.get('/who', async (req, reply) => {
    if (opts.userId)
      req.caller = { userId: opts.userId, sessionId: 's', email: null, isGuest: false, isAdmin: false };
    return { sender: senderOf(req, reply, opts) };
  });
  await app.ready();
  return app;
}

describe('senderOf', () => {
  const apps: Awaited<ReturnType<typeof appWith>>[] = [];
  let create: (typeof apps)[number];
  let lookOnly: (typeof apps)[number];
  let secure: (typeof apps)[number];
  beforeAll(async () => {
    create = await appWith({ create: true, cookieSecure: false });
    lookOnly = await appWith({ create: false, cookieSecure: false });
    secure = await appWith({ create: true, cookieSecure: true });
    apps.push(create, lookOnly, secure);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('is a signed-in caller’s user id, without a cookie', async () => {
    const app = await appWith({ create: true, cookieSecure: false, userId: 'u1' });
    apps.push(app);
    const res = await app.inject({ url: '/who', headers: { cookie: `muse_visitor=${UUID}` } });
    expect(res.json()).toEqual({ sender: 'u1' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('knows a visitor by the cookie and sets none', async () => {
    for (const app of [create, lookOnly]) {
      const res = await app.inject({ url: '/who', headers: { cookie: `muse_visitor=${UUID}` } });
      expect(res.json()).toEqual({ sender: `visitor-${UUID}` });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('without the cookie: null when only looking, else a new visitor with a year-long cookie', async () => {
    expect((await lookOnly.inject({ url: '/who' })).json()).toEqual({ sender: null });
    const res = await create.inject({ url: '/who' });
    const cookie = res.cookies.find((c) => c.name === 'muse_visitor');
    expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json()).toEqual({ sender: `visitor-${cookie!.value}` });
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 31536000 });
    expect(cookie!.secure).toBeUndefined();
  });

  it('makes the cookie Secure when PUBLIC_URL is https', async () => {
    const cookie = (await secure.inject({ url: '/who' })).cookies.find((c) => c.name === 'muse_visitor');
    expect(cookie?.secure).toBe(true);
  });
});
