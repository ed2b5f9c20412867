import { createHash } from 'node:crypto';
import type { MusicExtension, MusicTrack } from '@muse/contracts';
import type { Insertable, ItemsTable } from '@muse/db';
import type { LightMyRequestResponse } from 'fastify';
import { sessionFor, type Harness } from '../../testing/harness';

/** Test helpers of the music module's integration tests. */

/** One tag of each of the five groups, and a 10-second song (short, so tests stay fast). */
export const SONG_TAGS = ['Pop', 'Piano', 'Happy', 'Female', 'Bright'];

export function songBody(over: Record<string, unknown> = {}) {
  return {
    name: 'Harbour lights',
    description: 'a gentle song about boats coming home at night',
    lyrics: '[Verse]\nLights on the water\nboats coming home\n\n[Chorus]\nHarbour lights, guide me home',
    musicType: 'song',
    tags: SONG_TAGS,
    keywords: 'harbour night boats',
    length: 10,
    ...over,
  };
}

export function request(h: Harness) {
  return (method: string, url: string, cookie?: string, payload?: object): Promise<LightMyRequestResponse> =>
    h.app.inject({
      method: method as 'GET',
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
}

/** A signed-in account (verified email) and its id. */
export async function account(h: Harness, email: string): Promise<{ cookie: string; id: string }> {
  const cookie = await sessionFor(h, email);
  const id = (await h.app.inject({ url: '/api/session', headers: { cookie } })).json<{ userId: string }>()
    .userId;
  return { cookie, id };
}

/** Makes the user a paying music pro member for a month. */
export async function givePro(h: Harness, userId: string): Promise<void> {
  await h.ctx.services.subscriptions.activateMusicPro({
    userId,
    period: { months: 1 },
    type: 'admin',
    externalId: `test-pro-${userId}`,
  });
}

/** How long a test waits for a job: generous, as the machine may be busy with other tests. */
export const WAIT_MS = 60_000;
/** The timeout of tests that make music (vitest's int default is 30 s). */
export const MAKING_TIMEOUT = 120_000;

/** Waits until a track has finished (made or failed) and returns it as its owner sees it. */
export async function waitTrack(h: Harness, cookie: string, filename: string): Promise<MusicTrack> {
  for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline;) {
    const res = await h.app.inject({ url: `/api/music/single/${filename}`, headers: { cookie } });
    const track = res.json<MusicTrack>();
    if (res.statusCode === 200 && track.finishedOn) return track;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`track ${filename} did not finish`);
}

export async function waitExtension(
  h: Harness,
  cookie: string,
  filename: string,
  id: string,
): Promise<MusicExtension> {
  for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline;) {
    const res = await h.app.inject({ url: `/api/music/${filename}/extensions`, headers: { cookie } });
    const ext = res.json<{ data: MusicExtension[] }>().data.find((e) => e._id === id);
    if (ext?.finishedOn) return ext;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`extension ${id} did not finish`);
}

/** Creates a song the way the web does and waits for it. */
export async function makeTrack(
  h: Harness,
  cookie: string,
  over: Record<string, unknown> = {},
): Promise<MusicTrack> {
  const res = await request(h)('POST', '/api/music', cookie, songBody(over));
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return waitTrack(h, cookie, res.json<MusicTrack>().filename);
}

const MPEG1_L3_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG2_L3_KBPS = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const MPEG1_RATES = [44100, 48000, 32000];

/**
 * The duration of an MP3 (Layer III) by walking its frames: each frame holds 1152 samples (MPEG 1) or
 * 576 (MPEG 2 and 2.5). Throws when the bytes are not a run of MPEG frames.
 */
export function mp3Duration(mp3: Buffer): { seconds: number; frames: number; sampleRate: number } {
  let at = 0;
  if (mp3.subarray(0, 3).toString('latin1') === 'ID3') {
    const size =
      ((mp3[6]! & 0x7f) << 21) | ((mp3[7]! & 0x7f) << 14) | ((mp3[8]! & 0x7f) << 7) | (mp3[9]! & 0x7f);
    at = 10 + size;
  }
  let frames = 0;
  let samples = 0;
  let sampleRate = 0;
  while (at + 4 <= mp3.length) {
    const h = mp3.readUInt32BE(at);
    if ((h & 0xffe00000) >>> 0 !== 0xffe00000) break;
    const version = (h >>> 19) & 3; // 3 MPEG 1, 2 MPEG 2, 0 MPEG 2.5
    const layer = (h >>> 17) & 3; // 1 Layer III
    const bitrateIndex = (h >>> 12) & 15;
    const rateIndex = (h >>> 10) & 3;
    const padding = (h >>> 9) & 1;
    if (layer !== 1 || version === 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3)
      throw new Error(`not a Layer III frame at byte ${at}`);
    const mpeg1 = version === 3;
    sampleRate = MPEG1_RATES[rateIndex]! / (mpeg1 ? 1 : version === 2 ? 2 : 4);
    const kbps = (mpeg1 ? MPEG1_L3_KBPS : MPEG2_L3_KBPS)[bitrateIndex]!;
    const length = Math.floor(((mpeg1 ? 144 : 72) * kbps * 1000) / sampleRate) + padding;
    frames++;
    samples += mpeg1 ? 1152 : 576;
    at += length;
  }
  if (frames === 0) throw new Error('no MPEG frames');
  return { seconds: samples / sampleRate, frames, sampleRate };
}

/** Whether bytes begin like an MP3 file: an ID3 tag or an MPEG frame sync. */
export function startsLikeMp3(bytes: Buffer): boolean {
  return (
    bytes.subarray(0, 3).toString('latin1') === 'ID3' || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0)
  );
}

/** A moment `n` seconds into 2026, so fixtures sort the way their numbers do. */
export const at = (n: number): string => new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();

/** A shared (done, finished) song row of `userId`, numbered `n`; its keys point at no file. */
export function buildTrack(
  n: number,
  userId: string,
  over: Partial<Insertable<ItemsTable>> = {},
): Insertable<ItemsTable> {
  const id = createHash('sha256').update(`music:${n}:${userId}`).digest('hex').slice(0, 24);
  return {
    id,
    kind: 'music',
    filename: id,
    userId,
    name: `Track ${n}`,
    description: 'a quiet tune',
    tags: SONG_TAGS.join(', '),
    model: 'mozart',
    width: null,
    height: null,
    size: null,
    quality: null,
    steps: null,
    seed: n,
    source: 'music',
    language: null,
    // Explicit: a multi-row insert on SQLite writes NULL, not the default, for a column a row leaves out.
    private: 0,
    featured: 0,
    likes: 0,
    views: 0,
    requestedOn: at(n),
    startedOn: at(n),
    finishedOn: at(n),
    message: null,
    imageKey: `public/music/${id}/t.png`,
    thumbKey: `public/music/${id}/t-thumb.webp`,
    categoryId: null,
    createdAt: at(n),
    updatedAt: at(n),
    lyrics: '',
    keywords: '',
    musicType: 'song',
    audioKey: `public/music/${id}/t.mp3`,
    midiKey: `public/music/${id}/t.mid`,
    stateKey: null,
    lengthSeconds: 30,
    complexity: null,
    youtubeId: null,
    videoRequestedOn: null,
    ...over,
  };
}
