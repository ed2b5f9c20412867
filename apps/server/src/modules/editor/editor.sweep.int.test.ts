import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBlob } from '../../platform/storage';
import { sessionFor, startHarness, type Harness } from '../../testing/harness';
import { uploadPng } from '../../testing/uploads';

/** The hourly sweep of the editor's leftovers: uploads and run results a day old go, newer ones stay. */
describe('the editor sweep', { timeout: 60_000 }, () => {
  let h: Harness;
  let cookie = '';

  async function uploadMask(): Promise<string> {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    return uploadPng(h, cookie, png);
  }
  const uploadRow = (filename: string) =>
    h.ctx.db.selectFrom('editorUploads').selectAll().where('filename', '=', filename).executeTakeFirst();

  beforeAll(async () => {
    h = await startHarness();
    cookie = await sessionFor(h, 'sweeper@example.com');
  });
  afterAll(async () => h?.close());

  it('removes uploads and results older than a day, with their files, and keeps the rest', async () => {
    const old = await uploadMask();
    const fresh = await uploadMask();
    const oldRow = (await uploadRow(old))!;
    expect(await readBlob(h.ctx.blobs, oldRow.blobKey)).toBeTruthy();
    const dayAndMinuteAgo = new Date(Date.now() - 24 * 3600_000 - 60_000).toISOString();
    await h.ctx.db
      .updateTable('editorUploads')
      .set({ createdAt: dayAndMinuteAgo })
      .where('filename', '=', old)
      .execute();
    // A finished run whose result is a day old, and one finished now.
    const resultKey = 'private/edits/sweep-test/old-run.png';
    await h.ctx.blobs.put(resultKey, Buffer.from('png'), { contentType: 'image/png', visibility: 'private' });
    const run = (id: string, finishedOn: string, key: string | null) => ({
      id,
      userId: oldRow.userId,
      sourceItemId: null,
      tool: 'rembg',
      params: '{}',
      inputKey: `private/edits/sweep-test/${id}-input.png`,
      maskKey: null,
      resultKey: key,
      width: 16,
      height: 16,
      credits: 1,
      message: null,
      requestedOn: finishedOn,
      startedOn: finishedOn,
      finishedOn,
    });
    await h.ctx.db
      .insertInto('imageEdits')
      .values([run('old-run', dayAndMinuteAgo, resultKey), run('new-run', new Date().toISOString(), 'x')])
      .execute();

    const swept = await h.ctx.jobServices.editor.sweep(new Date());
    expect(swept).toEqual({ uploads: 1, results: 1 });
    expect(await uploadRow(old)).toBeUndefined();
    expect(await readBlob(h.ctx.blobs, oldRow.blobKey)).toBeFalsy();
    expect(await uploadRow(fresh)).toBeTruthy();
    expect(await readBlob(h.ctx.blobs, resultKey)).toBeFalsy();
    const runs = await h.ctx.db.selectFrom('imageEdits').select(['id', 'resultKey']).orderBy('id').execute();
    expect(runs).toEqual([
      { id: 'new-run', resultKey: 'x' },
      { id: 'old-run', resultKey: null },
    ]);
    // A second sweep finds nothing more.
    expect(await h.ctx.jobServices.editor.sweep(new Date())).toEqual({ uploads: 0, results: 0 });
  });
});
