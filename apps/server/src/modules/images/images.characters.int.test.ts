import type { Character, CharacterListReply, ImageItem } from '@muse/contracts';
import { CHARACTERS_MAX, characterSeed } from '@muse/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, startHarness, waitFinished, type Harness } from '../../testing/harness';
import { uploadPng } from '../../testing/uploads';
import { buildItem, insertItems } from './images.galleries.fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Person = { cookie: string; userId: string };

/**
 * Ultimate's consistent characters and image input: every characters route with its roles and bad input,
 * and generations with a character and with a picture to start from.
 */
describe('characters and image input (Ultimate)', () => {
  let h: Harness;
  let address = 1;
  let ulla: Person;
  let umar: Person;
  let fred: Person;
  let petra: Person;
  const pictures = { ullas: '', unfinished: '', umars: '' };

  const req = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    h.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  const field = (res: { json(): { error: { details?: { field: string }[] } } }) =>
    res.json().error.details?.[0]?.field;
  const png = (colour: string, width = 400, height = 300) =>
    sharp({ create: { width, height, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const upload = (cookie: string, picture: Buffer) => uploadPng(h, cookie, picture, `127.0.2.${address++}`);
  const setTier = (who: Person, tier: string) =>
    h.ctx.services.admin.setSubscription(
      { userId: 'test', sessionId: '', email: null, isGuest: false, isAdmin: true },
      who.userId,
      tier,
      undefined,
    );
  const create = async (who: Person, body: Record<string, unknown>) => {
    const res = await req('POST', '/api/images/characters', who.cookie, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Character>();
  };
  const generate = async (who: Person, body: Record<string, unknown>) => {
    const res = await req('POST', '/api/images/', who.cookie, {
      model: 'art',
      width: 512,
      height: 512,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return waitFinished(h, who.cookie, res.json<{ filename: string }>().filename);
  };
  const pixels = async (item: ImageItem) => {
    const res = await h.app.inject(item.imageUrl!);
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };

  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_MAX: '100000' });
    ulla = await accountFor(h, 'ulla@example.com');
    umar = await accountFor(h, 'umar@example.com');
    fred = await accountFor(h, 'fred@example.com');
    petra = await accountFor(h, 'petra@example.com');
    await setTier(ulla, 'ultimate');
    await setTier(umar, 'ultimate');
    await setTier(petra, 'premium');
    const ullas = buildItem(1, ulla.userId, { name: 'Fox portrait' });
    const unfinished = buildItem(2, ulla.userId, { finishedOn: null, imageKey: null });
    const umars = buildItem(3, umar.userId);
    await insertItems(h.ctx.db, [ullas, unfinished, umars]);
    for (const item of [ullas, umars])
      await h.ctx.blobs.put(item.imageKey!, await png('#d2691e'), {
        contentType: 'image/png',
        visibility: 'public',
      });
    Object.assign(pictures, {
      ullas: ullas.filename,
      unfinished: unfinished.filename,
      umars: umars.filename,
    });
  });
  afterAll(() => h?.close());

  const routes = [
    ['GET', '/api/images/characters'],
    ['POST', '/api/images/characters', { name: 'Pip', description: 'a fox', filename: 'x' }],
    ['PUT', '/api/images/characters/x', { name: 'Pip' }],
    ['DELETE', '/api/images/characters/x'],
  ] as const;

  it('asks visitors to sign in on every route', async () => {
    for (const [method, url, body] of routes)
      expect((await req(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
  });

  it('tells Free and Premium users that characters come with Ultimate, on every route', async () => {
    for (const who of [fred, petra])
      for (const [method, url, body] of routes) {
        const res = await req(method, url, who.cookie, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({
          error: { code: 'ultimate_required', message: 'Consistent characters come with Ultimate.' },
        });
      }
  });

  it('saves a character from one of the owner’s pictures or an upload, with its own copy of the picture', async () => {
    const fromCreation = await create(ulla, {
      name: '  Pip  ',
      description: 'a small orange fox with a green scarf',
      filename: pictures.ullas,
    });
    expect(fromCreation).toMatchObject({
      name: 'Pip',
      description: 'a small orange fox with a green scarf',
      source: 'creation',
      filename: pictures.ullas,
      width: 400,
      height: 300,
    });
    expect(fromCreation.imageUrl).toMatch(/\/api\/media\/private\/characters\/.*sig=/);
    const copy = await h.app.inject(fromCreation.imageUrl);
    expect(copy.statusCode).toBe(200);
    expect((await sharp(copy.rawPayload).metadata()).width).toBe(400);

    const uploaded = await upload(ulla.cookie, await png('#2050c0', 2400, 1200));
    const fromUpload = await create(ulla, { name: 'Blue', description: 'a blue robot', filename: uploaded });
    // Kept at most 1536 px on its longer side.
    expect(fromUpload).toMatchObject({ source: 'upload', width: 1536, height: 768 });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ description: 'a fox', filename: pictures.ullas }, 'name'],
      [{ name: '   ', description: 'a fox', filename: pictures.ullas }, 'name'],
      [{ name: 'x'.repeat(61), description: 'a fox', filename: pictures.ullas }, 'name'],
      [{ name: 'Pip', description: 'x'.repeat(401), filename: pictures.ullas }, 'description'],
      [{ name: 'Pip', description: 'a fox' }, 'filename'],
      // Someone else's picture, an unfinished one, or one that does not exist.
      [{ name: 'Pip', description: 'a fox', filename: pictures.umars }, 'filename'],
      [{ name: 'Pip', description: 'a fox', filename: pictures.unfinished }, 'filename'],
      [{ name: 'Pip', description: 'a fox', filename: 'no-such-picture.png' }, 'filename'],
    ];
    for (const [body, name] of cases) {
      const res = await req('POST', '/api/images/characters', ulla.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(field(res), JSON.stringify(body)).toBe(name);
    }
    const list = await req('GET', '/api/images/characters?limit=0', ulla.cookie);
    expect([list.statusCode, field(list)]).toEqual([400, 'querystring.limit']);
  });

  it('lists the owner’s characters newest first, a page at a time, and only theirs', async () => {
    const first = (
      await req('GET', '/api/images/characters?limit=1', ulla.cookie)
    ).json<CharacterListReply>();
    expect(first.data.map((c) => c.name)).toEqual(['Blue']);
    expect(first.max).toBe(CHARACTERS_MAX);
    expect(first.next).toBe(first.data[0]!._id);
    const second = (
      await req('GET', `/api/images/characters?limit=1&after=${first.next}`, ulla.cookie)
    ).json<CharacterListReply>();
    expect(second.data.map((c) => c.name)).toEqual(['Pip']);
    expect(second.next).toBeNull();
    const umars = (await req('GET', '/api/images/characters', umar.cookie)).json<CharacterListReply>();
    expect(umars.data).toEqual([]);
    const foreignAfter = await req('GET', `/api/images/characters?after=${first.next}`, umar.cookie);
    expect([foreignAfter.statusCode, field(foreignAfter)]).toEqual([400, 'after']);
  });

  it('renames and deletes for the owner only; anyone else’s character is a 404', async () => {
    const pip = (await req('GET', '/api/images/characters', ulla.cookie))
      .json<CharacterListReply>()
      .data.find((c) => c.name === 'Pip')!;
    expect(
      (await req('PUT', `/api/images/characters/${pip._id}`, umar.cookie, { name: 'Mine' })).statusCode,
    ).toBe(404);
    expect((await req('DELETE', `/api/images/characters/${pip._id}`, umar.cookie)).statusCode).toBe(404);
    const blank = await req('PUT', `/api/images/characters/${pip._id}`, ulla.cookie, { name: '' });
    expect([blank.statusCode, field(blank)]).toEqual([400, 'name']);
    const empty = await req('PUT', `/api/images/characters/${pip._id}`, ulla.cookie, {});
    expect([empty.statusCode, field(empty)]).toEqual([400, 'name']);
    const renamed = await req('PUT', `/api/images/characters/${pip._id}`, ulla.cookie, { name: 'Pippa' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Character>()).toMatchObject({ name: 'Pippa', description: pip.description });

    const blue = (await req('GET', '/api/images/characters', ulla.cookie))
      .json<CharacterListReply>()
      .data.find((c) => c.name === 'Blue')!;
    expect((await req('DELETE', `/api/images/characters/${blue._id}`, ulla.cookie)).json()).toEqual({
      ok: true,
    });
    expect((await req('DELETE', `/api/images/characters/${blue._id}`, ulla.cookie)).statusCode).toBe(404);
    expect((await h.app.inject(blue.imageUrl)).statusCode).toBe(404);
  });

  it(`keeps at most ${CHARACTERS_MAX} characters a person`, async () => {
    const now = new Date().toISOString();
    await h.ctx.db
      .insertInto('characters')
      .values(
        Array.from({ length: CHARACTERS_MAX }, (_, i) => ({
          id: `umar-character-${i}`,
          userId: umar.userId,
          name: `C${i}`,
          description: 'a fox',
          blobKey: `private/characters/${umar.userId}/none-${i}.png`,
          source: 'creation',
          filename: pictures.umars,
          width: 10,
          height: 10,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    const res = await req('POST', '/api/images/characters', umar.cookie, {
      name: 'One more',
      description: 'a fox',
      filename: pictures.umars,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('characters_limit');
    await h.ctx.db.deleteFrom('characters').where('userId', '=', umar.userId).execute();
  });

  describe('generating', () => {
    it('draws a character with its own seed and description, the same from one run to the next', async () => {
      const pip = (await req('GET', '/api/images/characters', ulla.cookie))
        .json<CharacterListReply>()
        .data.find((c) => c.name === 'Pippa')!;
      const a = await generate(ulla, { description: 'walking in a forest', characterId: pip._id });
      const b = await generate(ulla, { description: 'walking in a forest', characterId: pip._id });
      const plain = await generate(ulla, {
        description: 'walking in a forest',
        seed: characterSeed(pip._id),
      });
      for (const item of [a, b]) {
        expect(item.message).toBeNull();
        expect(item.characterId).toBe(pip._id);
      }
      const rows = await h.ctx.db
        .selectFrom('items')
        .select(['id', 'seed'])
        .where('id', 'in', [a._id, b._id])
        .execute();
      expect(rows.map((r) => Number(r.seed))).toEqual([characterSeed(pip._id), characterSeed(pip._id)]);
      // The same character and words give the same picture; without the character (same seed) another one.
      expect((await pixels(a)).equals(await pixels(b))).toBe(true);
      expect((await pixels(a)).equals(await pixels(plain))).toBe(false);
    });

    it('starts from the caller’s picture (an upload or a creation), and the result depends on it', async () => {
      const red = await upload(ulla.cookie, await png('#e01010', 512, 512));
      const blue = await upload(ulla.cookie, await png('#1020e0', 512, 512));
      const fromRed = await generate(ulla, { description: 'a quiet harbour', seed: 5, inputImage: red });
      const fromBlue = await generate(ulla, { description: 'a quiet harbour', seed: 5, inputImage: blue });
      const fromCreation = await generate(ulla, {
        description: 'a quiet harbour',
        seed: 5,
        inputImage: pictures.ullas,
      });
      expect(fromRed).toMatchObject({ inputImage: true, message: null });
      const mean = async (item: ImageItem) =>
        (await sharp(await pixels(item)).stats()).channels.slice(0, 3).map((c) => c.mean);
      const [r, b] = [await mean(fromRed), await mean(fromBlue)];
      expect(r[0]! - r[2]!).toBeGreaterThan(40);
      expect(b[2]! - b[0]!).toBeGreaterThan(40);
      expect(fromCreation.imageUrl).toBeTruthy();
      // A restart starts from the same picture: the item keeps its own copy.
      const row = await h.ctx.db
        .selectFrom('items')
        .select('inputKey')
        .where('id', '=', fromRed._id)
        .executeTakeFirst();
      expect(row?.inputKey).toMatch(/^private\/inputs\//);
    });

    it('refuses characters and input pictures to other plans, and other people’s or bad ones', async () => {
      const pip = (await req('GET', '/api/images/characters', ulla.cookie))
        .json<CharacterListReply>()
        .data.find((c) => c.name === 'Pippa')!;
      const post = (who: Person, body: Record<string, unknown>) =>
        req('POST', '/api/images/', who.cookie, { description: 'a fox', model: 'art', ...body });
      const free = await post(fred, { characterId: pip._id });
      expect([free.statusCode, free.json().error.code]).toEqual([403, 'ultimate_required']);
      const premium = await post(petra, { inputImage: pictures.ullas });
      expect(premium.statusCode).toBe(403);
      expect(premium.json().error.message).toBe('Starting from your own picture comes with Ultimate.');
      expect((await post(umar, { characterId: pip._id })).statusCode).toBe(404);
      const foreign = await post(umar, { inputImage: pictures.ullas });
      expect([foreign.statusCode, field(foreign)]).toEqual([400, 'inputImage']);
      const blank = await post(ulla, { inputImage: '' });
      expect([blank.statusCode, field(blank)]).toEqual([400, 'inputImage']);
      const video = await post(ulla, { model: 'motion', characterId: pip._id });
      expect([video.statusCode, field(video)]).toEqual([400, 'characterId']);
    });

    it('goes on without a character deleted before its picture was drawn, and says so', async () => {
      const temp = await create(ulla, { name: 'Temp', description: 'a grey cat', filename: pictures.ullas });
      const made = await generate(ulla, { description: 'a garden', characterId: temp._id });
      expect(made.message).toBeNull();
      await req('DELETE', `/api/images/characters/${temp._id}`, ulla.cookie);
      const again = await req('PUT', `/api/images/user/${made._id}/generate`, ulla.cookie, {});
      expect(again.statusCode, again.body).toBe(200);
      const done = await waitFinished(h, ulla.cookie, made.filename);
      expect(done.imageUrl).toBeTruthy();
      expect(done.message).toBe('made without its character, which was deleted');
    });
  });
});
