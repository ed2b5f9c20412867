import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT, UPLOAD_LIMIT_BYTES } from '../http/app';
import { registerErrorHandling } from '../http/error-handler';
import { extractText, FileTextError, MAX_UPLOAD_BYTES, readUploadedText } from './index';
import { DOCX_LIMITS, MAX_TEXT_CHARS, PARSER_LIMITS, PDF_LIMITS } from './limits';
import { parseFile } from './parse-file';
import * as make from './test-fixtures';
import { measured } from '../../testing/measure-rss';

/**
 * Real uploads over HTTP to a small Fastify app set up like the real one (same body limit, error handler and
 * multipart registration as platform/http/app.ts), whose test route does what the read-file routes will:
 * readUploadedText (receiveUpload + extractText). Every file is made here by a real writer, except the
 * .doc, which LibreOffice wrote (fixtures/README.md).
 */
const SMALL_LIMIT = 1_000_000;

let app: FastifyInstance;
let base = '';
let work = '';
let uploads = '';
let docFixture: Buffer;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'muse-file-text-'));
  uploads = join(work, 'uploads');
  docFixture = await readFile(new URL('./fixtures/bees.doc', import.meta.url));
  app = Fastify({ bodyLimit: JSON_BODY_LIMIT });
  registerErrorHandling(app);
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1 } });
  app.post<{ Querystring: { maxBytes?: string } }>('/api/test/read-file', async (req) => {
    const maxBytes = Number(req.query.maxBytes ?? SMALL_LIMIT);
    const { text, truncated, format, pages, filename, bytes, fields } = await readUploadedText(req, {
      maxBytes,
      dir: uploads,
    });
    return { text, truncated, format, pages, filename, bytes, fields };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

interface Reply {
  status: number;
  body: {
    text?: string;
    truncated?: boolean;
    format?: string;
    pages?: number;
    filename?: string;
    bytes?: number;
    fields?: Record<string, string>;
    error?: { code: string; message: string; details?: { field: string }[] };
  };
}

type Part = { field?: string; name: string; data: Uint8Array | Blob; type?: string };

async function post(parts: Part[], opts: { fields?: Record<string, string>; maxBytes?: number } = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(opts.fields ?? {})) form.append(key, value);
  for (const part of parts) {
    const blob = part.data instanceof Blob ? part.data : new Blob([part.data], { type: part.type ?? '' });
    form.append(part.field ?? 'file', blob, part.name);
  }
  const query = opts.maxBytes ? `?maxBytes=${opts.maxBytes}` : '';
  const res = await fetch(`${base}/api/test/read-file${query}`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as Reply['body'] };
}

const upload = (name: string, data: Uint8Array, type?: string) =>
  post([{ name, data, ...(type ? { type } : {}) }]);

async function expectNoTempFiles(): Promise<void> {
  expect(await readdir(uploads).catch(() => [])).toEqual([]);
}

describe('reading uploaded files', () => {
  it('uses the same limit as the app', () => {
    expect(MAX_UPLOAD_BYTES).toBe(UPLOAD_LIMIT_BYTES);
    expect(new FileTextError('too_large').message).toBe('The file is larger than 200,000,000 bytes.');
  });

  it('reads both pages of a PDF, joins a hyphenated line break and keeps paragraphs', async () => {
    const res = await upload('bees.pdf', await make.twoPagePdf(), 'application/pdf');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ format: 'pdf', pages: 2, filename: 'bees.pdf' });
    expect(res.body.text).toBe(
      [make.BEES.title, make.BEES.first, make.BEES.second, 'The hive in winter', make.BEES.winter].join(
        '\n\n',
      ),
    );
    await expectNoTempFiles();
  });

  it('reads a DOCX made by the docx library', async () => {
    const res = await upload('bees.docx', await make.beesDocx());
    expect(res.status).toBe(200);
    expect(res.body.format).toBe('docx');
    expect(res.body.pages).toBeUndefined();
    expect(res.body.text).toBe(
      [make.BEES.title, make.BEES.first, make.BEES.second, make.BEES.accents].join('\n\n'),
    );
  });

  it('reads a Word 97 .doc written by LibreOffice, each Word paragraph a paragraph', async () => {
    const res = await upload('bees.doc', docFixture);
    expect(res.status).toBe(200);
    expect(res.body.format).toBe('doc');
    expect(res.body.text).toBe(
      [make.BEES.title, make.BEES.first, make.BEES.second, make.BEES.accents].join('\n\n'),
    );
  });

  it('accepts a .docx that is really a .doc (Word opens either)', async () => {
    const res = await upload('renamed.docx', docFixture);
    expect(res.status).toBe(200);
    expect(res.body.format).toBe('doc');
  });

  describe('text files in any common encoding', () => {
    const sample = `${make.BEES.accents}\r\n\r\n\r\n\r\nIl était une fois une reine des abeilles, près de la rivière.\n`;
    const expected = `${make.BEES.accents}\n\nIl était une fois une reine des abeilles, près de la rivière.`;
    it.each([
      ['UTF-8', 'utf-8', false],
      ['UTF-8 with BOM', 'utf-8', true],
      ['UTF-16 LE with BOM', 'utf-16le', true],
      ['UTF-16 BE with BOM', 'utf-16be', true],
      ['UTF-16 LE without BOM', 'utf-16le', false],
      ['Windows-1252', 'windows-1252', false],
    ] as const)('%s', async (_label, encoding, bom) => {
      const res = await upload('notes.txt', make.encodedText(sample, encoding, bom), 'text/plain');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ format: 'txt', text: expected });
    });

    it('reads a text that starts like a bitmap header ("BM…") as text', async () => {
      const res = await upload('cars.txt', Buffer.from('BMW and Mercedes make cars.\nBees make honey.'));
      expect(res.status).toBe(200);
      expect(res.body.text).toBe('BMW and Mercedes make cars.\nBees make honey.');
    });

    it('finds the format of a file with no extension by its content and media type', async () => {
      const res = await upload('README', Buffer.from('Plain words.'), 'text/plain');
      expect(res.body).toMatchObject({ format: 'txt', text: 'Plain words.' });
      const pdf = await upload('scan', await make.twoPagePdf(), 'application/octet-stream');
      expect(pdf.body).toMatchObject({ format: 'pdf', pages: 2 });
      const fake = await upload('scan', await make.pngImage(), 'application/pdf');
      expect(fake.status).toBe(415);
      expect(fake.body.error?.message).toBe(
        'This file is sent as application/pdf but is a .png file. Upload a PDF, DOC, DOCX or TXT file.',
      );
    });
  });

  describe('refused types (415)', () => {
    it('refuses an image renamed .pdf', async () => {
      const res = await upload('photo.pdf', await make.pngImage(), 'application/pdf');
      expect(res.status).toBe(415);
      expect(res.body.error).toEqual({
        code: 'unsupported_type',
        message: 'This file is named .pdf but is a .png file. Upload a PDF, DOC, DOCX or TXT file.',
      });
      await expectNoTempFiles();
    });

    it.each([
      ['setup.exe', make.windowsExe(), 'Upload a PDF, DOC, DOCX or TXT file.'],
      ['archive.zip', make.plainZip(), 'Upload a PDF, DOC, DOCX or TXT file.'],
      ['setup.txt', make.windowsExe(), 'This file is named .txt but is a .exe file.'],
      ['letter.docx', make.plainZip(), 'This file is named .docx but is a .zip file.'],
      ['budget.doc', make.excelLikeCfb(), "This file isn't a Word document."],
      ['notes.pdf', Buffer.from('Only words here.'), 'This file is named .pdf but is a text file.'],
    ])('refuses %s', async (name, data, message) => {
      const res = await upload(name, data);
      expect(res.status).toBe(415);
      expect(res.body.error?.code).toBe('unsupported_type');
      expect(res.body.error?.message).toContain(message);
    });

    it('refuses a PDF named .txt', async () => {
      const res = await upload('notes.txt', await make.twoPagePdf());
      expect(res.status).toBe(415);
      expect(res.body.error?.message).toContain('This file is named .txt but is a PDF.');
    });
  });

  describe('unreadable and empty files (422)', () => {
    it('refuses a password-protected PDF', async () => {
      const res = await upload('secret.pdf', await make.passwordPdf());
      expect(res.status).toBe(422);
      expect(res.body.error).toEqual({
        code: 'unreadable',
        message: 'This PDF is password-protected. Remove the password and upload it again.',
      });
    });

    it('refuses a corrupt PDF', async () => {
      const res = await upload('broken.pdf', make.corruptPdf());
      expect(res.status).toBe(422);
      expect(res.body.error).toEqual({
        code: 'unreadable',
        message: "This PDF is damaged and can't be read.",
      });
    });

    it('refuses a password-protected .doc and a password-protected DOCX', async () => {
      for (const [name, data] of [
        ['secret.doc', make.withEncryptedFlag(docFixture)],
        ['secret.docx', make.encryptedOoxml()],
      ] as const) {
        const res = await upload(name, data);
        expect(res.status).toBe(422);
        expect(res.body.error?.message).toBe(
          'This document is password-protected. Remove the password and upload it again.',
        );
      }
    });

    it('refuses a PDF of scanned pages: there is no text to read', async () => {
      const res = await upload('scan.pdf', await make.imageOnlyPdf());
      expect(res.status).toBe(422);
      expect(res.body.error?.code).toBe('empty');
      expect(res.body.error?.message).toMatch(/no text to read.*Scanned documents .* are not read/);
    });

    it('refuses an empty file and a file of blanks', async () => {
      const empty = await upload('empty.txt', new Uint8Array());
      expect(empty.status).toBe(422);
      expect(empty.body.error).toEqual({ code: 'empty', message: 'This file is empty.' });
      const blank = await upload('blank.txt', Buffer.from(' \n\n\t \r\n'));
      expect(blank.body.error).toEqual({ code: 'empty', message: 'This file has no text to read.' });
      await expectNoTempFiles();
    });
  });

  describe('the upload itself', () => {
    it('refuses a file over the limit with 413 and leaves no temp file', async () => {
      const big = Buffer.alloc(SMALL_LIMIT + 1, 'a');
      const res = await upload('big.txt', big);
      expect(res.status).toBe(413);
      expect(res.body.error).toEqual({
        code: 'too_large',
        message: 'The file is larger than 200,000,000 bytes.',
      });
      await expectNoTempFiles();
    });

    it('accepts a file of exactly the limit', async () => {
      const res = await upload('exact.txt', Buffer.alloc(SMALL_LIMIT, 'b'));
      expect(res.status).toBe(200);
      expect(res.body.bytes).toBe(SMALL_LIMIT);
      expect(res.body.text).toHaveLength(SMALL_LIMIT);
    });

    it("streams files larger than the app's 1 MB JSON body limit", async () => {
      // Under the topic limit of characters, which cuts longer texts.
      const lines = Array.from({ length: 50_000 }, (_, i) => `Line ${i}: bees dance in the hive.`).join('\n');
      expect(Buffer.byteLength(lines)).toBeGreaterThan(JSON_BODY_LIMIT);
      const res = await post([{ name: 'long.txt', data: Buffer.from(lines) }], { maxBytes: 5_000_000 });
      expect(res.status).toBe(200);
      expect(res.body.text?.split('\n')).toHaveLength(50_000);
      expect(res.body.truncated).toBe(false);
    });

    it('refuses two files with 400', async () => {
      const one = { name: 'a.txt', data: Buffer.from('first') };
      const res = await post([one, { name: 'b.txt', data: Buffer.from('second') }]);
      expect(res.status).toBe(400);
      expect(res.body.error?.details).toEqual([{ field: 'file', message: 'Upload one file at a time.' }]);
      await expectNoTempFiles();
    });

    it('refuses a form without a file with 400 naming the field "file"', async () => {
      const res = await post([], { fields: { officeId: 'office-1' } });
      expect(res.status).toBe(400);
      expect(res.body.error?.details).toEqual([{ field: 'file', message: 'Choose a file to upload.' }]);
    });

    it('refuses a file sent in another field, and a request that is not multipart', async () => {
      const other = await post([{ field: 'document', name: 'a.txt', data: Buffer.from('words') }]);
      expect(other.status).toBe(400);
      expect(other.body.error?.details?.[0]?.field).toBe('file');
      const json = await fetch(`${base}/api/test/read-file`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ file: 'bees' }),
      });
      expect(json.status).toBe(400);
      expect(((await json.json()) as Reply['body']).error?.details?.[0]?.field).toBe('file');
    });

    it('answers a malformed or cut-off multipart body with 400, never 500', async () => {
      for (const body of [
        '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nHoney', // no end
        'no boundary here at all',
        '--XYZ\r\nthis is not a header\r\n\r\nHoney\r\n--XYZ--\r\n',
      ]) {
        const res = await fetch(`${base}/api/test/read-file`, {
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
          body,
        });
        expect(res.status).toBe(400);
        expect(((await res.json()) as Reply['body']).error?.details?.[0]?.field).toBe('file');
      }
      await expectNoTempFiles();
    });

    it('returns the text fields sent with the file, before or after it', async () => {
      const res = await post([{ name: 'C:\\fakepath\\notes.txt', data: Buffer.from('Some words.') }], {
        fields: { officeId: 'office-7' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ filename: 'notes.txt', fields: { officeId: 'office-7' } });
    });
  });
});

describe('a caller that takes fewer formats', () => {
  it('refuses the others, naming what it takes (POST /api/ai/read-pdf takes PDFs only)', async () => {
    const path = join(work, 'notes.txt');
    await writeFile(path, 'Plain words.');
    await expect(extractText({ path, filename: 'notes.txt' }, { formats: ['pdf'] })).rejects.toMatchObject({
      statusCode: 415,
      code: 'unsupported_type',
      message: 'Upload a PDF file.',
    });
    await expect(
      extractText({ path, filename: 'notes.txt' }, { formats: ['pdf', 'doc', 'docx'] }),
    ).rejects.toMatchObject({ message: 'Upload a PDF, DOC or DOCX file.' });
    expect((await extractText({ path, filename: 'notes.txt' }, { formats: ['txt'] })).text).toBe(
      'Plain words.',
    );
    const image = join(work, 'photo.pdf');
    await writeFile(image, await make.pngImage());
    await expect(
      extractText({ path: image, filename: 'photo.pdf' }, { formats: ['pdf'] }),
    ).rejects.toMatchObject({
      message: 'This file is named .pdf but is a .png file. Upload a PDF file.',
    });
  });
});

describe('parser limits', () => {
  it('stops a parse that passes its deadline', async () => {
    const path = join(work, 'slow.pdf');
    await writeFile(path, await make.twoPagePdf());
    await expect(extractText({ path, filename: 'slow.pdf' }, { timeoutMs: 1 })).rejects.toMatchObject({
      code: 'unreadable',
      message: 'Reading this file took more than 1 ms.',
    });
  });

  it('survives a crafted .doc whose sector chain loops forever', async () => {
    const path = join(work, 'loop.doc');
    await writeFile(path, loopingDoc(docFixture));
    const started = Date.now();
    await expect(
      extractText({ path, filename: 'loop.doc' }, { timeoutMs: 20_000, maxHeapMb: 64 }),
    ).rejects.toMatchObject({ code: 'unreadable', statusCode: 422 });
    // Still serving: the loop ran in the worker, not on this thread.
    expect(Date.now() - started).toBeLessThan(25_000);
    const res = await upload('after.txt', Buffer.from('Still here.'));
    expect(res.body.text).toBe('Still here.');
  });
});

describe('hostile files', () => {
  // 300 MB of XML packed into about a megabyte, built once (it takes seconds).
  let built: Buffer | undefined;
  const docxBomb = () => (built ??= make.repeatedDocx(300_000_000));

  it('refuses a DOCX that inflates to 300 MB before inflating it, without the server growing', async () => {
    const bomb = docxBomb();
    expect(bomb.length).toBeLessThan(2_000_000);
    const {
      result: res,
      rssGrowthMb,
      ms,
    } = await measured(() => post([{ name: 'bomb.docx', data: bomb }], { maxBytes: 5_000_000 }));
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({
      code: 'too_large',
      message: 'This Word document is too large once unpacked: at most 20 MB of text.',
    });
    expect(rssGrowthMb).toBeLessThan(200);
    expect(ms).toBeLessThan(PARSER_LIMITS.timeoutMs);
    await expectNoTempFiles();
  }, 60_000);

  it('refuses a DOCX whose zip lies about the size: the inflated bytes are counted too', async () => {
    const lying = make.withDeclaredSize(docxBomb(), 'word/document.xml', 5_000_000);
    const { result: res, rssGrowthMb } = await measured(() =>
      post([{ name: 'lying.docx', data: lying }], { maxBytes: 5_000_000 }),
    );
    expect(res.status).toBe(422);
    expect(res.body.error?.message).toBe("This Word document is damaged and can't be read.");
    expect(rssGrowthMb).toBeLessThan(200);
  }, 60_000);

  it('refuses a DOCX packed more tightly than real documents are', async () => {
    // 10 MB: under the size limit, but one letter repeated packs to a few hundredths of a percent.
    const res = await post([{ name: 'dense.docx', data: make.repeatedDocx(10_000_000, 'a'.repeat(200)) }]);
    expect(res.status).toBe(413);
    expect(res.body.error?.message).toBe(
      `This Word document unpacks to more than ${DOCX_LIMITS.ratio} times its packed size, which real documents never do.`,
    );
  });

  it('refuses a DOCX of more zip entries than a document has', async () => {
    const res = await post([{ name: 'many.docx', data: make.manyEntryDocx(DOCX_LIMITS.entries) }], {
      maxBytes: 5_000_000,
    });
    expect(res.status).toBe(413);
    expect(res.body.error?.message).toBe('This Word document has more than 10,000 parts.');
  });

  it('refuses a PDF of 200,000 pages as soon as it is opened', async () => {
    const pdf = make.manyPagePdf(200_000);
    const {
      result: res,
      rssGrowthMb,
      ms,
    } = await measured(() => post([{ name: 'pages.pdf', data: pdf }], { maxBytes: 50_000_000 }));
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({
      code: 'too_large',
      message: 'This PDF has more than 2,000 pages. Split it and upload at most 2,000 pages at a time.',
    });
    expect(rssGrowthMb).toBeLessThan(200);
    expect(ms).toBeLessThan(PARSER_LIMITS.timeoutMs);
  }, 60_000);

  it('reads a PDF of exactly the page limit', async () => {
    const res = await post([{ name: 'book.pdf', data: make.manyPagePdf(PDF_LIMITS.pages) }], {
      maxBytes: 5_000_000,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pages: PDF_LIMITS.pages, truncated: false });
  }, 60_000);

  it('cuts a long text at the topic limit in the parser process, before it is sent to the server', async () => {
    const path = join(work, 'long.txt');
    await writeFile(path, Buffer.alloc(10_000_000, 'Honey bees dance.\n'));
    // What the parser process sends over IPC is parseFile's outcome.
    const outcome = await parseFile({ format: 'txt', path, maxChars: MAX_TEXT_CHARS });
    expect(outcome).toMatchObject({ ok: true, truncated: true });
    expect(outcome.ok && outcome.text.length).toBeLessThanOrEqual(MAX_TEXT_CHARS);
    expect(outcome.ok && outcome.text.endsWith('Honey bees dance.')).toBe(true);
    const small = await parseFile({ format: 'docx', path: await saved('bees.docx'), maxChars: 40 });
    expect(small).toEqual({ ok: true, truncated: true, text: make.BEES.title });
    const res = await post([{ name: 'long.txt', data: await readFile(path) }], { maxBytes: 20_000_000 });
    expect(res.body.truncated).toBe(true);
    expect(res.body.text?.length).toBeLessThanOrEqual(MAX_TEXT_CHARS);
    const short = await upload('short.txt', Buffer.from('Bees.'));
    expect(short.body.truncated).toBe(false);
  }, 60_000);

  it('lets a few files wait for a parser and turns the rest away with 503', async () => {
    const path = await saved('bees.docx');
    const total = PARSER_LIMITS.parallel + PARSER_LIMITS.waiting + 2;
    const results = await Promise.allSettled(
      Array.from({ length: total }, () => extractText({ path, filename: 'bees.docx' })),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(
      PARSER_LIMITS.parallel,
    );
    for (const r of refused) {
      expect(r.reason).toMatchObject({
        statusCode: 503,
        code: 'busy',
        details: { retryAfterSeconds: PARSER_LIMITS.retryAfterSeconds },
        message:
          'The server is reading as many files as it can (2 at once, 4 waiting). Try again in 30 seconds.',
      });
    }
  }, 60_000);
});

async function saved(name: string): Promise<string> {
  const path = join(work, name);
  await writeFile(path, name.endsWith('.docx') ? await make.beesDocx() : Buffer.from(name));
  return path;
}

/**
 * The .doc with a sector chain that cycles: the root entry's chain (which holds the small streams, so the
 * Word stream too) gets its second sector pointing back to its first, A → B → A → …
 */
function loopingDoc(doc: Buffer): Buffer {
  const copy = Buffer.from(doc);
  const sectorSize = 1 << copy.readUInt16LE(0x1e);
  const fatSector = copy.readInt32LE(0x4c); // the first FAT sector, from the header's DIFAT
  const directory = (copy.readInt32LE(0x30) + 1) * sectorSize;
  const first = copy.readInt32LE(directory + 116); // the root entry is the directory's first entry
  const next = (sector: number) => (fatSector + 1) * sectorSize + sector * 4;
  const second = copy.readInt32LE(next(first));
  if (second < 0) throw new Error('the root chain must span two sectors');
  copy.writeInt32LE(first, next(second));
  return copy;
}
