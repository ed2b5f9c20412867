import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';
import { MAKING_TIMEOUT, mp3Duration, startsLikeMp3 } from './music.fixtures';

/** The song creator's previews: "Base preview clip 15 s; preset preview 30 s", rendered by the local engine. */
describe('music previews', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h?.close());

  /** Follows the preview route's redirect to the clip, as a browser's audio element does. */
  async function listen(path: string) {
    const res = await h.app.inject({ url: path });
    expect(res.statusCode, res.body).toBe(302);
    const location = String(res.headers.location);
    const clip = await h.app.inject({ url: location });
    expect(clip.statusCode).toBe(200);
    expect(clip.headers['content-type']).toBe('audio/mpeg');
    return { location, audio: clip.rawPayload, cache: clip.headers['cache-control'] };
  }

  it(
    'plays a preset as a 30-second piece and a base style as a 15-second clip',
    { timeout: MAKING_TIMEOUT },
    async () => {
      const preset = await listen('/api/music/previews/preset/jazz');
      expect(startsLikeMp3(preset.audio)).toBe(true);
      expect(mp3Duration(preset.audio).seconds).toBeGreaterThan(29.5);
      expect(mp3Duration(preset.audio).seconds).toBeLessThan(30.5);
      expect(preset.location).toMatch(
        /^\/api\/media\/public\/music-previews\/preset-jazz-[0-9a-f]{16}\.mp3$/,
      );
      expect(preset.cache).toContain('immutable');

      const base = await listen('/api/music/previews/base/hip-hop');
      expect(mp3Duration(base.audio).seconds).toBeGreaterThan(14.5);
      expect(mp3Duration(base.audio).seconds).toBeLessThan(15.5);
    },
  );

  it(
    'renders a preview once per server: the next listener gets the stored clip',
    { timeout: MAKING_TIMEOUT },
    async () => {
      const first = await listen('/api/music/previews/preset/metal');
      const jobs = (await h.ctx.queue.counts()).completed;
      const again = await Promise.all([
        listen('/api/music/previews/preset/metal'),
        listen('/api/music/previews/preset/metal'),
      ]);
      expect(again.map((a) => a.location)).toEqual([first.location, first.location]);
      expect(again[0]!.audio.equals(first.audio)).toBe(true);
      expect((await h.ctx.queue.counts()).completed).toBe(jobs);
    },
  );

  it('refuses an unknown kind with a 400 naming it, and an unknown preview with a 404', async () => {
    const bad = await h.app.inject({ url: '/api/music/previews/tag/pop' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('params.kind');
    const shouty = await h.app.inject({ url: '/api/music/previews/preset/Jazz' });
    expect(shouty.statusCode).toBe(400);
    expect(shouty.json().error.details[0].field).toBe('params.id');
    const missing = await h.app.inject({ url: '/api/music/previews/preset/opera' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
  });
});
