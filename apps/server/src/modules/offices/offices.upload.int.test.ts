import { OFFICE_LIMITS } from '@muse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARSER_LIMITS } from '../../platform/file-text';
import {
  BEES,
  beesDocx,
  manyPagePdf,
  pngImage,
  repeatedDocx,
  twoPagePdf,
} from '../../platform/file-text/test-fixtures';
import { cookieOf, sessionFor, startHarness, type Harness } from '../../testing/harness';
import { measured } from '../../testing/measure-rss';

describe('reading a topic from an uploaded file (read-file, read-pdf)', () => {
  let h: Harness;
  let owner: string;
  let guest: string;

  /** A multipart body with one part named `file`, encoded as a browser would. */
  async function upload(
    url: string,
    name: string,
    data: Uint8Array,
    type: string,
    cookie?: string,
    /** Each its own address, so the route's per-address rate limit (10 a minute) stays out of the way. */
    remoteAddress = '127.0.0.1',
  ) {
    const form = new FormData();
    form.append('file', new Blob([data], { type }), name);
    const encoded = new Request('http://muse.test/', { method: 'POST', body: form });
    return h.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')!, ...(cookie ? { cookie } : {}) },
    });
  }

  const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

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

  describe('hostile files and busy parsers', () => {
    it('refuses a DOCX that inflates to 300 MB with 413, the server growing by little', async () => {
      const bomb = repeatedDocx(300_000_000);
      const {
        result: res,
        rssGrowthMb,
        ms,
      } = await measured(() => upload('/api/ai/read-file', 'bomb.docx', bomb, docxType, owner, '10.0.1.1'));
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toMatchObject({
        code: 'too_large',
        message: 'This Word document is too large once unpacked: at most 20 MB of text.',
      });
      expect(rssGrowthMb).toBeLessThan(200);
      expect(ms).toBeLessThan(PARSER_LIMITS.timeoutMs);
    }, 60_000);

    it('refuses a PDF of more than 2,000 pages with 413, within the deadline', async () => {
      const { result: res, ms } = await measured(() =>
        upload('/api/ai/read-pdf', 'pages.pdf', manyPagePdf(5_000), 'application/pdf', owner, '10.0.1.2'),
      );
      expect(res.statusCode).toBe(413);
      expect(res.json().error.message).toBe(
        'This PDF has more than 2,000 pages. Split it and upload at most 2,000 pages at a time.',
      );
      expect(ms).toBeLessThan(PARSER_LIMITS.timeoutMs);
    }, 60_000);

    it("cuts a text at a topic's limit and says so", async () => {
      const long = new TextEncoder().encode(`${BEES.first}\n\n`.repeat(40_000));
      const res = await upload('/api/ai/read-file', 'long.txt', long, 'text/plain', owner, '10.0.1.3');
      expect(res.statusCode).toBe(200);
      expect(res.json().truncated).toBe(true);
      expect(res.json().text.length).toBeLessThanOrEqual(OFFICE_LIMITS.topicText);
      expect(res.json().text.endsWith(BEES.first)).toBe(true);
    });

    it("answers an account's second upload while its first is read with 429", async () => {
      const docx = await beesDocx();
      const [first, second] = await Promise.all([
        upload('/api/ai/read-file', 'a.docx', docx, docxType, owner, '10.0.2.1'),
        upload('/api/ai/read-file', 'b.docx', docx, docxType, owner, '10.0.2.2'),
      ]);
      expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 429]);
      const refused = first!.statusCode === 429 ? first! : second!;
      expect(refused.json().error.message).toBe(
        'You can upload one file at a time: wait until your other file has been read.',
      );
      expect(refused.headers['retry-after']).toBe(String(PARSER_LIMITS.perUserRetryAfterSeconds));
      // Once the first is read, the next upload is taken.
      const after = await upload('/api/ai/read-file', 'c.docx', docx, docxType, owner, '10.0.2.3');
      expect(after.statusCode).toBe(200);
    }, 60_000);

    it('turns uploads away with 503 and Retry-After when too many wait for a parser', async () => {
      const docx = await beesDocx();
      const total = PARSER_LIMITS.parallel + PARSER_LIMITS.waiting + 2;
      const cookies = await Promise.all(
        Array.from({ length: total }, (_, i) => sessionFor(h, `busy${i}@example.com`)),
      );
      const replies = await Promise.all(
        cookies.map((cookie, i) =>
          upload('/api/ai/read-file', 'bees.docx', docx, docxType, cookie, `10.0.3.${i + 1}`),
        ),
      );
      const busy = replies.filter((r) => r.statusCode === 503);
      expect(busy.length).toBeGreaterThanOrEqual(1);
      expect(replies.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(
        PARSER_LIMITS.parallel,
      );
      expect(replies.every((r) => r.statusCode === 200 || r.statusCode === 503)).toBe(true);
      for (const res of busy) {
        expect(res.headers['retry-after']).toBe(String(PARSER_LIMITS.retryAfterSeconds));
        expect(res.json().error).toMatchObject({
          code: 'busy',
          message:
            'The server is reading as many files as it can (2 at once, 4 waiting). Try again in 30 seconds.',
        });
      }
    }, 60_000);
  });
});
