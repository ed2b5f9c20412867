import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, sessionFor, startHarness, type Harness } from '../../testing/harness';
import { watermarkBox } from './images.downloads.watermark';

interface Item {
  _id: string;
  filename: string;
  imageUrl: string;
  imageThumbUrl: string;
  private: boolean;
  likes: number;
  views: number;
  liked: boolean;
}

describe('image actions', () => {
  let h: Harness;
  /** session cookies by name; `visitor` is no cookie at all */
  const c: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let pub: Item;

  const req = (method: string, url: string, cookie?: string, payload?: object) =>
    h.app.inject({
      method: method as 'GET',
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const userId = async (cookie: string) =>
    (await req('GET', '/api/session', cookie)).json<{ userId: string }>().userId;
  const setTier = (name: string, tier: string) =>
    h.ctx.services.admin.setSubscription(
      { userId: 'test', sessionId: '', email: null, isGuest: false, isAdmin: true },
      ids[name]!,
      tier,
      undefined,
    );
  const balance = async (name: string) => (await h.ctx.services.credits.balance(ids[name]!)).credits;

  async function make(cookie: string, description: string): Promise<Item> {
    const res = await req('POST', '/api/images/', cookie, { description, model: 'art' });
    expect(res.statusCode).toBe(200);
    const { filename } = res.json<{ filename: string }>();
    for (let i = 0; i < 400; i++) {
      const item = (await req('GET', `/api/images/filename/${filename}`, cookie)).json();
      if (item.finishedOn) return item as Item;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`${filename} did not finish`);
  }

  async function user(name: string, tier = '') {
    c[name] = await sessionFor(h, `${name}@example.com`);
    ids[name] = await userId(c[name]);
    if (tier) await setTier(name, tier);
  }

  beforeAll(async () => {
    h = await startHarness();
    for (const name of ['olga', 'bob', 'admin', 'tina', 'pam', 'pro', 'ulla', 'gus']) await user(name);
    await h.ctx.services.credits.grant(ids.olga!, 50, { reason: 'test', idempotencyKey: 'olga' });
    const guest = await req('POST', '/api/auth/guest');
    c.guest = cookieOf(guest);
    ids.guest = guest.json<{ userId: string }>().userId;
    pub = await make(c.olga!, 'a lighthouse on a cliff at dusk');
  });
  afterAll(async () => h?.close());

  it('counts a view once per session, and once per visitor cookie', async () => {
    const item = await make(c.olga!, 'a field of poppies');
    const url = `/api/images/${item.filename}/view`;
    const first = await req('POST', url);
    expect(first.json()).toEqual({ views: 1 });
    const cookie = first.cookies.find((k) => k.name === 'muse_viewer');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.maxAge).toBe(365 * 24 * 60 * 60);
    const visitor = `muse_viewer=${cookie!.value}`;
    expect((await req('POST', url, visitor)).json()).toEqual({ views: 1 });
    expect((await req('POST', url)).json()).toEqual({ views: 2 }); // another browser
    expect((await req('POST', url, c.bob)).json()).toEqual({ views: 3 });
    const again = await req('POST', url, c.bob);
    expect(again.json()).toEqual({ views: 3 });
    expect(again.cookies.find((k) => k.name === 'muse_viewer')).toBeUndefined();
    // A second session of the same user is another session.
    expect((await req('POST', url, await sessionFor(h, 'bob@example.com'))).json()).toEqual({ views: 4 });
    expect((await req('GET', `/api/images/filename/${item.filename}`)).json().views).toBe(4);
    expect((await req('POST', '/api/images/nope/view')).statusCode).toBe(404);
  });

  it('toggles likes and dislikes; every item reply says whether the viewer likes it', async () => {
    const item = await make(c.olga!, 'a teapot in the rain');
    const like = (cookie?: string) => req('POST', `/api/images/${item.filename}/like`, cookie);
    const dislike = (cookie?: string) => req('POST', `/api/images/${item.filename}/dislike`, cookie);
    expect((await like(c.guest)).json()).toEqual({ liked: true, disliked: false, likes: 1 });
    expect((await like(c.guest)).json()).toEqual({ liked: false, disliked: false, likes: 0 });
    expect((await dislike(c.guest)).json()).toEqual({ liked: false, disliked: true, likes: 0 });
    expect((await like(c.guest)).json()).toEqual({ liked: true, disliked: false, likes: 1 });
    expect((await like(c.bob)).json()).toEqual({ liked: true, disliked: false, likes: 2 });
    expect((await dislike(c.guest)).json()).toEqual({ liked: false, disliked: true, likes: 1 });
    expect((await dislike(c.guest)).json()).toEqual({ liked: false, disliked: false, likes: 1 });

    const asBob = (await req('GET', `/api/images/filename/${item.filename}`, c.bob)).json();
    expect(asBob).toMatchObject({ liked: true, likes: 1 });
    expect((await req('GET', `/api/images/filename/${item.filename}`, c.olga)).json().liked).toBe(false);
    expect((await req('GET', `/api/images/filename/${item.filename}`)).json().liked).toBe(false);
    await like(c.olga);
    const mine = (await req('POST', '/api/images/mine/all', c.olga, { limit: 50 })).json() as Item[];
    expect(mine.filter((i) => i.liked).map((i) => i._id)).toEqual([item._id]);
    expect((await req('POST', '/api/images/nope/like', c.bob)).statusCode).toBe(404);
  });

  it('keeps the likes count exact under 20 concurrent likes, unlikes and dislikes', async () => {
    const item = await make(c.olga!, 'a crowd at a concert');
    const crowd = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sessionFor(h, `fan${i}@example.com`)),
    );
    const liked = await Promise.all(crowd.map((k) => req('POST', `/api/images/${item.filename}/like`, k)));
    expect(liked.every((r) => r.statusCode === 200 && r.json().liked)).toBe(true);
    expect(Math.max(...liked.map((r) => r.json().likes))).toBe(20);
    expect((await req('GET', `/api/images/filename/${item.filename}`)).json().likes).toBe(20);
    // Half take their like back, half switch to a dislike, all at once: 0 remain.
    await Promise.all(
      crowd.map((k, i) => req('POST', `/api/images/${item.filename}/${i % 2 ? 'like' : 'dislike'}`, k)),
    );
    expect((await req('GET', `/api/images/filename/${item.filename}`)).json().likes).toBe(0);
    const again = await Promise.all(crowd.map((k) => req('POST', `/api/images/${item.filename}/like`, k)));
    expect(again.every((r) => r.json().liked)).toBe(true);
    expect((await req('GET', `/api/images/filename/${item.filename}`)).json().likes).toBe(20);
  });

  it('says in every item reply what the caller may do with it: the owner and admins manage it', async () => {
    const access = async (cookie?: string) =>
      (await req('GET', `/api/images/filename/${pub.filename}`, cookie)).json().access;
    const manager = { canManage: true, canSwitchPrivacy: true };
    expect(await access(c.olga)).toEqual({ ...manager, canReport: false });
    expect(await access(c.admin)).toEqual({ ...manager, canReport: true });
    const stranger = { canManage: false, canSwitchPrivacy: false, canReport: true };
    expect(await access(c.bob)).toEqual(stranger);
    expect(await access(c.guest)).toEqual(stranger);
    // Anyone may report, visitors too.
    expect(await access()).toEqual(stranger);
    // Lists say it too, for the caller who asks.
    const popular = async (cookie?: string) =>
      ((await req('POST', '/api/images/popular', cookie, { limit: 100 })).json() as { _id: string }[]).find(
        (i) => i._id === pub._id,
      );
    expect(await popular(c.olga)).toMatchObject({ access: { ...manager, canReport: false } });
    expect(await popular(c.bob)).toMatchObject({ access: stranger });
    const mine = (await req('POST', '/api/images/mine/all', c.olga, { limit: 50 })).json() as Item[];
    expect(mine.find((i) => i._id === pub._id)).toMatchObject({ access: { canManage: true } });
  });

  it('gives share links, with ?ref= for signed-in accounts, and hides private items', async () => {
    const url = `/api/images/sharelink/${pub.filename}`;
    const base = `${h.ctx.config.publicUrl}/images/${pub.filename}`;
    expect((await req('GET', url)).json()).toEqual({ shareLink: base });
    expect((await req('GET', url, c.guest)).json()).toEqual({ shareLink: base });
    expect((await req('GET', url, c.bob)).json()).toEqual({ shareLink: `${base}?ref=${ids.bob}` });
    expect((await req('GET', '/api/images/sharelink/nope')).statusCode).toBe(404);
    // The router refuses an over-long name before the route runs, still as a JSON error.
    const long = await req('GET', `/api/images/sharelink/${'x'.repeat(300)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json().error.code).toBe('uri_too_long');
  });

  it('takes one report per user and item', async () => {
    const url = `/api/images/${pub.filename}/report`;
    expect((await req('POST', url, c.guest, { type: 'offensive' })).json()).toEqual({ ok: true });
    expect((await req('POST', url, c.bob, { type: 'other' })).json()).toEqual({ ok: true });
    const twice = await req('POST', url, c.bob, { type: 'violence' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('already_reported');
    const bad = await req('POST', url, c.pam, { type: 'spam' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('type');
    expect(bad.json().error.message).toMatch(/inappropriate, explicit, offensive, violence, other/);
    expect((await req('POST', url, c.pam)).statusCode).toBe(400);
    expect((await req('POST', '/api/images/nope/report', c.pam, { type: 'other' })).statusCode).toBe(404);
  });

  it('switches privacy for premium and ultimate owners and admins, moving the files', async () => {
    const item = await make(c.olga!, 'a private diary page');
    const url = `/api/images/switch-private/${item._id}`;
    // Browsers and CDNs may keep a public image a minute at most: it can still become private.
    const shown = await req('GET', item.imageUrl);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    expect((await req('PUT', url)).statusCode).toBe(401);
    const free = await req('PUT', url, c.olga);
    expect(free.statusCode).toBe(403);
    expect(free.json().error.message).toMatch(/Premium and Ultimate/);
    await setTier('olga', 'trialpremium');
    expect((await req('PUT', url, c.olga)).statusCode).toBe(403);
    await setTier('bob', 'premium');
    const notOwner = await req('PUT', url, c.bob);
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().error.message).toMatch(/owner or an admin/);

    await setTier('olga', 'premium');
    const made = await req('PUT', url, c.olga);
    expect(made.statusCode).toBe(200);
    const priv = made.json() as Item;
    expect(priv).toMatchObject({ _id: item._id, private: true, shareLink: null });
    expect(priv.imageUrl).toMatch(/^\/api\/media\/private\/images\/.*sig=/);
    expect(priv.imageThumbUrl).toMatch(/^\/api\/media\/private\/images\/thumbs\/.*sig=/);
    expect((await req('GET', priv.imageUrl)).statusCode).toBe(200);
    expect((await req('GET', priv.imageThumbUrl)).statusCode).toBe(200);
    const former = await req('GET', item.imageUrl);
    expect(former.statusCode).toBe(404);
    expect(former.headers['cache-control']).toBe('no-store');
    expect((await req('GET', item.imageThumbUrl)).statusCode).toBe(404);
    // Others no longer see it at all.
    expect((await req('PUT', url, c.bob)).statusCode).toBe(404);
    expect((await req('GET', `/api/images/sharelink/${item.filename}`, c.bob)).statusCode).toBe(404);
    expect((await req('POST', `/api/images/${item.filename}/like`, c.bob)).statusCode).toBe(404);
    expect((await req('POST', `/api/images/${item.filename}/view`)).statusCode).toBe(404);

    // The owner switches it back; then an admin makes it private and public again.
    await setTier('olga', 'ultimate');
    const back = (await req('PUT', url, c.olga)).json() as Item;
    expect(back.private).toBe(false);
    expect(back.imageUrl).toBe(item.imageUrl);
    expect((await req('GET', back.imageUrl)).statusCode).toBe(200);
    expect((await req('GET', priv.imageUrl)).statusCode).toBe(404);
    expect((await req('PUT', url, c.admin)).json().private).toBe(true);
    expect((await req('PUT', url, c.admin)).json().private).toBe(false);
    expect((await req('PUT', '/api/images/switch-private/nope', c.olga)).statusCode).toBe(404);
    const blank = await req('PUT', '/api/images/switch-private/%20', c.olga);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details[0].field).toBe('params._id');
    await setTier('olga', '');
  });

  it('gives signed private links to the owner and admins only', async () => {
    await setTier('ulla', 'ultimate');
    await h.ctx.services.credits.grant(ids.ulla!, 5, { reason: 'test', idempotencyKey: 'ulla' });
    const item = await make(c.ulla!, 'a hidden waterfall');
    await req('PUT', `/api/images/switch-private/${item._id}`, c.ulla);
    for (const file of [item.filename, `${item.filename}.png`]) {
      const res = await req('GET', `/api/images/private/${file}`, c.ulla);
      expect(res.statusCode).toBe(200);
      const { url } = res.json<{ url: string }>();
      expect(url).toMatch(/^\/api\/media\/private\/images\/.*expires=\d+&sig=[0-9a-f]{64}$/);
      const image = await req('GET', url);
      expect(image.headers['content-type']).toBe('image/png');
    }
    expect((await req('GET', `/api/images/private/${item.filename}`, c.admin)).statusCode).toBe(200);
    expect((await req('GET', `/api/images/private/${item.filename}`, c.bob)).statusCode).toBe(404);
    expect((await req('GET', `/api/images/private/${item.filename}`)).statusCode).toBe(404);
    // A public item's link is its plain URL, for anyone.
    expect((await req('GET', `/api/images/private/${pub.filename}.png`)).json()).toEqual({
      url: pub.imageUrl,
    });
  });

  describe('downloads', () => {
    const download = (file: string, cookie?: string) =>
      req('POST', `/api/images/download-watermark/${file}`, cookie);

    it('needs a signed-in user', async () => {
      expect((await download(pub.filename)).statusCode).toBe(401);
    });

    it('is a POST: a GET (a link, a cross-site navigation) spends nothing and says so', async () => {
      await setTier('gus', 'trialpro');
      await h.ctx.services.credits.grant(ids.gus!, 2, { reason: 'daily claim', idempotencyKey: 'gus' });
      const res = await req('GET', `/api/images/download-watermark/${pub.filename}`, c.gus);
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.json().error).toMatchObject({ code: 'method_not_allowed' });
      expect(res.json().error.message).toContain('POST');
      expect(await balance('gus')).toBe(2);
      expect(await h.ctx.blobs.head(`private/downloads/${pub.filename}/muse-${pub.filename}.png`)).toBeNull();
    });

    it('gives owners, unlimited tiers and featured items the original, free', async () => {
      const before = await balance('olga');
      expect((await download(pub.filename, c.olga)).json()).toEqual({ url: pub.imageUrl });
      expect(await balance('olga')).toBe(before);
      await setTier('pro', 'true');
      expect((await download(`${pub.filename}.png`, c.pro)).json()).toEqual({ url: pub.imageUrl });
      expect(await balance('pro')).toBe(0);
      const featured = await make(c.olga!, 'a featured mountain');
      await h.ctx.db.updateTable('items').set({ featured: 1 }).where('id', '=', featured._id).execute();
      expect((await download(featured.filename, c.pam)).json()).toEqual({ url: featured.imageUrl });
      expect((await download(featured.filename, c.admin)).statusCode).toBe(200);
    });

    it('charges trial and Free users 1 credit once and watermarks the copy', async () => {
      const broke = await download(pub.filename, c.pam);
      expect(broke.statusCode).toBe(402);
      expect(broke.json().error.code).toBe('insufficient_credits');

      await setTier('tina', 'trialpro');
      await h.ctx.services.credits.grant(ids.tina!, 2, { reason: 'daily claim', idempotencyKey: 'tina' });
      const res = await download(pub.filename, c.tina);
      expect(res.statusCode).toBe(200);
      const { url } = res.json<{ url: string }>();
      expect(url).toMatch(
        new RegExp(`^/api/media/private/downloads/${pub.filename}/muse-${pub.filename}\\.png\\?expires=`),
      );
      expect(await balance('tina')).toBe(1);
      expect((await download(pub.filename, c.tina)).json().url).toMatch(/downloads/);
      expect(await balance('tina')).toBe(1); // the second download is free

      const marked = sharp((await req('GET', url)).rawPayload);
      const original = sharp((await req('GET', pub.imageUrl)).rawPayload);
      const { width, height } = await original.metadata();
      expect(await marked.metadata()).toMatchObject({ width, height });
      // The mark covers its box in the bottom-right corner; the rest of the image is untouched.
      const box = watermarkBox(width!, height!);
      const corner = { left: box.left, top: box.top, width: box.width, height: box.height };
      const origin = { left: 0, top: 0, width: 200, height: 200 };
      const pixels = async (img: Sharp, area: typeof corner) =>
        img.clone().extract(area).removeAlpha().raw().toBuffer();
      expect((await pixels(marked, origin)).equals(await pixels(original, origin))).toBe(true);
      const a = await pixels(marked, corner);
      const b = await pixels(original, corner);
      let diff = 0;
      for (let i = 0; i < a.length; i++) diff += Math.abs(a[i]! - b[i]!);
      expect(diff / a.length).toBeGreaterThan(15);
    });

    it('leaves the watermark off for users who bought credits', async () => {
      await setTier('pam', 'trialpremium');
      await h.ctx.services.credits.grant(ids.pam!, 10, {
        reason: 'purchase credits-small',
        idempotencyKey: 'pam-buy',
      });
      expect((await download(pub.filename, c.pam)).json()).toEqual({ url: pub.imageUrl });
      expect(await balance('pam')).toBe(9);
    });

    it('hides private items and unknown files', async () => {
      const item = await make(c.ulla!, 'a locked box');
      await req('PUT', `/api/images/switch-private/${item._id}`, c.ulla);
      expect((await download(item.filename, c.tina)).statusCode).toBe(404);
      const own = (await download(item.filename, c.ulla)).json<{ url: string }>().url;
      expect((await req('GET', own)).statusCode).toBe(200);
      expect((await download('nope', c.tina)).statusCode).toBe(404);
    });
  });

  it('deletes an item and its files for the owner or an admin', async () => {
    const item = await make(c.olga!, 'a sandcastle before the tide');
    const url = `/api/images/user/${item._id}`;
    expect((await req('DELETE', url)).statusCode).toBe(401);
    expect((await req('DELETE', url, c.bob)).statusCode).toBe(404);
    await req('POST', `/api/images/${item.filename}/like`, c.bob);
    await h.ctx.services.credits.grant(ids.tina!, 1, { reason: 'test', idempotencyKey: 'tina-2' });
    await req('POST', `/api/images/download-watermark/${item.filename}`, c.tina);
    const copy = `private/downloads/${item.filename}/muse-${item.filename}.png`;
    expect(await h.ctx.blobs.head(copy)).not.toBeNull();

    expect((await req('DELETE', url, c.olga)).json()).toEqual({ ok: true });
    expect((await req('GET', `/api/images/filename/${item.filename}`, c.olga)).statusCode).toBe(404);
    expect((await req('GET', item.imageUrl)).statusCode).toBe(404);
    expect((await req('GET', item.imageThumbUrl)).statusCode).toBe(404);
    expect(await h.ctx.blobs.head(copy)).toBeNull();
    expect((await req('DELETE', url, c.olga)).statusCode).toBe(404);

    const other = await make(c.olga!, 'a kite over the dunes');
    expect((await req('DELETE', `/api/images/user/${other._id}`, c.admin)).json()).toEqual({ ok: true });
    expect((await req('GET', other.imageUrl)).statusCode).toBe(404);
    // While a render runs, its files are still to be written: neither deleted nor moved.
    const running = await make(c.olga!, 'a train in the night');
    await h.ctx.db.updateTable('items').set({ finishedOn: null }).where('id', '=', running._id).execute();
    expect((await req('DELETE', `/api/images/user/${running._id}`, c.olga)).json().error.code).toBe(
      'in_progress',
    );
    expect((await req('PUT', `/api/images/switch-private/${running._id}`, c.admin)).statusCode).toBe(409);
    const blank = await req('DELETE', '/api/images/user/%20', c.olga);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details[0].field).toBe('params._id');
  });
});
