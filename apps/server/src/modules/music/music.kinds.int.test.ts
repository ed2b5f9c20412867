import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';
import { account, at, buildTrack, request } from './music.fixtures';

/**
 * Tracks share the `items` table with images: the image routes must neither count nor touch them (a track
 * in the making is not in the image queue; an image action given a track's id or filename finds nothing).
 */
describe('image routes leave music alone', () => {
  let h: Harness;
  let req: ReturnType<typeof request>;
  beforeAll(async () => {
    h = await startHarness();
    req = request(h);
  });
  afterAll(async () => h?.close());

  it('neither counts a track in the image queue nor finds, likes, privatises or deletes it', async () => {
    const ada = await account(h, 'kinds-ada@example.com');
    const making = buildTrack(1, ada.id, { finishedOn: null, startedOn: at(1), private: 1 });
    const done = buildTrack(2, ada.id);
    await h.ctx.db.insertInto('items').values([making, done]).execute();

    expect((await req('GET', '/api/images/queue', ada.cookie)).json()).toEqual({ count: 0, startedCount: 0 });
    expect((await req('POST', `/api/images/${done.filename}/like`, ada.cookie)).statusCode).toBe(404);
    expect((await req('GET', `/api/images/filename/${done.filename}`, ada.cookie)).statusCode).toBe(404);
    expect((await req('POST', '/api/images/restart', ada.cookie, { id: making.id })).statusCode).toBe(404);
    expect((await req('DELETE', `/api/images/user/${done.id}`, ada.cookie)).statusCode).toBe(404);
    expect((await req('PUT', `/api/images/switch-private/${done.id}`, ada.cookie)).statusCode).toBe(404);

    const rows = await h.ctx.db
      .selectFrom('items')
      .select(['id', 'likes'])
      .where('userId', '=', ada.id)
      .execute();
    expect(rows.map((r) => r.id).sort()).toEqual([making.id, done.id].sort());
    expect(rows.every((r) => r.likes === 0)).toBe(true);
    expect((await req('GET', '/api/music/in-progress', ada.cookie)).json().data).toHaveLength(1);
  });
});
