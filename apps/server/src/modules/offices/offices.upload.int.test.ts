import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEES, pngImage, twoPagePdf } from '../../platform/file-text/test-fixtures';
import { cookieOf, sessionFor, startHarness, type Harness } from '../../testing/harness';

describe('reading a topic from an uploaded file (read-file, read-pdf)', () => {
  let h: Harness;
  let owner: string;
  let guest: string;

  /** A multipart body with one part named `file`, encoded as a browser would. */
  async function upload(url: string, name: string, data: Uint8Array, type: string, cookie?: string) {
    const form = new FormData();
    form.append('file', new Blob([data], { type }), name);
    const encoded = new Request('http://muse.test/', { method: 'POST', body: form });
    return h.app.inject({
      method: 'POST',
      url,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')!, ...(cookie ? { cookie } : {}) },
    });
  }

  beforeAll(async () => {
    h = await startHarness({}, { workers: false });
    owner = await sessionFor(h, 'reader@example.com');
    guest = cookieOf(await h.app.inject({ method: 'POST', url: '/api/auth/guest' }));
  });
  afterAll(async () => h?.close());

  it('returns the text of a PDF, with its page count', async () => {
    for (const url of ['/api/ai/read-file', '/api/ai/read-pdf']) {
      const res = await upload(url, 'bees.pdf', await twoPagePdf(), 'application/pdf', owner);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ format: 'pdf', pages: 2, filename: 'bees.pdf', truncated: false });
      expect(res.json().text).toContain(BEES.first);
    }
  });

  it('reads text files on read-file, and refuses them on read-pdf with 415', async () => {
    const txt = new TextEncoder().encode(`${BEES.title}\n\n${BEES.winter}\n`);
    const file = await upload('/api/ai/read-file', 'notes.txt', txt, 'text/plain', owner);
    expect(file.json()).toMatchObject({ format: 'txt', text: `${BEES.title}\n\n${BEES.winter}` });
    const pdfOnly = await upload('/api/ai/read-pdf', 'notes.txt', txt, 'text/plain', owner);
    expect(pdfOnly.statusCode).toBe(415);
    expect(pdfOnly.json().error.code).toBe('unsupported_type');
  });

  it('refuses an image with 415 naming the types it reads', async () => {
    const res = await upload('/api/ai/read-file', 'photo.png', await pngImage(), 'image/png', owner);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Upload a PDF, DOC, DOCX or TXT file.');
  });

  it('is for signed-in accounts: guests and visitors are asked to sign in', async () => {
    for (const cookie of [guest, undefined]) {
      const res = await upload(
        '/api/ai/read-file',
        'bees.pdf',
        await twoPagePdf(),
        'application/pdf',
        cookie,
      );
      expect(res.statusCode).toBe(401);
    }
  });

  it('names the field when no file is sent', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/ai/read-file',
      payload: { officeId: 'x' },
      headers: { cookie: owner },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('file');
  });
});
