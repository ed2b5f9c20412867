import { LiveMusicEvents, type LiveMusicSettings } from '@muse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, signIn, startHarness, type Harness } from '../../testing/harness';
import { Sockets, listenWithRealtime } from '../../testing/realtime-sockets';

interface Chunk {
  streamId: string;
  bar: number;
  at: number;
  seconds: number;
  tempo: number;
  key: string;
  revision: number;
  pcm: Buffer;
}
interface Ack {
  ok?: true;
  streamId?: string;
  sampleRate?: number;
  channels?: number;
  revision?: number;
  fromBar?: number;
  error?: { code: string; message: string; details?: { field: string; message: string }[] };
}

const SETTINGS: LiveMusicSettings = {
  prompts: [{ text: 'warm jazz piano', weight: 1 }],
  tempo: 120,
  density: 0.5,
  brightness: 0.5,
  key: 'C major',
};

/** Start/steer/stop a live stream over the realtime socket, its limits, permissions and pacing. */
describe('live music over the socket', () => {
  let h: Harness;
  let base: string;
  const sockets = new Sockets(() => base);
  beforeAll(async () => {
    h = await startHarness({ LIVE_MUSIC_STREAMS: '3' });
    base = await listenWithRealtime(h);
  }, 60_000);
  afterAll(async () => {
    sockets.closeAll();
    await h?.close();
  });

  /** A socket with its received chunks collected. */
  async function open(cookie?: string, visitor = false) {
    const socket = await sockets.open(cookie, { visitor });
    const chunks: Chunk[] = [];
    socket.on(LiveMusicEvents.chunk, (c: Chunk) => chunks.push(c));
    const send = (event: string, payload: unknown) => socket.emitWithAck(event, payload) as Promise<Ack>;
    /** Waits for the chunk count to reach `n`. */
    const until = async (n: number, ms = 10_000) => {
      for (const end = Date.now() + ms; chunks.length < n;) {
        if (Date.now() > end) throw new Error(`only ${chunks.length} of ${n} chunks`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return chunks;
    };
    return { socket, chunks, send, until };
  }
  const fields = (ack: Ack) => ack.error?.details?.map((d) => d.field);
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('starts, sends a bar of 48 kHz stereo PCM, paces by the position and stops', async () => {
    const client = await open(await signIn(h, 'ann@example.com'));
    const started = await client.send(LiveMusicEvents.start, SETTINGS);
    expect(started).toMatchObject({ ok: true, sampleRate: 48_000, channels: 2 });
    const streamId = started.streamId!;
    const [first] = await client.until(1);
    expect(first).toMatchObject({
      streamId,
      bar: 0,
      at: 0,
      seconds: 2,
      tempo: 120,
      key: 'C major',
      revision: 0,
    });
    expect(first!.pcm.byteLength).toBe(2 * 48_000 * 2 * 2);
    const samples = new Int16Array(first!.pcm.buffer, first!.pcm.byteOffset, first!.pcm.byteLength / 2);
    expect(samples.some((s) => Math.abs(s) > 1000)).toBe(true);

    // No position yet: no more than the one bar is sent.
    await wait(600);
    expect(client.chunks).toHaveLength(1);
    // Half a bar played: less than a bar is left ahead, so the next one comes.
    expect(await client.send(LiveMusicEvents.position, { streamId, played: 0.5 })).toEqual({ ok: true });
    const [, second] = await client.until(2);
    expect(second).toMatchObject({ bar: 1, at: 2 });

    expect(await client.send(LiveMusicEvents.stop, { streamId })).toEqual({ ok: true });
    expect(h.ctx.services.liveMusic.playing).toBe(0);
    const stopped = await client.send(LiveMusicEvents.position, { streamId, played: 3 });
    expect(stopped.error).toMatchObject({ code: 'not_found' });
    expect(client.chunks).toHaveLength(2);
  }, 30_000);

  it('plays a change of settings from the next bars', async () => {
    const client = await open(await signIn(h, 'ben@example.com'));
    const { streamId } = await client.send(LiveMusicEvents.start, SETTINGS);
    await client.until(1);
    const updated = await client.send(LiveMusicEvents.update, {
      streamId,
      tempo: 90,
      key: 'A minor',
      prompts: [
        { text: 'warm jazz piano', weight: 0.2 },
        { text: 'heavy metal guitar', weight: 0.8 },
      ],
    });
    expect(updated).toEqual({ ok: true, revision: 1, fromBar: 1 });
    await client.send(LiveMusicEvents.position, { streamId, played: 1.5 });
    const chunks = await client.until(2);
    expect(chunks[1]).toMatchObject({ bar: 1, tempo: 90, key: 'A minor', revision: 1 });
    expect(chunks[1]!.seconds).toBeCloseTo(240 / 90);
    expect(chunks[1]!.pcm.byteLength).toBe(Math.round((2 + 240 / 90) * 48_000) * 4 - 2 * 48_000 * 4);
    // Fields left out keep their values.
    expect(await client.send(LiveMusicEvents.update, { streamId, density: 1 })).toMatchObject({
      revision: 2,
    });
    await client.send(LiveMusicEvents.stop, { streamId });
  }, 30_000);

  it('names the wrong fields of a bad start or change', async () => {
    const client = await open(await signIn(h, 'cat@example.com'));
    expect(fields(await client.send(LiveMusicEvents.start, { ...SETTINGS, prompts: [] }))).toEqual([
      'prompts',
    ]);
    const bad = await client.send(LiveMusicEvents.start, {
      ...SETTINGS,
      prompts: [{ text: ' ', weight: 2 }],
      tempo: 300,
      key: 'H major',
    });
    expect(bad.error?.code).toBe('validation_failed');
    expect(fields(bad)).toEqual(
      expect.arrayContaining(['prompts.0.text', 'prompts.0.weight', 'tempo', 'key']),
    );
    expect(fields(await client.send(LiveMusicEvents.start, 'play'))).toEqual(['body']);
    expect(fields(await client.send(LiveMusicEvents.update, { streamId: 'x', density: 7 }))).toEqual([
      'density',
    ]);
    expect((await client.send(LiveMusicEvents.update, { streamId: 'nope', density: 1 })).error?.code).toBe(
      'not_found',
    );
  });

  it('filters a prompt with the spec’s message, at the start and while playing', async () => {
    const client = await open(await signIn(h, 'dan@example.com'));
    const refused = await client.send(LiveMusicEvents.start, {
      ...SETTINGS,
      prompts: [
        { text: 'calm piano', weight: 1 },
        { text: 'porn music', weight: 1 },
      ],
    });
    expect(refused.error).toMatchObject({ code: 'prompt_filtered', message: 'Prompt was filtered: sexual' });
    expect(fields(refused)).toEqual(['prompts.1.text']);
    expect(h.ctx.services.liveMusic.playing).toBe(0);

    const { streamId } = await client.send(LiveMusicEvents.start, SETTINGS);
    const change = await client.send(LiveMusicEvents.update, {
      streamId,
      prompts: [{ text: 'porn music', weight: 1 }],
    });
    expect(change.error?.message).toBe('Prompt was filtered: sexual');
    // The stream plays on as it was.
    await client.send(LiveMusicEvents.position, { streamId, played: 1 });
    expect((await client.until(2))[1]!.revision).toBe(0);
    await client.send(LiveMusicEvents.stop, { streamId });
  }, 30_000);

  it('lets signed-in people and guests play, asks visitors to sign in, keeps streams to their socket', async () => {
    const visitor = await open(undefined, true);
    expect((await visitor.send(LiveMusicEvents.start, SETTINGS)).error).toEqual({
      code: 'unauthorized',
      message: 'Sign in to play live music.',
    });
    const guestCookie = cookieOf(await h.app.inject({ method: 'POST', url: '/api/auth/guest' }));
    const guest = await open(guestCookie);
    const { streamId } = await guest.send(LiveMusicEvents.start, SETTINGS);
    expect(streamId).toBeTruthy();
    // Someone else (even the same person on another socket) cannot steer or stop it.
    const other = await open(await signIn(h, 'eve@example.com'));
    expect((await other.send(LiveMusicEvents.stop, { streamId })).error?.code).toBe('not_found');
    const sameGuest = await open(guestCookie);
    expect((await sameGuest.send(LiveMusicEvents.update, { streamId, tempo: 100 })).error?.code).toBe(
      'not_found',
    );
    // Its socket closing ends it.
    guest.socket.close();
    for (let i = 0; i < 50 && h.ctx.services.liveMusic.playing > 0; i++) await wait(20);
    expect(h.ctx.services.liveMusic.playing).toBe(0);
  }, 30_000);

  it('limits streams per person and per server, with a clear message', async () => {
    const fay = await open(await signIn(h, 'fay@example.com'));
    const a = await fay.send(LiveMusicEvents.start, SETTINGS);
    const b = await fay.send(LiveMusicEvents.start, SETTINGS);
    expect(a.ok && b.ok).toBe(true);
    expect((await fay.send(LiveMusicEvents.start, SETTINGS)).error).toEqual({
      code: 'live_music_limit',
      message: 'You can play 2 live streams at once. Stop one to start another.',
    });
    const gus = await open(await signIn(h, 'gus@example.com'));
    expect((await gus.send(LiveMusicEvents.start, SETTINGS)).ok).toBe(true);
    // LIVE_MUSIC_STREAMS is 3 here.
    const hal = await open(await signIn(h, 'hal@example.com'));
    expect((await hal.send(LiveMusicEvents.start, SETTINGS)).error).toMatchObject({
      code: 'live_music_busy',
      message: 'Live music is full right now. Please try again in a minute.',
    });
    // A stop frees a place.
    await fay.send(LiveMusicEvents.stop, { streamId: a.streamId });
    expect((await hal.send(LiveMusicEvents.start, SETTINGS)).ok).toBe(true);
    for (const s of [fay, gus, hal]) s.socket.close();
  }, 30_000);

  it('does not let a client pull bars faster than real time', async () => {
    const client = await open(await signIn(h, 'ivy@example.com'));
    const { streamId } = await client.send(LiveMusicEvents.start, SETTINGS);
    await client.until(1);
    const firstAt = Date.now();
    // A position far ahead counts only as far as the time since the first bar: two bars in flight, and one
    // more per bar of real time (a busy machine may take seconds between these lines).
    await client.send(LiveMusicEvents.position, { streamId, played: 1000 });
    await wait(700);
    const barMs = (4 * 60_000) / SETTINGS.tempo;
    expect(client.chunks.length).toBeLessThanOrEqual(2 + Math.floor((Date.now() - firstAt) / barMs));
    expect(client.chunks.length).toBeLessThan(10);
    await client.send(LiveMusicEvents.stop, { streamId });
  }, 30_000);
});
