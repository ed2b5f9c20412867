import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { detectPocketsphinx, encodeWav16, LocalSpeechEngine } from '@muse/providers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';
import { castOffice, requester } from '../../testing/office-cast';

const NO_RECOGNIZER =
  'Voice answers need a speech recogniser, and none is set up on this server. You can type your answer instead.';

/** A multipart body with one file part and some text fields. */
function multipart(
  file: { bytes: Buffer; type: string; name?: string; field?: string } | null,
  fields: Record<string, string> = {},
) {
  const boundary = `----muse${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name ?? 'clip.wav'}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const tone = (seconds: number) =>
  encodeWav16(
    Float32Array.from({ length: Math.round(16000 * seconds) }, (_, i) => 0.3 * Math.sin(i / 5)),
    16000,
  );

describe('voice answers with a hosted recogniser', () => {
  let h: Harness;
  let whisper: ReturnType<typeof createServer>;
  const heard: string[] = [];
  let owner: string;
  let other: string;
  let admin: string;
  let guest: string;
  let officeId: string;

  const transcribe = (cookie: string | undefined, body: ReturnType<typeof multipart>) =>
    h.app.inject({
      method: 'POST',
      url: '/api/ai/transcribe',
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
      payload: body.payload,
    });
  const get = (url: string, cookie?: string) => h.app.inject({ url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    whisper = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        heard.push(`${req.url} ${Buffer.concat(chunks).length}`);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ text: 'I enjoy building software.' }));
      });
    });
    await new Promise<void>((r) => whisper.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(whisper.address() as AddressInfo).port}/v1`;
    h = await startHarness({ TRANSCRIBE_BASE_URL: base, RATE_LIMIT_MAX: '100000' }, { workers: false });
    const cast = await castOffice(
      h,
      requester(() => h),
      { office: { type: 'aiChat', name: 'Voice shop' } },
    );
    ({ owner, other, admin, guest, officeId } = cast);
  });
  afterAll(async () => {
    await h?.close();
    await new Promise<void>((r) => whisper.close(() => r()));
  });

  it('says a hosted recogniser answers', async () => {
    expect((await get('/api/ai/transcribe/status')).json()).toEqual({ available: true, engine: 'hosted' });
  });

  it('writes down a visitor’s clip, keeps it, and lets only the visitor and the office’s owner and admins hear it', async () => {
    const res = await transcribe(undefined, multipart({ bytes: tone(0.5), type: 'audio/wav' }, { officeId }));
    expect(res.statusCode, res.body).toBe(200);
    const { text, audioUrl } = res.json();
    expect(text).toBe('I enjoy building software.');
    expect(audioUrl).toMatch(/^\/api\/ai\/voice-clips\/[A-Za-z0-9_-]+$/);
    expect(heard.at(-1)).toMatch(/^\/v1\/audio\/transcriptions \d+$/);
    const set = res.cookies.find((c) => c.name === 'muse_visitor');
    expect(set?.value).toMatch(/^[0-9a-f-]{36}$/);
    const visitor = `muse_visitor=${set!.value}`;

    const mine = await get(audioUrl, visitor);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('audio/wav');
    expect(mine.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect((await get(audioUrl, owner)).statusCode).toBe(200);
    expect((await get(audioUrl, admin)).statusCode).toBe(200);
    for (const stranger of [other, guest, undefined]) {
      const res = await get(audioUrl, stranger);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('lets guests and users answer by voice; a clip without an office is only its speaker’s', async () => {
    for (const who of [guest, other]) {
      const res = await transcribe(who, multipart({ bytes: tone(0.3), type: 'audio/wav' }, { mode: 'text' }));
      expect(res.statusCode, res.body).toBe(200);
      const url = res.json().audioUrl;
      expect((await get(url, who)).statusCode).toBe(200);
      expect((await get(url, owner)).statusCode).toBe(404);
    }
  });

  it('refuses bad input, naming the field', async () => {
    const cases: [ReturnType<typeof multipart>, number, string][] = [
      [multipart({ bytes: Buffer.from('%PDF-1.4'), type: 'application/pdf', name: 'a.pdf' }), 415, 'file'],
      [multipart({ bytes: Buffer.alloc(0), type: 'audio/wav' }), 400, 'file'],
      [multipart({ bytes: Buffer.from('not a wav file'), type: 'audio/wav' }), 400, 'file'],
      [multipart({ bytes: Buffer.alloc(10 * 1024 * 1024 + 1), type: 'audio/wav' }), 413, 'file'],
      [multipart({ bytes: tone(121), type: 'audio/wav' }), 413, 'file'],
      [multipart(null), 400, 'file'],
      [multipart({ bytes: tone(0.2), type: 'audio/wav' }, { mode: 'shout' }), 400, 'mode'],
      [multipart({ bytes: tone(0.2), type: 'audio/wav' }, { officeId: 'no such office!' }), 400, 'officeId'],
    ];
    for (const [body, status, field] of cases) {
      const res = await transcribe(owner, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.details?.[0]?.field ?? field).toBe(field);
    }
    const unknown = await transcribe(
      owner,
      multipart({ bytes: tone(0.2), type: 'audio/wav' }, { officeId: 'nope' }),
    );
    expect(unknown.statusCode).toBe(404);
    const json = await h.app.inject({
      method: 'POST',
      url: '/api/ai/transcribe',
      headers: { cookie: owner },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('moves a guest’s clips to its account and erases them with the account', async () => {
    const res = await transcribe(guest, multipart({ bytes: tone(0.2), type: 'audio/wav' }));
    const id = res.json().audioUrl.split('/').pop();
    const guestId = (await get('/api/session', guest)).json().userId;
    const account = await h.ctx.services.users.findOrCreateByEmail('vox@example.com');
    await h.ctx.services.users.mergeGuest(guestId, account.id);
    const row = await h.ctx.db
      .selectFrom('voiceClips')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.userId).toBe(account.id);
    await h.ctx.services.users.erase({ id: row.userId, email: 'vox@example.com' });
    expect(
      await h.ctx.db.selectFrom('voiceClips').selectAll().where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await h.ctx.blobs.head(row.blobKey)).toBeNull();
  });
});

describe('voice answers without a recogniser', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ TRANSCRIBE_LOCAL: 'false' }, { workers: false });
  });
  afterAll(async () => h?.close());

  it('says none is available and answers 503 no_recognizer with the message', async () => {
    expect((await h.app.inject({ url: '/api/ai/transcribe/status' })).json()).toEqual({
      available: false,
      engine: null,
    });
    const body = multipart({ bytes: tone(0.2), type: 'audio/wav' });
    const res = await h.app.inject({ method: 'POST', url: '/api/ai/transcribe', ...body });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: { code: 'no_recognizer', message: NO_RECOGNIZER } });
  });
});

const pocketsphinx = detectPocketsphinx();
describe.skipIf(!pocketsphinx)(
  'voice answers with pocketsphinx (skipped: pocketsphinx and pocketsphinx-en-us are not installed)',
  () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness({}, { workers: false });
    });
    afterAll(async () => h?.close());

    it('writes down most words of a clear English sentence', async () => {
      expect((await h.app.inject({ url: '/api/ai/transcribe/status' })).json()).toEqual({
        available: true,
        engine: 'pocketsphinx',
      });
      const sentence = 'I would like to work on your team because I enjoy building software';
      const { audio } = await new LocalSpeechEngine({ id: 'local-speech' }).synthesize({
        text: sentence,
        voice: 'en-US-GuyNeural',
        format: 'wav',
      });
      const body = multipart({ bytes: audio, type: 'audio/wav' }, { mode: 'input' });
      const res = await h.app.inject({ method: 'POST', url: '/api/ai/transcribe', ...body });
      expect(res.statusCode, res.body).toBe(200);
      const heard = new Set((res.json().text as string).toLowerCase().split(/\s+/));
      const words = sentence.toLowerCase().split(/\s+/);
      expect(words.filter((w) => heard.has(w)).length / words.length, res.json().text).toBeGreaterThanOrEqual(
        0.5,
      );
    }, 180_000);
  },
);
