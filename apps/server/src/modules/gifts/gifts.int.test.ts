import type {
  CheckoutReply,
  GiftCard,
  GiftDesignsReply,
  GiftRedeemReply,
  GiftStatusReply,
  StreakRewardsReply,
} from '@muse/contracts';
import { dayKey } from '@muse/domain';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, sessionFor, startHarness, type Harness, accountFor } from '../../testing/harness';
import { buildItem, insertItems } from '../images/images.galleries.fixtures';
import { DRAFTS_PER_DAY } from './gifts.service';

/**
 * Gift cards over HTTP on a real database: making and changing a card, who may, paying through the sandbox
 * checkout, the QR code, redeeming once, and the streak reward.
 */
describe('gift cards', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_MAX: '100000' });
  });
  afterAll(async () => h?.close());

  let n = 0;
  const account = async (name = 'giver') => {
    return accountFor(h, `${name}${++n}@example.com`);
  };
  const guest = async () => cookieOf(await h.app.inject({ method: 'POST', url: '/api/auth/guest' }));
  const send = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    h.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const save = (cookie: string | undefined, body: object) => send('POST', '/api/images/gift', cookie, body);
  const make = async (cookie: string, body: object = { tier: '1month' }) => {
    const res = await save(cookie, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<GiftCard>();
  };
  const amountOf = async (id: string) =>
    (await send('GET', `/api/images/gift/${id}`)).json<{ amount: number | null }>().amount;

  const formTokenOf = (html: string) => /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
  /** What a buyer's browser does: checkout, open the sandbox page, press Pay (test). */
  const buy = async (
    cookie: string,
    card: { _id: string; tier: string },
    productId = `gift-${card.tier}`,
  ) => {
    const res = await send('POST', '/api/payments/checkout', cookie, {
      productId,
      giftCardId: card._id,
      returnTo: `/gift-cards?card=${card._id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { orderId, url } = res.json<CheckoutReply>();
    const page = await h.app.inject({ url, headers: { cookie, accept: 'text/html' } });
    const token = formTokenOf(page.body);
    const pay = () =>
      h.app.inject({
        method: 'POST',
        url: `/api/payments/sandbox/${orderId}/complete`,
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: new URLSearchParams({ token }).toString(),
      });
    return { orderId, pay };
  };
  const paidCard = async (tier = '1month') => {
    const buyer = await account();
    const card = await make(buyer.cookie, { tier });
    const { pay } = await buy(buyer.cookie, card);
    expect((await pay()).statusCode).toBe(303);
    return { buyer, card };
  };

  /** A finished image of `userId` with its PNG in the store. */
  const ownImage = async (userId: string, over: { private?: boolean } = {}) => {
    const visibility = over.private ? 'private' : 'public';
    const item = buildItem(++n, userId, {
      private: over.private ? 1 : 0,
      width: 640,
      height: 480,
      imageKey: null,
    });
    const key = `${visibility}/images/${item.filename}.png`;
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    await h.ctx.blobs.put(key, png, { contentType: 'image/png', visibility });
    await insertItems(h.ctx.db, [{ ...item, imageKey: key }]);
    const url =
      visibility === 'public' ? `/api/media/${key}` : `/api/media/${key}?expires=1&sig=${'0'.repeat(64)}`;
    return { filename: item.filename as string, url };
  };

  it('offers built-in designs, rendered once into the store and served as PNGs', async () => {
    const res = await send('GET', '/api/images/gift/designs');
    expect(res.statusCode).toBe(200);
    const { data } = res.json<GiftDesignsReply>();
    expect(data.length).toBeGreaterThanOrEqual(3);
    expect(data.length).toBeLessThanOrEqual(6);
    for (const design of data) {
      const file = await h.app.inject(design.imageUrl);
      expect(file.statusCode, design.imageUrl).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([design.width, design.height]);
    }
  });

  it('needs an email account to make a card: 401 for visitors, 403 for guests', async () => {
    expect((await save(undefined, { tier: '1week' })).statusCode).toBe(401);
    const res = await save(await guest(), { tier: '1week' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'email_required' } });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const { cookie } = await account();
    const cases: [object, string][] = [
      [{}, 'tier'],
      [{ tier: '2weeks' }, 'tier'],
      [{ tier: '1week', imageUrl: 'https://elsewhere.example/cat.png' }, 'imageUrl'],
      [{ tier: '1week', imageUrl: '/api/media/public/other/cat.png' }, 'imageUrl'],
      [{ tier: '1week', imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
      [{ tier: '1week', width: 0 }, 'width'],
      [{ tier: '1week', height: 'tall' }, 'height'],
    ];
    for (const [body, field] of cases) {
      const res = await save(cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.details[0].field).toBe(field);
    }
  });

  it('makes a card with the first design by default, unpaid, with its share link and QR address', async () => {
    const { cookie } = await account();
    const designs = (await send('GET', '/api/images/gift/designs')).json<GiftDesignsReply>().data;
    const card = await make(cookie, { tier: '1week', width: 1, height: 1 });
    expect(card).toMatchObject({
      amount: null,
      tier: '1week',
      imageUrl: designs[0]!.imageUrl,
      width: designs[0]!.width,
      height: designs[0]!.height,
      source: 'purchase',
      shareLink: `${h.ctx.config.publicUrl}/gift/${card._id}`,
      qrUrl: `/api/images/qr/${card._id}`,
      redeemed: false,
      paidOn: null,
    });
    // ≥ 128 bits, URL-safe
    expect(card._id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(await amountOf(card._id)).toBeNull();
    const mine = (await send('GET', '/api/images/gift/mine', cookie)).json<{ data: GiftCard[] }>().data;
    expect(mine.map((c) => c._id)).toEqual([card._id]);
  });

  it('takes one of your own images (a copy the card keeps), never someone else’s', async () => {
    const me = await account();
    const other = await account('other');
    const mine = await ownImage(me.userId, { private: true });
    const theirs = await ownImage(other.userId);
    const card = await make(me.cookie, { tier: '1month', imageUrl: mine.url, width: 640, height: 480 });
    expect(card.imageUrl).toBe(`/api/media/public/gifts/cards/${card._id}/${mine.filename}.png`);
    expect([card.width, card.height]).toEqual([640, 480]);
    expect((await h.app.inject(card.imageUrl)).statusCode).toBe(200);
    // Absolute on PUBLIC_URL works too.
    const absolute = await make(me.cookie, {
      tier: '1week',
      imageUrl: `${h.ctx.config.publicUrl}${mine.url}`,
    });
    expect(absolute.imageUrl).toContain(mine.filename);

    const refused = await save(me.cookie, { tier: '1week', imageUrl: theirs.url });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0].field).toBe('imageUrl');
  });

  it('changes the tier or image of your own unpaid card, and nobody else’s', async () => {
    const me = await account();
    const other = await account('other');
    const img = await ownImage(me.userId);
    const designs = (await send('GET', '/api/images/gift/designs')).json<GiftDesignsReply>().data;
    const card = await make(me.cookie, { tier: '1week', imageUrl: img.url });
    const copy = card.imageUrl;

    const tier = await make(me.cookie, { cardId: card._id, tier: '3months', imageUrl: copy });
    expect(tier).toMatchObject({ _id: card._id, tier: '3months', imageUrl: copy });

    const design = await make(me.cookie, { cardId: card._id, imageUrl: designs[2]!.imageUrl });
    expect(design).toMatchObject({ tier: '3months', imageUrl: designs[2]!.imageUrl });
    // The copy the card no longer shows is gone.
    expect(await h.ctx.blobs.head(copy.replace('/api/media/', ''))).toBeNull();

    expect((await save(me.cookie, { cardId: card._id })).json().error.details[0].field).toBe('tier');
    expect((await save(other.cookie, { cardId: card._id, tier: '1week' })).statusCode).toBe(404);
    expect((await save(me.cookie, { cardId: 'no-such-card', tier: '1week' })).statusCode).toBe(404);
  });

  it('caps the unpaid cards one buyer starts in a day', async () => {
    const { cookie, userId } = await account();
    const now = new Date().toISOString();
    await h.ctx.db
      .insertInto('giftCards')
      .values(
        Array.from({ length: DRAFTS_PER_DAY }, (_, i) => ({
          id: `draft-${userId}-${i}`,
          buyerId: userId,
          tier: '1week',
          imageUrl: '/x',
          width: 1,
          height: 1,
          source: 'purchase',
          createdAt: now,
        })),
      )
      .execute();
    const res = await save(cookie, { tier: '1week' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('too_many_gift_cards');
  });

  it('is paid once through the sandbox checkout; a paid card is frozen', async () => {
    const { cookie } = await account();
    const card = await make(cookie, { tier: '1month' });
    const wrong = await send('POST', '/api/payments/checkout', cookie, {
      productId: 'gift-1week',
      giftCardId: card._id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details[0].field).toBe('productId');
    const { orderId, pay } = await buy(cookie, card);
    expect(await amountOf(card._id)).toBeNull();

    const results = await Promise.all(Array.from({ length: 5 }, pay));
    expect(results.filter((r) => r.statusCode === 303)).toHaveLength(1);
    expect(await amountOf(card._id)).toBe(2000);
    const paid = (await send('GET', `/api/images/gift/${card._id}/card`, cookie)).json<GiftCard>();
    expect(paid).toMatchObject({ amount: 2000, tier: '1month' });
    expect(paid.paidOn).not.toBeNull();
    const rows = await h.ctx.db.selectFrom('giftCards').selectAll().where('orderId', '=', orderId).execute();
    expect(rows.map((r) => r.id)).toEqual([card._id]);

    const change = await save(cookie, { cardId: card._id, tier: '1week' });
    expect(change.statusCode).toBe(409);
    expect(change.json().error.code).toBe('gift_card_paid');
    const again = await send('POST', '/api/payments/checkout', cookie, {
      productId: 'gift-1month',
      giftCardId: card._id,
    });
    expect(again.statusCode).toBe(409);
  });

  it('pays for what was bought when the tier changed during checkout, and turns a second payment into a second card', async () => {
    const { cookie, userId } = await account();
    const card = await make(cookie, { tier: '1week' });
    const first = await buy(cookie, card);
    const second = await buy(cookie, card);
    await make(cookie, { cardId: card._id, tier: '3months' });
    expect((await first.pay()).statusCode).toBe(303);
    expect((await send('GET', `/api/images/gift/${card._id}/card`, cookie)).json()).toMatchObject({
      tier: '1week',
      amount: 500,
    });
    expect((await second.pay()).statusCode).toBe(303);
    const cards = await h.ctx.db.selectFrom('giftCards').selectAll().where('buyerId', '=', userId).execute();
    expect(cards.map((c) => [c.amount, c.tier, c.orderId]).sort()).toEqual(
      [
        [500, '1week', first.orderId],
        [500, '1week', second.orderId],
      ].sort(),
    );
  });

  it('serves a cacheable QR code PNG that decodes to the share link', async () => {
    const { cookie } = await account();
    const card = await make(cookie, { tier: '1week' });
    const res = await send('GET', `/api/images/qr/${card._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    const { data, info } = await sharp(res.rawPayload)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const code = jsQR(
      new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
      info.width,
      info.height,
    );
    expect(code?.data).toBe(`${h.ctx.config.publicUrl}/gift/${card._id}`);
    expect(card.shareLink).toBe(code?.data);
    expect((await send('GET', '/api/images/qr/no-such-card')).statusCode).toBe(404);
  });

  it('shows a card’s status to anyone, without the buyer', async () => {
    const { buyer, card } = await paidCard('3months');
    const res = await send('GET', `/api/images/gift/${card._id}/status`);
    expect(res.statusCode).toBe(200);
    const status = res.json<GiftStatusReply>();
    expect(status).toEqual({
      _id: card._id,
      paid: true,
      redeemed: false,
      tier: '3months',
      label: '60',
      title: 'Premium for 3 months',
      duration: '3 months',
      subscription: 'premium',
      imageUrl: card.imageUrl,
      width: card.width,
      height: card.height,
      mine: false,
      redeemedByYou: false,
    });
    expect(res.body).not.toContain(buyer.userId);
    expect(res.body).not.toContain(buyer.email);
    expect((await send('GET', `/api/images/gift/${card._id}/status`, buyer.cookie)).json().mine).toBe(true);
    expect((await send('GET', `/api/images/gift/${card._id}`)).body).toBe('{"amount":6000}');
    expect((await send('GET', '/api/images/gift/nope/status')).statusCode).toBe(404);
    expect((await send('GET', '/api/images/gift/nope')).statusCode).toBe(404);
    // Only the buyer reads the whole card.
    const other = await account('other');
    expect((await send('GET', `/api/images/gift/${card._id}/card`, other.cookie)).statusCode).toBe(404);
  });

  it('redeems only paid cards, only with an email account, and not by the buyer', async () => {
    const buyer = await account();
    const unpaid = await make(buyer.cookie, { tier: '1week' });
    const friend = await account('friend');
    const redeem = (id: string, cookie?: string) => send('POST', `/api/images/gift/${id}/redeem`, cookie);
    expect((await redeem(unpaid._id)).statusCode).toBe(401);
    expect((await redeem(unpaid._id, await guest())).statusCode).toBe(403);
    const notPaid = await redeem(unpaid._id, friend.cookie);
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().error.code).toBe('not_paid');
    expect((await redeem('no-such-card', friend.cookie)).statusCode).toBe(404);
    const { buyer: payer, card } = await paidCard('1week');
    const own = await redeem(card._id, payer.cookie);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('own_gift_card');
  });

  it('redeems once into Premium for the period: of 20 concurrent redeems exactly one wins', async () => {
    const { card } = await paidCard('1month');
    const friends = await Promise.all(Array.from({ length: 20 }, () => account('friend')));
    const results = await Promise.all(
      friends.map((f) => send('POST', `/api/images/gift/${card._id}/redeem`, f.cookie)),
    );
    const won = results.flatMap((r, i) => (r.statusCode === 200 ? [i] : []));
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error.code).toBe('already_redeemed');
    }
    const winner = friends[won[0]!]!;
    const reply = results[won[0]!]!.json<GiftRedeemReply>();
    expect(reply).toMatchObject({
      ok: true,
      subscription: 'premium',
      tier: '1month',
      title: 'Premium for 1 month',
    });
    const until = Date.parse(reply.subscriptionUntil ?? '');
    expect(until - Date.now()).toBeGreaterThan(27 * 24 * 3600 * 1000);
    expect(until - Date.now()).toBeLessThan(32 * 24 * 3600 * 1000);
    const session = (await send('GET', '/api/session', winner.cookie)).json<{ subscription: unknown }>();
    expect(session.subscription).toBe('premium');

    // Asking again is the same answer, and still one subscription.
    const again = await send('POST', `/api/images/gift/${card._id}/redeem`, winner.cookie);
    expect(again.statusCode).toBe(200);
    const records = await h.ctx.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('type', '=', 'gift')
      .where('externalId', '=', card._id)
      .execute();
    expect(records.map((r) => r.userId)).toEqual([winner.userId]);
    const status = (
      await send('GET', `/api/images/gift/${card._id}/status`, winner.cookie)
    ).json<GiftStatusReply>();
    expect(status).toMatchObject({ redeemed: true, redeemedByYou: true });
  });

  it('redeems once under 20 concurrent redeems of one recipient', async () => {
    const { card } = await paidCard('1week');
    const friend = await account('friend');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => send('POST', `/api/images/gift/${card._id}/redeem`, friend.cookie)),
    );
    expect(results.map((r) => r.statusCode).every((s) => s === 200)).toBe(true);
    const records = await h.ctx.db
      .selectFrom('subscriptions')
      .select('userId')
      .where('type', '=', 'gift')
      .where('externalId', '=', card._id)
      .execute();
    expect(records).toEqual([{ userId: friend.userId }]);
  });

  it('issues the 7-day streak reward as a paid card to give away, once', async () => {
    const cookie = await sessionFor(h, `streaker${++n}@example.com`);
    const { userId } = (await send('GET', '/api/session', cookie)).json<{ userId: string }>();
    const DAY = 24 * 60 * 60 * 1000;
    await h.ctx.db
      .insertInto('activityDays')
      .values([1, 2, 3, 4, 5, 6].map((d) => ({ userId, day: dayKey(new Date(Date.now() - d * DAY)) })))
      .execute();
    const rewards = (await send('GET', '/api/user/streak-rewards', cookie)).json<StreakRewardsReply>();
    const reward = rewards.data.find((r) => r.type === '7days-streak-giftcard')!;
    const claims = await Promise.all(
      Array.from({ length: 5 }, () =>
        send('POST', '/api/user/streak-reward/claim', cookie, { id: reward._id }),
      ),
    );
    const ok = claims.filter((c) => c.statusCode === 200);
    expect(ok).toHaveLength(1);
    const giftCardId = ok[0]!.json<{ giftCardId: string }>().giftCardId;
    const card = (await send('GET', `/api/images/gift/${giftCardId}/card`, cookie)).json<GiftCard>();
    expect(card).toMatchObject({ amount: 0, tier: '1week', source: 'streak' });
    const cards = await h.ctx.db.selectFrom('giftCards').select('id').where('buyerId', '=', userId).execute();
    expect(cards).toHaveLength(1);

    // The issuer itself is idempotent by its reason.
    const again = await h.ctx.services.gifts.issueGiftCard({ userId, giftTier: '1week', reason: 'test:r1' });
    expect(
      await h.ctx.services.gifts.issueGiftCard({ userId, giftTier: '1week', reason: 'test:r1' }),
    ).toEqual(again);

    const friend = await account('friend');
    const redeemed = await send('POST', `/api/images/gift/${giftCardId}/redeem`, friend.cookie);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json()).toMatchObject({ subscription: 'premium', tier: '1week' });
  });

  it('moves a guest’s cards to the account it signs in to', async () => {
    const guestCookie = await guest();
    const { userId: guestId } = (await send('GET', '/api/session', guestCookie)).json<{ userId: string }>();
    const { id } = await h.ctx.services.gifts.issueGiftCard({
      userId: guestId,
      giftTier: '1week',
      reason: `g:${guestId}`,
    });
    const account = await h.ctx.services.users.findOrCreateByEmail(`merged${++n}@example.com`);
    await h.ctx.services.users.mergeGuest(guestId, account.id);
    const row = await h.ctx.db
      .selectFrom('giftCards')
      .select('buyerId')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.buyerId).toBe(account.id);
  });
});
