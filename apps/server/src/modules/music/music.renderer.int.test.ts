import type { MusicTrack } from '@muse/contracts';
import type { MusicEngine, ProviderRegistry } from '@muse/providers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../platform/storage/blob-store';
import { startHarness, type Harness } from '../../testing/harness';
import { MusicExtender } from './music.extender';
import { MusicExtensionsRepository } from './music.extensions.repository';
import { extendMusicJob, renderMusicJob } from './music.jobs';
import { MAKING_TIMEOUT, account, givePro, request, songBody } from './music.fixtures';
import { createMusicModule } from './music.module';
import { MusicRenderer } from './music.renderer';
import { MusicRepository } from './music.repository';

/** An engine that fails the way a hosted service does when it is down. */
const failingEngine: MusicEngine = {
  id: 'down',
  kind: 'hosted',
  capability: 'music',
  compose: async () => {
    throw new Error('the music service is unavailable (503)');
  },
  extend: async () => {
    throw new Error('the music service is unavailable (503)');
  },
};

/** The real store, except that every write fails the way a full disk or a bucket that is down does. */
const unwritable = (blobs: BlobStore): BlobStore =>
  Object.create(blobs, {
    put: { value: async () => Promise.reject(new Error('the storage is unavailable (EIO)')) },
  });

const run = () => ({ progress: async () => {}, signal: new AbortController().signal });

/** What the queue does when a job's last try failed: the job's onFailed gets what the try threw. */
async function lastTry(attempt: Promise<void>, onFailed: (error: Error) => Promise<void>): Promise<void> {
  const error = await attempt.then(
    () => null,
    (err: Error) => err,
  );
  expect(error?.message).toMatch(/unavailable/);
  await onFailed(error!);
}

/** Renders with the workers off, so each test drives the job itself. */
describe('music jobs when things go wrong', { timeout: MAKING_TIMEOUT }, () => {
  let h: Harness;
  let req: ReturnType<typeof request>;
  let repo: MusicRepository;
  let ada: { cookie: string; id: string };
  /** the real registry, except that every model's engine (music and image) is the failing one */
  let failing: ProviderRegistry;

  beforeAll(async () => {
    h = await startHarness({}, { workers: false });
    req = request(h);
    repo = new MusicRepository(h.ctx.db, h.ctx.dialect);
    ada = await account(h, 'ada@example.com');
    await givePro(h, ada.id);
    failing = Object.create(h.ctx.providers, { engineForModel: { value: () => failingEngine } });
  });
  afterAll(async () => h?.close());

  const failedCtx = () => ({ jobId: 'music', attempt: 2, services: h.ctx.jobServices });
  const renderer = (providers: ProviderRegistry) =>
    new MusicRenderer({ repo, providers, blobs: h.ctx.blobs, logger: h.ctx.logger, notify: () => {} });
  const create = async (over: Record<string, unknown> = {}) =>
    (await req('POST', '/api/music', ada.cookie, songBody(over))).json<MusicTrack>();
  const single = async (filename: string, cookie = ada.cookie) =>
    (await req('GET', `/api/music/single/${filename}`, cookie)).json<MusicTrack>();

  it('retries, then finishes a failed track with the reason and the error image, hidden from every list', async () => {
    const track = await create({ name: 'Doomed tune', keywords: 'doomed' });
    await expect(renderer(failing).render(track._id, track.requestedOn!, run())).rejects.toThrow(
      /unavailable/,
    );
    expect((await single(track.filename)).finishedOn).toBeNull();
    await lastTry(renderer(failing).render(track._id, track.requestedOn!, run()), (error) =>
      renderMusicJob.onFailed!({ itemId: track._id, run: track.requestedOn! }, error, failedCtx()),
    );
    const failed = await single(track.filename);
    expect(failed).toMatchObject({
      imageUrl: 'error',
      imageThumbUrl: 'error',
      url: null,
      public: false,
      progress: 100,
    });
    expect(failed.finishedOn).toBeTruthy();
    expect(failed.message).toBe('The music could not be made: the music service is unavailable (503)');
    // Hidden: not in mine, not shareable, not in the admin's Recent.
    expect((await req('GET', '/api/music/mine', ada.cookie)).json().data).toEqual([]);
    const done = await req('POST', `/api/music/done/${track.filename}`, ada.cookie);
    expect(done.statusCode).toBe(409);
    expect(done.json().error.code).toBe('track_failed');
    const admin = await account(h, 'admin@example.com');
    expect((await req('GET', '/api/music/all', admin.cookie)).json().recent).toEqual([]);
    // It can be regenerated, which puts it back in the queue.
    const again = await req('POST', `/api/music/regenerate/${track.filename}`, ada.cookie);
    expect(again.json()).toMatchObject({ finishedOn: null, imageUrl: null, message: null });
  });

  it('finishes a track whose files cannot be stored after the last try, instead of leaving it in progress', async () => {
    const track = await create({ name: 'Unsaved tune', keywords: 'unsaved' });
    const blobs = unwritable(h.ctx.blobs);
    const unsaved = new MusicRenderer({
      repo,
      providers: h.ctx.providers,
      blobs,
      logger: h.ctx.logger,
      notify: () => {},
    });
    await lastTry(unsaved.render(track._id, track.requestedOn!, run()), (error) =>
      renderMusicJob.onFailed!({ itemId: track._id, run: track.requestedOn! }, error, failedCtx()),
    );
    const failed = await single(track.filename);
    expect(failed).toMatchObject({ imageUrl: 'error', url: null, progress: 100 });
    expect(failed.message).toBe('The music could not be saved. Please try again.');
  });

  it('blocks unsafe words before any engine runs', async () => {
    const track = await create({ name: 'hardcore porn anthem' });
    await renderer(h.ctx.providers).render(track._id, track.requestedOn!, run());
    const blocked = await single(track.filename);
    expect(blocked.message).toMatch(/^internal-filter: /);
    expect(blocked.imageUrl).toBe('error');
  });

  it('finishes without a cover when painting fails: the music is what was asked for', async () => {
    const noCover: ProviderRegistry = Object.create(h.ctx.providers, {
      engineForModel: {
        value: (key: string, capability?: string) =>
          capability === 'image' ? failingEngineAsImage : h.ctx.providers.engineForModel(key, 'music'),
      },
    });
    const track = await create({ name: 'Bare' });
    await renderer(noCover).render(track._id, track.requestedOn!, run());
    const made = await single(track.filename);
    expect(made.message).toBeNull();
    expect(made.url).toBeTruthy();
    expect([made.imageUrl, made.imageThumbUrl]).toEqual([null, null]);
    expect((await req('POST', `/api/music/done/${made.filename}`, ada.cookie)).json().public).toBe(true);
  });

  it('ignores a job of an older run, and removes its files when the track was deleted meanwhile', async () => {
    const track = await create({ name: 'Gone soon' });
    // A stale delivery (another run) does nothing.
    await renderer(h.ctx.providers).render(track._id, '2020-01-01T00:00:00.000Z', run());
    expect((await single(track.filename)).startedOn).toBeNull();

    // The track is deleted while its engine runs: the finished run has no row to land in.
    const slow: ProviderRegistry = Object.create(h.ctx.providers, {
      engineForModel: {
        value: (key: string, capability?: string) => {
          const real = h.ctx.providers.engineForModel(key, 'music');
          if (capability !== 'music' || !real) return h.ctx.providers.engineForModel(key, 'image');
          return {
            ...real,
            compose: async (...args: Parameters<MusicEngine['compose']>) => {
              const result = await real.compose(...args);
              await req('POST', `/api/music/delete/${track.filename}`, ada.cookie);
              return result;
            },
          } satisfies MusicEngine;
        },
      },
    });
    const before = await listMedia();
    await renderer(slow).render(track._id, track.requestedOn!, run());
    expect(await repo.findById(track._id)).toBeUndefined();
    expect(await listMedia()).toEqual(before);
  });

  it('finishes a failed extension with the reason', async () => {
    const track = await create({ name: 'Base' });
    await renderer(h.ctx.providers).render(track._id, track.requestedOn!, run());
    const res = await req('POST', `/api/music/${track.filename}/extend`, ada.cookie, {
      start: 0,
      end: 5,
      overlap: 1,
      extension: 5,
      complexity: 100,
      description: 'more',
    });
    expect(res.statusCode).toBe(200);
    const ext = res.json();
    const extender = new MusicExtender({
      tracks: repo,
      extensions: new MusicExtensionsRepository(h.ctx.db, h.ctx.dialect),
      providers: failing,
      blobs: h.ctx.blobs,
      logger: h.ctx.logger,
      notify: () => {},
    });
    await expect(extender.extend(ext._id, ext.requestedOn, run())).rejects.toThrow(/unavailable/);
    await lastTry(extender.extend(ext._id, ext.requestedOn, run()), (error) =>
      extendMusicJob.onFailed!({ extensionId: ext._id, run: ext.requestedOn }, error, failedCtx()),
    );
    const [listed] = (await req('GET', `/api/music/${track.filename}/extensions`, ada.cookie)).json().data;
    expect(listed).toMatchObject({ url: null, progress: 100 });
    expect(listed.message).toBe('The extension could not be made: the music service is unavailable (503)');
    expect((await req('GET', `/api/music/user/${ext._id}.mp3`, ada.cookie)).statusCode).toBe(404);
  });

  it('finishes an extension whose audio cannot be stored after the last try', async () => {
    const track = await create({ name: 'Base to keep' });
    await renderer(h.ctx.providers).render(track._id, track.requestedOn!, run());
    const ext = (
      await req('POST', `/api/music/${track.filename}/extend`, ada.cookie, {
        start: 0,
        end: 5,
        overlap: 1,
        extension: 5,
        complexity: 100,
        description: 'more',
      })
    ).json();
    const blobs = unwritable(h.ctx.blobs);
    const extender = new MusicExtender({
      tracks: repo,
      extensions: new MusicExtensionsRepository(h.ctx.db, h.ctx.dialect),
      providers: h.ctx.providers,
      blobs,
      logger: h.ctx.logger,
      notify: () => {},
    });
    await lastTry(extender.extend(ext._id, ext.requestedOn, run()), (error) =>
      extendMusicJob.onFailed!({ extensionId: ext._id, run: ext.requestedOn }, error, failedCtx()),
    );
    const [listed] = (await req('GET', `/api/music/${track.filename}/extensions`, ada.cookie)).json().data;
    expect(listed).toMatchObject({ url: null, progress: 100 });
    expect(listed.message).toBe('The extension could not be saved. Please try again.');
  });

  it('records the newest music video asked for a track', async () => {
    const asks: string[] = [];
    const { services } = createMusicModule({
      db: h.ctx.db,
      dialect: h.ctx.dialect,
      users: h.ctx.services.users,
      providers: h.ctx.providers,
      blobs: h.ctx.blobs,
      logger: h.ctx.logger,
      secret: h.ctx.config.sessionSecret,
      scheduleTrack: async () => {},
      scheduleExtension: async () => {},
      notify: () => {},
      makeMusicVideo: async (_caller, track) => {
        asks.push(track.id);
        return { filename: `video-${asks.length}` };
      },
    });
    const track = await create({ name: 'Film it' });
    await renderer(h.ctx.providers).render(track._id, track.requestedOn!, run());
    const caller = { userId: ada.id, sessionId: '', email: null, isGuest: false, isAdmin: false };
    const asked = await services.music.requestVideo(caller, track.filename);
    expect(asked).toMatchObject({ videoFilename: 'video-1' });
    expect(asked.videoRequestedOn).toBeTruthy();
    const again = await services.music.requestVideo(caller, track.filename);
    expect(again.videoFilename).toBe('video-2');
    expect(asks).toEqual([track._id, track._id]);
  });

  /** Every media file under the data directory's music folders. */
  async function listMedia(): Promise<string[]> {
    const { readdir } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const root = join(h.ctx.config.dataDir, 'media');
    const files = await readdir(root, { recursive: true }).catch(() => [] as string[]);
    return files.filter((f) => /music/.test(f) && /\.(mp3|mid|png|webp|json)$/.test(f)).sort();
  }
});

const failingEngineAsImage = {
  id: 'down',
  kind: 'hosted' as const,
  capability: 'image' as const,
  generate: async () => {
    throw new Error('the image service is unavailable (503)');
  },
};
