import type { ImageEngine, ProviderRegistry } from '@muse/providers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../platform/storage/blob-store';
import { sessionFor, startHarness, type Harness } from '../../testing/harness';
import { renderImageJob } from './images.jobs';
import { ImageRenderer } from './images.renderer';
import { ImagesRepository } from './images.repository';

/** An engine that fails the way a hosted service does when it is down. */
const failingEngine: ImageEngine = {
  id: 'down',
  kind: 'hosted',
  capability: 'image',
  generate: async () => {
    throw new Error('the image service is unavailable (503)');
  },
};

/** The harness's renderer, on the given providers and store (no notifications). */
function rendererOf(
  h: Harness,
  repo: ImagesRepository,
  providers: ProviderRegistry,
  blobs: BlobStore = h.ctx.blobs,
): ImageRenderer {
  return new ImageRenderer({
    repo,
    users: h.ctx.services.users,
    credits: h.ctx.services.credits,
    providers,
    blobs,
    logger: h.ctx.logger,
    hostedFairUsePerDay: 0,
    notify: () => {},
    characters: h.ctx.services.characters,
  });
}

describe('a render whose engine fails', () => {
  let h: Harness;
  let renderer: ImageRenderer;
  let repo: ImagesRepository;
  beforeAll(async () => {
    h = await startHarness({}, { workers: false });
    repo = new ImagesRepository(h.ctx.db, h.ctx.dialect);
    // The real registry, except that every model's engine is the failing one.
    const providers: ProviderRegistry = Object.create(h.ctx.providers, {
      engineForModel: { value: () => failingEngine },
    });
    renderer = rendererOf(h, repo, providers);
  });
  afterAll(async () => h?.close());

  it('is retried with the charge kept once, and the last attempt finishes with the error and a refund', async () => {
    const cookie = await sessionFor(h, 'fail@example.com');
    const session = (await h.app.inject({ url: '/api/session', headers: { cookie } })).json();
    await h.ctx.services.credits.grant(session.userId, 5, { reason: 't', idempotencyKey: 'fail-topup' });
    const { _id } = (
      await h.app.inject({
        method: 'POST',
        url: '/api/images/',
        payload: { description: 'a lighthouse', model: 'art' },
        headers: { cookie },
      })
    ).json();
    const ctx = { progress: async () => {}, signal: new AbortController().signal };

    await expect(renderer.render(_id, ctx)).rejects.toThrow(/unavailable/);
    await expect(renderer.render(_id, ctx)).rejects.toThrow(/unavailable/);
    expect((await h.ctx.services.credits.balance(session.userId)).credits).toBe(4); // charged once over two tries

    // The last try fails the same way, and the queue hands what it threw to the job's onFailed.
    const last = await renderer.render(_id, ctx).then(
      () => null,
      (err: Error) => err,
    );
    expect(last?.message).toMatch(/unavailable/);
    const services = { images: renderer };
    await renderImageJob.onFailed!({ itemId: _id }, last!, { jobId: 'render', attempt: 3, services });
    const item = await repo.findById(_id);
    expect(item?.finishedOn).toBeTruthy();
    expect(item?.message).toMatch(/could not be made: the image service is unavailable/);
    expect(item?.imageKey).toBeNull();
    expect((await h.ctx.services.credits.balance(session.userId)).credits).toBe(5); // refunded
    const history = await h.ctx.services.credits.history(session.userId);
    expect(history.map((e) => e.creditsDelta)).toEqual([1, -1, 5]);
  });
});

describe('a render whose image cannot be stored', () => {
  let h: Harness;
  let renderer: ImageRenderer;
  let repo: ImagesRepository;
  beforeAll(async () => {
    h = await startHarness({}, { workers: false });
    repo = new ImagesRepository(h.ctx.db, h.ctx.dialect);
    // The real store, except that every write fails the way a full disk or a bucket that is down does.
    const blobs: BlobStore = Object.create(h.ctx.blobs, {
      put: { value: async () => Promise.reject(new Error('the storage is unavailable (EIO)')) },
    });
    renderer = rendererOf(h, repo, h.ctx.providers, blobs);
  });
  afterAll(async () => h?.close());

  it('finishes after the last try with a plain message and a refund, instead of staying in progress', async () => {
    const cookie = await sessionFor(h, 'disk@example.com');
    const session = (await h.app.inject({ url: '/api/session', headers: { cookie } })).json();
    await h.ctx.services.credits.grant(session.userId, 5, { reason: 't', idempotencyKey: 'disk-topup' });
    const { _id } = (
      await h.app.inject({
        method: 'POST',
        url: '/api/images/',
        payload: { description: 'a lighthouse', model: 'art' },
        headers: { cookie },
      })
    ).json();
    const ctx = { progress: async () => {}, signal: new AbortController().signal };
    await expect(renderer.render(_id, ctx)).rejects.toThrow(/storage is unavailable/);
    const last = await renderer.render(_id, ctx).then(
      () => null,
      (err: Error) => err,
    );
    expect(last?.message).toMatch(/storage is unavailable/);
    expect((await repo.findById(_id))?.finishedOn).toBeNull();
    await renderImageJob.onFailed!({ itemId: _id }, last!, {
      jobId: 'render',
      attempt: 3,
      services: { images: renderer },
    });
    const item = await repo.findById(_id);
    expect(item?.finishedOn).toBeTruthy();
    expect(item?.message).toBe('The image could not be saved. Please try again.');
    expect((await h.ctx.services.credits.balance(session.userId)).credits).toBe(5); // refunded
  });
});

describe('a render with the local engine', () => {
  let h: Harness;
  let renderer: ImageRenderer;
  let repo: ImagesRepository;
  beforeAll(async () => {
    h = await startHarness({}, { workers: false });
    repo = new ImagesRepository(h.ctx.db, h.ctx.dialect);
    renderer = rendererOf(h, repo, h.ctx.providers);
  });
  afterAll(async () => h?.close());

  it('keeps what the picture was drawn without as the item note, beside its image', async () => {
    const cookie = await sessionFor(h, 'note@example.com');
    const session = (await h.app.inject({ url: '/api/session', headers: { cookie } })).json();
    await h.ctx.services.credits.grant(session.userId, 5, { reason: 't', idempotencyKey: 'note-topup' });
    const make = async (description: string) => {
      const { _id } = (
        await h.app.inject({
          method: 'POST',
          url: '/api/images/',
          payload: { description, model: 'art' },
          headers: { cookie },
        })
      ).json();
      const ctx = { progress: async () => {}, signal: new AbortController().signal };
      await renderer.render(_id, ctx);
      return repo.findById(_id);
    };
    const chimney = await make('a chimney by the ocean');
    expect(chimney?.imageKey).toBeTruthy();
    expect(chimney?.message).toBe('drawn without: chimney');
    const fox = await make('a red fox in the snow');
    expect(fox?.imageKey).toBeTruthy();
    expect(fox?.message).toBeNull();
  });
});
