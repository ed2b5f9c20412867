import type { MusicGameNotesReply, MusicTrack } from '@muse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, startHarness, type Harness } from '../../testing/harness';
import { MAKING_TIMEOUT, account, buildTrack, givePro, makeTrack, request } from './music.fixtures';

describe("the Piano Challenge's notes", { timeout: MAKING_TIMEOUT }, () => {
  let h: Harness;
  let req: ReturnType<typeof request>;
  let ada: { cookie: string; id: string };
  let bob: { cookie: string; id: string };
  let admin: { cookie: string; id: string };
  let guest: string;
  let shared: MusicTrack;
  let unshared: MusicTrack;
  const notesOf = (filename: string, cookie?: string) =>
    req('GET', `/api/music/game/${filename}/notes`, cookie);

  beforeAll(async () => {
    h = await startHarness();
    req = request(h);
    ada = await account(h, 'ada@example.com');
    bob = await account(h, 'bob@example.com');
    admin = await account(h, 'admin@example.com');
    guest = cookieOf(await req('POST', '/api/auth/guest'));
    // Two real tracks made by the local engine; one is shared with "I'm done editing".
    await givePro(h, ada.id);
    [shared, unshared] = await Promise.all([
      makeTrack(h, ada.cookie, { name: 'Harbour lights', length: 20 }),
      makeTrack(h, ada.cookie, { name: 'Secret harbour' }),
    ]);
    expect((await req('POST', `/api/music/done/${shared.filename}`, ada.cookie)).statusCode).toBe(200);
  });
  afterAll(async () => h?.close());

  it('gives anyone the melody of a track the game offers: visitors, guests, accounts, the owner', async () => {
    const game = (await req('GET', '/api/music/game/all')).json<{ data: MusicTrack[] }>().data;
    expect(game.map((t) => t.filename)).toEqual([shared.filename]);

    const replies = await Promise.all(
      [undefined, guest, bob.cookie, ada.cookie].map((cookie) => notesOf(shared.filename, cookie)),
    );
    for (const res of replies) expect(res.statusCode).toBe(200);
    const body = replies[0]!.json<MusicGameNotesReply>();
    expect(replies.map((r) => r.json())).toEqual(replies.map(() => body));
    expect(body).toMatchObject({ filename: shared.filename, name: 'Harbour lights' });
    expect(body.length).toBeGreaterThanOrEqual(19);
    expect(body.notes.length).toBeGreaterThan(8);
    // One note at a time, at least 120 ms apart, inside the track, in a singable range.
    for (let i = 0; i < body.notes.length; i++) {
      const note = body.notes[i]!;
      expect(Object.keys(note).sort()).toEqual(['duration', 'midi', 'time']);
      expect(note.duration).toBeGreaterThan(0);
      expect(note.midi).toBeGreaterThanOrEqual(36);
      expect(note.midi).toBeLessThanOrEqual(96);
      expect(note.time).toBeLessThan(body.length + 4);
      const next = body.notes[i + 1];
      if (next) {
        expect(next.time - note.time).toBeGreaterThanOrEqual(0.119);
        expect(note.time + note.duration).toBeLessThanOrEqual(next.time + 0.001);
      }
    }
  });

  it('is a 404 for a track the game does not offer, whoever asks', async () => {
    // Not shared: its owner and the admin see it elsewhere, but the game offers only shared tracks.
    for (const cookie of [undefined, guest, bob.cookie, ada.cookie, admin.cookie]) {
      const res = await notesOf(unshared.filename, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No such track.' } });
    }
    expect((await notesOf('0123456789abcdef01234567')).statusCode).toBe(404);
  });

  it('is a 404 for a shared track without a readable MIDI file', async () => {
    const noMidi = buildTrack(1, bob.id, { midiKey: null });
    const missing = buildTrack(2, bob.id);
    const broken = buildTrack(3, bob.id);
    await h.ctx.db.insertInto('items').values([noMidi, missing, broken]).execute();
    await h.ctx.blobs.put(broken.midiKey!, Buffer.from('not a midi file'), {
      contentType: 'audio/midi',
      visibility: 'public',
    });
    for (const row of [noMidi, missing, broken]) {
      const res = await notesOf(row.filename);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('This track has no notes to play.');
    }
  });

  it('answers 400 with the field for a filename that cannot be one', async () => {
    for (const bad of ['a.b', 'a%20b', '..%2Fsecret', 'x%00']) {
      const res = await notesOf(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.details[0].field).toBe('params.filename');
    }
    // Fastify refuses a path segment past its 100 characters before the route is reached.
    expect((await notesOf('x'.repeat(201))).statusCode).toBe(414);
  });
});
