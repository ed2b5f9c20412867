import { AVATAR_LOOKS } from '@muse/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, startHarness, type Harness } from '../../testing/harness';

describe('voices, speech, avatars and the helper office', () => {
  let h: Harness;
  const get = (url: string, cookie?: string) =>
    h.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (url: string, payload: unknown, cookie?: string) =>
    h.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    h = await startHarness({}, { workers: false });
  });
  afterAll(async () => h?.close());

  it('serves the voice catalogue by locale, with genders and styles', async () => {
    const { data } = (await get('/api/offices/voices')).json();
    expect(data.length).toBeGreaterThan(100);
    const us = data.find((l: { locale: string }) => l.locale === 'en-US');
    const jenny = us.voices.find((v: { name: string }) => v.name === 'en-US-JennyNeural');
    expect(jenny).toMatchObject({ label: 'Jenny', gender: 'Female' });
    expect(jenny.styles).toContain('cheerful');
  });

  it('speaks a text in a voice once, and serves the same MP3 for the same text and voice', async () => {
    const body = { text: 'Welcome to Pedal Point!', voiceId: 'azure-en-US-GuyNeural', locale: 'en-US' };
    const first = await post('/api/offices/textToSpeach', body);
    expect(first.statusCode).toBe(200);
    const { url } = first.json();
    const audio = await get(url);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    // an MPEG audio frame header (or an ID3 tag) opens the file
    expect(audio.rawPayload[0] === 0xff || audio.rawPayload.subarray(0, 3).toString() === 'ID3').toBe(true);
    expect(audio.rawPayload.length).toBeGreaterThan(4000);
    expect((await post('/api/offices/textToSpeach', body)).json().url).toBe(url);
    const other = await post('/api/offices/textToSpeach', {
      ...body,
      voiceId: 'azure-en-US-JennyNeural_cheerful_1.4',
    });
    expect(other.json().url).not.toBe(url);
    // A pitch is its own speech; the same pitch again is the same file.
    const higher = await post('/api/offices/textToSpeach', { ...body, pitch: 30 });
    expect(higher.statusCode).toBe(200);
    expect(higher.json().url).not.toBe(url);
    expect((await post('/api/offices/textToSpeach', { ...body, pitch: 30 })).json().url).toBe(
      higher.json().url,
    );
    expect((await post('/api/offices/textToSpeach', { ...body, pitch: 0 })).json().url).toBe(url);
  });

  it('names the field of a pitch out of range', async () => {
    for (const pitch of [500, -101, 2.5, 'high']) {
      const res = await post('/api/offices/textToSpeach', {
        text: 'Hi',
        voiceId: 'azure-en-US-GuyNeural',
        pitch,
      });
      expect(res.statusCode, String(pitch)).toBe(400);
      expect(res.json().error.details[0].field).toBe('pitch');
    }
  });

  it('names the field of an unknown voice and of a text that is too long', async () => {
    const unknown = await post('/api/offices/textToSpeach', {
      text: 'Hi',
      voiceId: 'azure-xx-XX-NobodyNeural',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details[0]).toEqual({
      field: 'voiceId',
      message: 'UNKNOWN azure-xx-XX-NobodyNeural',
    });
    const long = await post('/api/offices/textToSpeach', {
      text: 'a'.repeat(5001),
      voiceId: 'azure-en-US-GuyNeural',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details[0].field).toBe('text');
  });

  it('lists the avatar looks, each with a painted portrait', async () => {
    const { data } = (await get('/api/offices/avatars')).json();
    expect(data).toHaveLength(AVATAR_LOOKS.length);
    const portrait = await get(data[0].imageUrl);
    expect(portrait.statusCode).toBe(302);
    const image = await get(String(portrait.headers.location));
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).stats();
    // a painting, not a flat fill: the channels vary
    expect(Math.max(...meta.channels.map((c) => c.stdev))).toBeGreaterThan(10);
    // the next request finds the stored portrait
    expect((await get(data[0].imageUrl)).headers.location).toBe(portrait.headers.location);
    expect((await get('/api/offices/avatars/NoSuchLook/portrait')).statusCode).toBe(404);
  });

  it("points the helper chat at the newest demo office of an admin, and at Muse's own help before", async () => {
    expect((await get('/api/offices/imagechat')).json()).toEqual({ officeId: 'muse-help' });
    const user = await sessionFor(h, 'someone@example.com');
    await post('/api/offices/newOffice', { type: 'aiChat', demo: true }, user);
    expect((await get('/api/offices/imagechat')).json()).toEqual({ officeId: 'muse-help' });
    const admin = await sessionFor(h, 'admin@example.com');
    const help = (
      await post('/api/offices/newOffice', { type: 'aiChat', demo: true, name: 'Help' }, admin)
    ).json();
    expect((await get('/api/offices/imagechat')).json()).toEqual({ officeId: help._id });
  });
});
