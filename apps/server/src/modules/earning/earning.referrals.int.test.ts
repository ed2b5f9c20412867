import type { ClaimReply, ReferralsReply } from '@muse/contracts';
import { REFERRAL_CREDITS } from '@muse/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, sessionFor, startHarness, type Harness } from '../../testing/harness';
import { signInFrom } from './earning.fixtures';
import { REFERRAL_COOKIE } from './earning.referrals';

describe('referrals: a friend who creates an account earns the sharer 50 credits', () => {
  let h: Harness;
  const req = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    h.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const userIdOf = async (cookie: string) =>
    (await req('GET', '/api/session', cookie)).json<{ userId: string }>().userId;
  const referralsOf = async (cookie: string) =>
    (await req('GET', '/api/user/credits/image/referrals', cookie)).json<ReferralsReply>().data;
  const refCookie = (res: LightMyRequestResponse): string => {
    const c = res.cookies.find((x) => x.name === REFERRAL_COOKIE);
    if (!c?.value) throw new Error(`no referral cookie: ${res.body}`);
    return `${REFERRAL_COOKIE}=${c.value}`;
  };
  /** A visitor's browser opening a share link of `ref`: its referral cookie. */
  const land = async (ref: string, imageRef = 'sunset-1', cookie?: string) => {
    const res = await req('POST', '/api/user/referral/landed', cookie, { ref, imageRef });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  let sharer: string;
  let sharerId: string;
  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_MAX: '100000' });
    sharer = await sessionFor(h, 'sharer@example.com');
    sharerId = await userIdOf(sharer);
  });
  afterAll(async () => h?.close());

  it('remembers a landing in an http-only cookie and pays the sharer once the friend signs up', async () => {
    const landed = await land(sharerId, 'harbour-7');
    expect(landed.json()).toEqual({ remembered: true });
    const cookie = landed.cookies.find((c) => c.name === REFERRAL_COOKIE);
    expect(cookie?.httpOnly).toBe(true);

    const friend = await signInFrom(h, refCookie(landed), 'friend@example.com');
    // The browser sends both cookies on its next request; the server turns the landing into a referral.
    const next = await req('GET', '/api/session', `${friend}; ${refCookie(landed)}`);
    expect(next.cookies.find((c) => c.name === REFERRAL_COOKIE)?.value).toBe('');

    const data = await referralsOf(sharer);
    expect(data).toEqual([{ _id: expect.any(String), imageRef: 'harbour-7', credits: REFERRAL_CREDITS }]);
    const claim = await req('POST', '/api/user/credits/image/referral', sharer, { id: data[0]!._id });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json<ClaimReply>().claimed).toBe(REFERRAL_CREDITS);
    expect(
      (await req('POST', '/api/user/credits/image/referral', sharer, { id: data[0]!._id })).statusCode,
    ).toBe(409);
    expect(await referralsOf(sharer)).toEqual([]);
    expect((await h.ctx.services.credits.balance(sharerId)).credits).toBe(REFERRAL_CREDITS);
  });

  it('lets only the sharer claim, and pays 50 concurrent claims once', async () => {
    const other = await sessionFor(h, 'sharer-two@example.com');
    const otherId = await userIdOf(other);
    const landed = await land(otherId);
    const friend = await signInFrom(h, '', 'friend-two@example.com');
    // The landing was before the account: it counts even when the cookie arrives after sign-in.
    await req('GET', '/api/session', `${friend}; ${refCookie(landed)}`);
    const [item] = await referralsOf(other);
    expect(item).toBeDefined();
    expect(
      (await req('POST', '/api/user/credits/image/referral', friend, { id: item!._id })).statusCode,
    ).toBe(404);
    expect(
      (await req('POST', '/api/user/credits/image/referral', sharer, { id: item!._id })).statusCode,
    ).toBe(404);

    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        req('POST', '/api/user/credits/image/referral', other, { id: item!._id }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(49);
    expect((await h.ctx.services.credits.balance(otherId)).credits).toBe(REFERRAL_CREDITS);
  });

  it('counts a guest who lands and later signs up', async () => {
    const sharer3 = await sessionFor(h, 'sharer-three@example.com');
    const guest = cookieOf(await req('POST', '/api/auth/guest'));
    const landed = await land(await userIdOf(sharer3), 'p-3', guest);
    expect(landed.json()).toEqual({ remembered: true });
    // While a guest, the landing waits.
    await req('GET', '/api/session', `${guest}; ${refCookie(landed)}`);
    expect(await referralsOf(sharer3)).toEqual([]);
    const account = await signInFrom(h, `${guest}; ${refCookie(landed)}`, 'guest-turned@example.com');
    await req('GET', '/api/session', `${account}; ${refCookie(landed)}`);
    expect(await referralsOf(sharer3)).toHaveLength(1);
  });

  it('refuses self-referrals, referrals by guests, existing accounts and forged cookies', async () => {
    const sharer4 = await sessionFor(h, 'sharer-four@example.com');
    const sharer4Id = await userIdOf(sharer4);
    // An account opening a link (its own or anyone's) is nobody's new friend.
    expect((await land(sharer4Id, 'x', sharer4)).json()).toEqual({ remembered: false });
    expect((await land(sharerId, 'x', sharer4)).json()).toEqual({ remembered: false });
    // A guest has no link to share; an unknown id is nobody.
    const guestId = await userIdOf(cookieOf(await req('POST', '/api/auth/guest')));
    expect((await land(guestId)).json()).toEqual({ remembered: false });
    expect((await land('no-such-user')).json()).toEqual({ remembered: false });

    // A landing cookie presented by the sharer's own account, or by an account older than the landing.
    const own = await land(sharer4Id);
    await req('GET', '/api/session', `${sharer4}; ${refCookie(own)}`);
    const elder = await sessionFor(h, 'elder@example.com');
    await h.ctx.db
      .updateTable('users')
      .set({ createdAt: '2026-01-01T00:00:00.000Z' })
      .where('id', '=', await userIdOf(elder))
      .execute();
    const late = await land(sharer4Id);
    await req('GET', '/api/session', `${elder}; ${refCookie(late)}`);
    // A forged cookie.
    const forged = await signInFrom(h, '', 'forger@example.com');
    const value = refCookie(late).split('=')[1]!;
    const [body] = value.split('.');
    const tampered = Buffer.from(JSON.stringify(['someone', null, 0])).toString('base64url');
    await req('GET', '/api/session', `${forged}; ${REFERRAL_COOKIE}=${tampered}.${value.split('.')[1]}`);
    await req('GET', '/api/session', `${forged}; ${REFERRAL_COOKIE}=${body}.bad`);
    expect(await referralsOf(sharer4)).toEqual([]);
  });

  it('refers a friend once ever', async () => {
    const a = await sessionFor(h, 'sharer-a@example.com');
    const b = await sessionFor(h, 'sharer-b@example.com');
    const fromA = await land(await userIdOf(a));
    const fromB = await land(await userIdOf(b));
    const friend = await signInFrom(h, '', 'popular@example.com');
    await Promise.all([
      req('GET', '/api/session', `${friend}; ${refCookie(fromA)}`),
      req('GET', '/api/session', `${friend}; ${refCookie(fromA)}`),
      req('GET', '/api/session', `${friend}; ${refCookie(fromB)}`),
    ]);
    await req('GET', '/api/session', `${friend}; ${refCookie(fromB)}`);
    const counts = [(await referralsOf(a)).length, (await referralsOf(b)).length];
    expect(counts[0]! + counts[1]!).toBe(1);
    const friendId = await userIdOf(friend);
    expect(
      await h.ctx.db.selectFrom('referrals').selectAll().where('friendId', '=', friendId).execute(),
    ).toHaveLength(1);
  });
  it('counts one referral per mailbox: aliases of a referred friend, or of the sharer, earn nothing', async () => {
    const s1 = await sessionFor(h, 'alias-sharer@example.com');
    const s2 = await sessionFor(h, 'Alias.Sharer2@gmail.com');
    const [s1Id, s2Id] = [await userIdOf(s1), await userIdOf(s2)];
    const convert = async (ref: string, email: string) => {
      const landed = await land(ref);
      const friend = await signInFrom(h, '', email);
      await req('GET', '/api/session', `${friend}; ${refCookie(landed)}`);
    };
    await convert(s1Id, 'pat.smith@gmail.com');
    expect(await referralsOf(s1)).toHaveLength(1);
    // The same Gmail mailbox by dots, a +tag and googlemail.com: new accounts, no new referral, any sharer.
    await convert(s1Id, 'patsmith+2@gmail.com');
    await convert(s2Id, 'P.a.t.Smith+farm@googlemail.com');
    // Outlook ignores +tags (not dots).
    await convert(s1Id, 'lee@outlook.com');
    await convert(s2Id, 'lee+1@outlook.com');
    // The sharer's own mailbox under another alias.
    await convert(s2Id, 'aliassharer2+me@gmail.com');
    expect(await referralsOf(s1)).toHaveLength(2);
    expect(await referralsOf(s2)).toEqual([]);
    // A different mailbox still counts.
    await convert(s2Id, 'pat.smith@example.com');
    expect(await referralsOf(s2)).toHaveLength(1);
  });
});
