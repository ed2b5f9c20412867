// Test files made on the fly with real writers (pdf-lib, docx, cfb, fflate, sharp, iconv-lite): tests only.
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import * as CFB from 'cfb';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { Zip, ZipDeflate, zipSync } from 'fflate';
import iconv from 'iconv-lite';
import sharp from 'sharp';

export const BEES = {
  title: 'Bees and their dances',
  first: 'Honey bees tell their sisters where the flowers are by dancing on the comb.',
  second: 'The angle of the waggle run shows the direction of the food.',
  winter: 'In winter the bees cluster together to keep the queen warm.',
  accents: 'Café society — “quoted” words and naïve façades.',
};

/** Two pages; page 1 breaks "flowers" with a hyphen across two lines and has two paragraphs under a title. */
export async function twoPagePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const one = pdf.addPage([595, 842]);
  let y = 780;
  y = line(one, font, BEES.title, y, 18) - 12;
  y = line(one, font, 'Honey bees tell their sisters where the flow-', y);
  y = line(one, font, 'ers are by dancing on the comb.', y) - 14;
  line(one, font, BEES.second, y);
  const two = pdf.addPage([595, 842]);
  y = line(two, font, 'The hive in winter', 780, 18) - 12;
  line(two, font, BEES.winter, y);
  return pdf.save();
}

/** Draws one line at y and returns the next line's baseline (12 pt text on 16 pt leading). */
function line(page: PDFPage, font: PDFFont, text: string, y: number, size = 12): number {
  page.drawText(text, { x: 56, y, size, font });
  return y - Math.round(size * 1.35);
}

/**
 * A big PDF of about `targetBytes`, written directly (pdf-lib needs minutes for thousands of pages): pages
 * of 60 lines of varied English words in Helvetica, each page's content stream deflated as PDF writers do,
 * and, with `imageBytes`, a picture of that many incompressible bytes on every page (as in scanned or
 * illustrated documents, where most of the bytes are images). Returns the file, its pages and words.
 */
export function bigTextPdf(
  targetBytes: number,
  opts: { imageBytes?: number } = {},
): { pdf: Buffer; pages: number; words: number } {
  const vocabulary = `${BEES.first} ${BEES.second} ${BEES.winter} queen drone worker nectar pollen wax
    summer meadow clover orchard swarm forage colony larva royal jelly propolis keeper smoker frame`
    .replace(/[.,]/g, '')
    .split(/\s+/);
  let seed = 7;
  const nextWord = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return vocabulary[seed % vocabulary.length]!;
  };
  const chunks: Buffer[] = [];
  const offsets: number[] = [];
  let size = 0;
  const add = (text: string | Buffer) => {
    const chunk = typeof text === 'string' ? Buffer.from(text, 'latin1') : text;
    chunks.push(chunk);
    size += chunk.length;
  };
  const object = (id: number, body: string | (string | Buffer)[]) => {
    offsets[id] = size;
    add(`${id} 0 obj\n`);
    for (const part of typeof body === 'string' ? [body] : body) add(part);
    add('\nendobj\n');
  };
  add('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  object(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  let pages = 0;
  let words = 0;
  const kids: number[] = [];
  while (size < targetBytes) {
    const lines: string[] = [];
    for (let l = 0; l < 60; l++) {
      const line = Array.from({ length: 14 }, nextWord);
      words += line.length;
      lines.push(`(${line.join(' ')}) Tj T*`);
    }
    const pageId = 4 + pages * 3;
    let xobject = '';
    let drawing = '';
    if (opts.imageBytes) {
      const side = Math.ceil(Math.sqrt(opts.imageBytes));
      const pixels = randomBytes(side * side);
      object(pageId + 2, [
        `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray ` +
          `/BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n`,
        pixels,
        '\nendstream',
      ]);
      xobject = ` /XObject << /Im1 ${pageId + 2} 0 R >>`;
      drawing = 'q 200 0 0 200 300 20 cm /Im1 Do Q\n';
    }
    const stream = deflateSync(`${drawing}BT /F1 10 Tf 13 TL 40 800 Td\n${lines.join('\n')}\nET`);
    object(pageId + 1, [
      `<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`,
      stream,
      '\nendstream',
    ]);
    object(
      pageId,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >>${xobject} >> ` +
        `/Contents ${pageId + 1} 0 R >>`,
    );
    kids.push(pageId);
    pages++;
  }
  object(2, `<< /Type /Pages /Count ${pages} /Kids [${kids.map((id) => `${id} 0 R`).join(' ')}] >>`);
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  const xref = size;
  const count = offsets.length;
  add(`xref\n0 ${count}\n0000000000 65535 f \n`);
  for (let id = 1; id < count; id++) {
    const offset = offsets[id];
    add(offset === undefined ? '0000000000 65535 f \n' : `${String(offset).padStart(10, '0')} 00000 n \n`);
  }
  add(`trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return { pdf: Buffer.concat(chunks), pages, words };
}

/** A PDF whose only page is a picture, like a scan: there is no text to read. */
export async function imageOnlyPdf(): Promise<Uint8Array> {
  const png = await sharp({
    create: { width: 400, height: 200, channels: 3, background: { r: 240, g: 240, b: 230 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="400" height="200"><text x="20" y="100" font-size="32">Scanned page</text></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(png);
  pdf.addPage([400, 200]).drawImage(image, { x: 0, y: 0, width: 400, height: 200 });
  return pdf.save();
}

/** A PDF that needs a password to open (RC4/AES per the PDF standard security handler). */
export async function passwordPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText('The secret of the hive.', { x: 56, y: 700, size: 12, font });
  await pdf.encrypt({ userPassword: 'hive', ownerPassword: 'queen' });
  return pdf.save();
}

/** A PDF header followed by nothing a reader can make sense of. */
export function corruptPdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), Buffer.alloc(4096, 0x5a)]);
}

export async function beesDocx(): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: BEES.title, heading: HeadingLevel.HEADING_1 }),
          new Paragraph(BEES.first),
          new Paragraph(BEES.second),
          new Paragraph(BEES.accents),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

export function pngImage(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#f0c040' } })
    .png()
    .toBuffer();
}

/** The first bytes of a Windows program: the "MZ" header and the PE signature it points to. */
export function windowsExe(): Buffer {
  const exe = Buffer.alloc(512);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('PE\0\0', 0x80, 'latin1');
  return exe;
}

/** A zip archive holding one text file (not a Word document). */
export function plainZip(): Buffer {
  const zip = CFB.utils.cfb_new();
  CFB.utils.cfb_add(zip, 'notes.txt', Buffer.from(BEES.first));
  return Buffer.from(CFB.write(zip, { type: 'buffer', fileType: 'zip' }) as Uint8Array);
}

/** An OLE2 container with the streams an Excel 97 workbook has, not a Word document. */
export function excelLikeCfb(): Buffer {
  const cfb = CFB.utils.cfb_new();
  CFB.utils.cfb_add(cfb, 'Workbook', Buffer.alloc(4096, 1));
  return Buffer.from(CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}

/** What Word writes for a password-protected DOCX: an OLE2 container of EncryptionInfo and EncryptedPackage. */
export function encryptedOoxml(): Buffer {
  const cfb = CFB.utils.cfb_new();
  CFB.utils.cfb_add(cfb, 'EncryptionInfo', Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]));
  CFB.utils.cfb_add(cfb, 'EncryptedPackage', Buffer.alloc(8192, 7));
  return Buffer.from(CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}

/** The same .doc with the FIB's fEncrypted flag set, as Word does when a password protects the file. */
export function withEncryptedFlag(doc: Buffer): Buffer {
  const cfb = CFB.read(doc, { type: 'buffer' });
  const entry = CFB.find(cfb, 'WordDocument');
  if (!entry) throw new Error('no WordDocument stream');
  const content = Buffer.from(entry.content as Uint8Array);
  content.writeUInt16LE(content.readUInt16LE(0x0a) | 0x0100, 0x0a);
  entry.content = content;
  return Buffer.from(CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}

/** Text in the given encoding, with a byte-order mark if asked. */
export function encodedText(text: string, encoding: string, bom = false): Buffer {
  return iconv.encode(text, encoding, { addBOM: bom });
}

const DOCX_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const DOCX_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

/**
 * A DOCX whose word/document.xml is about `xmlBytes` of one paragraph repeated, deflated as a stream by
 * fflate, so a 300 MB document packs into about a megabyte without this process ever holding the 300 MB.
 */
export function repeatedDocx(xmlBytes: number, paragraph = BEES.first): Buffer {
  const out: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    out.push(data);
  });
  const add = (name: string) => {
    const file = new ZipDeflate(name, { level: 9 });
    zip.add(file);
    return file;
  };
  add('[Content_Types].xml').push(Buffer.from(DOCX_TYPES), true);
  add('_rels/.rels').push(Buffer.from(DOCX_RELS), true);
  const document = add('word/document.xml');
  document.push(
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><w:document ' +
        'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>',
    ),
  );
  const xml = `<w:p><w:r><w:t>${paragraph}</w:t></w:r></w:p>`;
  const chunk = Buffer.from(xml.repeat(Math.max(1, Math.floor(1_000_000 / xml.length))));
  for (let written = 0; written < xmlBytes; written += chunk.length) {
    document.push(chunk.subarray(0, Math.min(chunk.length, xmlBytes - written)));
  }
  document.push(Buffer.from('</w:body></w:document>'), true);
  zip.end();
  return Buffer.concat(out);
}

/** A small DOCX with `count` empty pictures besides its parts: more zip entries than a document has. */
export function manyEntryDocx(count: number): Buffer {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': Buffer.from(DOCX_TYPES),
    '_rels/.rels': Buffer.from(DOCX_RELS),
    'word/document.xml': Buffer.from(
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
    ),
  };
  for (let i = 0; i < count; i++) files[`word/media/image${i}.png`] = new Uint8Array(0);
  return Buffer.from(zipSync(files, { level: 0 }));
}

/** The same zip with `name`'s unpacked size in the central directory replaced by `declared` (a lie). */
export function withDeclaredSize(zip: Buffer, name: string, declared: number): Buffer {
  const copy = Buffer.from(zip);
  for (let at = copy.lastIndexOf(CENTRAL_HEADER); at >= 0; at = copy.lastIndexOf(CENTRAL_HEADER, at - 1)) {
    const nameLength = copy.readUInt16LE(at + 28);
    if (copy.toString('latin1', at + 46, at + 46 + nameLength) === name) {
      copy.writeUInt32LE(declared, at + 24);
      return copy;
    }
  }
  throw new Error(`no entry ${name}`);
}

const CENTRAL_HEADER = Buffer.from([0x50, 0x4b, 0x01, 0x02]);

/**
 * A PDF of `pages` pages, written by hand (pdf-lib needs minutes for this many): every page shows the same
 * one-line content stream, so 50,000 pages take about 5 MB.
 */
export function manyPagePdf(pages: number, line = 'Bees dance on every page.'): Buffer {
  const chunks: Buffer[] = [];
  const offsets: number[] = [];
  let size = 0;
  const add = (text: string) => {
    const chunk = Buffer.from(text, 'latin1');
    chunks.push(chunk);
    size += chunk.length;
  };
  const object = (id: number, body: string) => {
    offsets[id] = size;
    add(`${id} 0 obj\n${body}\nendobj\n`);
  };
  add('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  const first = 5;
  const kids = Array.from({ length: pages }, (_, i) => `${first + i} 0 R`).join(' ');
  object(
    2,
    `<< /Type /Pages /Count ${pages} /MediaBox [0 0 595 842] ` +
      `/Resources << /Font << /F1 4 0 R >> >> /Kids [${kids}] >>`,
  );
  const content = `BT /F1 12 Tf 72 720 Td (${line}) Tj ET`;
  object(3, `<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  object(4, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  for (let i = 0; i < pages; i++) object(first + i, '<< /Type /Page /Parent 2 0 R /Contents 3 0 R >>');
  const xref = size;
  add(`xref\n0 ${offsets.length}\n0000000000 65535 f \n`);
  for (let id = 1; id < offsets.length; id++) add(`${String(offsets[id]).padStart(10, '0')} 00000 n \n`);
  add(`trailer\n<< /Size ${offsets.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(chunks);
}
