import { DEFAULT_FACE, customAvatarId } from '@muse/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, sessionFor, startHarness, type Harness } from '../../testing/harness';

describe('avatar faces: portraits of fixed and custom looks, and saving a custom look', () => {
  let h: Harness;
  let owner: string;
  let stranger: string;
  let officeId: string;
  const customId = customAvatarId({ ...DEFAULT_FACE, skin: '5c3829', hair: 'bun', beard: 'none' });

  const req = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    h.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  /** Follows the portrait's redirect to the stored image. */
  async function portrait(id: string, query = '') {
    const res = await req('GET', `/api/offices/avatars/${id}/portrait${query}`);
    expect(res.statusCode).toBe(302);
    return req('GET', String(res.headers.location));
  }

  beforeAll(async () => {
    h = await startHarness({}, { workers: false });
    owner = await sessionFor(h, 'owner@example.com');
    stranger = await sessionFor(h, 'stranger@example.com');
    const res = await req('POST', '/api/offices/newOffice', owner, { type: 'aiChat', name: 'Faces' });
    officeId = res.json()._id;
  });
  afterAll(async () => h?.close());

  it('serves a fixed look as a 384-pixel WebP face, and different looks as different pictures', async () => {
    const a = await portrait('JalenHairstyle2SuitB');
    expect(a.headers['content-type']).toBe('image/webp');
    expect(await sharp(a.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 384, height: 384 });
    const stats = await sharp(a.rawPayload).stats();
    expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(10);
    const b = await portrait('AbigailHairstyle1Outfit1');
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).not.toBe(0);
  });

  it('serves a custom look drawn on request (never stored), and its preview as SVG', async () => {
    const image = await req('GET', `/api/offices/avatars/${customId}/portrait`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 384, height: 384 });
    expect(await h.ctx.blobs.head(`public/avatars/${customId}-v2.webp`)).toBeFalsy();
    expect(await h.ctx.blobs.head('public/avatars/JalenHairstyle2SuitB-v2.webp')).toBeTruthy();
    const preview = await req('GET', `/api/offices/avatars/${customId}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toContain('image/svg+xml');
    expect(preview.body).toMatch(/^<svg[^>]*viewBox/);
    // the same id always draws the same picture
    expect((await req('GET', `/api/offices/avatars/${customId}/preview`)).body).toBe(preview.body);
  });

  it('names the part of a bad custom id, and does not know other ids', async () => {
    const bad = await req('GET', '/api/offices/avatars/custom-000z0000000/portrait');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0]).toEqual({
      field: 'lookId',
      message: "The custom avatar's hair colour is not one of the choices.",
    });
    expect((await req('GET', '/api/offices/avatars/custom-12/preview')).statusCode).toBe(400);
    expect((await req('GET', '/api/offices/avatars/NoSuchLook/preview')).statusCode).toBe(404);
  });

  it('paints a portrait in a finish on request, kept per finish for fixed looks', async () => {
    const plain = await portrait('JalenHairstyle2SuitB');
    const oil = await portrait('JalenHairstyle2SuitB', '?finish=oil');
    expect(oil.headers['content-type']).toBe('image/webp');
    expect(await sharp(oil.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 384, height: 384 });
    expect(Buffer.compare(oil.rawPayload, plain.rawPayload)).not.toBe(0);
    expect(await h.ctx.blobs.head('public/avatars/JalenHairstyle2SuitB-oil-v2.webp')).toBeTruthy();
    // the stored plain portrait is not replaced by the finished one
    expect(Buffer.compare((await portrait('JalenHairstyle2SuitB')).rawPayload, plain.rawPayload)).toBe(0);

    const custom = await req('GET', `/api/offices/avatars/${customId}/portrait?finish=watercolor`);
    expect(custom.statusCode).toBe(200);
    expect(await sharp(custom.rawPayload).metadata()).toMatchObject({ width: 384, height: 384 });
    const customPlain = await req('GET', `/api/offices/avatars/${customId}/portrait`);
    expect(Buffer.compare(custom.rawPayload, customPlain.rawPayload)).not.toBe(0);
    expect(await h.ctx.blobs.head(`public/avatars/${customId}-watercolor-v2.webp`)).toBeFalsy();
  });

  it('refuses a finish that is not one of the choices, naming the field', async () => {
    const bad = await req('GET', '/api/offices/avatars/JalenHairstyle2SuitB/portrait?finish=crayon');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('querystring.finish');
  });

  it("saves a custom look as the assistant's avatar: owners only, every part checked", async () => {
    const url = `/api/offices/${officeId}/updateAssistant/0`;
    const body = (id: string) => ({ avatar: { id, name: 'Ada' }, welcomeMessage: 'Hello!' });
    expect((await req('POST', url, stranger, body(customId))).statusCode).toBe(403);
    const guest = cookieOf(await req('POST', '/api/auth/guest'));
    expect((await req('POST', url, guest, body(customId))).statusCode).toBe(401);

    const bad = await req('POST', url, owner, body('custom-00000000900'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0]).toEqual({
      field: 'avatar.id',
      message: "The custom avatar's clothes is not one of the choices.",
    });
    expect((await req('POST', url, owner, body('custom-'))).json().error.details[0].field).toBe('avatar.id');

    const saved = await req('POST', url, owner, body(customId));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().assistants[0].avatar).toEqual({ id: customId, name: 'Ada' });
    const office = (await req('GET', `/api/offices/${officeId}`)).json();
    expect(office.assistants[0].avatar.id).toBe(customId);
  });

  it('saves the finish the portrait is shown in with the avatar, and refuses one that is not a choice', async () => {
    const url = `/api/offices/${officeId}/updateAssistant/0`;
    const body = (avatar: object) => ({ avatar, welcomeMessage: 'Hello!' });
    const look = { id: 'JalenHairstyle2SuitB', name: 'Jalen' };

    const bad = await req('POST', url, owner, body({ ...look, finish: 'crayon' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('avatar.finish');

    // A body of no recognisable shape still says which shapes the route takes.
    const shapeless = await req('POST', url, owner, {});
    expect(shapeless.statusCode).toBe(400);
    expect(shapeless.json().error.details[0]).toEqual({
      field: 'body',
      message: 'send {voiceId}, {avatar, welcomeMessage} or {personality}',
    });
    const noWelcome = await req('POST', url, owner, { avatar: look });
    expect(noWelcome.json().error.details[0].field).toBe('welcomeMessage');

    const painted = await req('POST', url, owner, body({ ...look, finish: 'watercolor' }));
    expect(painted.statusCode).toBe(200);
    expect(painted.json().assistants[0].avatar).toEqual({ ...look, finish: 'watercolor' });
    const office = (await req('GET', `/api/offices/${officeId}`)).json();
    expect(office.assistants[0].avatar.finish).toBe('watercolor');

    // Saving without a finish goes back to the drawn face.
    const drawn = await req('POST', url, owner, body(look));
    expect(drawn.json().assistants[0].avatar).toEqual(look);
  });
});
