import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { openDocx } from './docx-zip';
import { FileTextError, messages } from './errors';
import { readOleStreamHeads } from './ole-container';

/**
 * DOCX: mammoth's raw text (paragraphs already end in a blank line), from parts that openDocx has checked
 * and inflates with a cap, so a zip bomb is refused before it is unpacked.
 */
export async function readDocxText(path: string): Promise<string> {
  const docx = await openDocx(path);
  try {
    // `file` (an opened zip) is mammoth's third input besides `path` and `buffer`; its types omit it.
    const input = { file: docx.parts } as unknown as Parameters<typeof mammoth.extractRawText>[0];
    return (await mammoth.extractRawText(input)).value;
  } catch (error) {
    if (error instanceof FileTextError) throw error;
    throw new FileTextError('unreadable', messages.damagedWord);
  } finally {
    docx.close();
  }
}

// Word 97-2003 File Information Block (MS-DOC 2.5.2): magic, version and the flags that say the text is
// encrypted or XOR-obfuscated, both of which need a password to read.
const FIB_MAGIC = 0xa5ec;
const WORD_97_NFIB = 0x00c1;
const F_ENCRYPTED = 0x0100;
const F_OBFUSCATED = 0x8000;

/**
 * DOC: checks the OLE2 container first (a Word document, not a spreadsheet or an encrypted DOCX; not
 * password-protected; Word 97 or later), then extracts the body with word-extractor.
 */
export async function readDocText(path: string): Promise<string> {
  let heads: Map<string, Buffer>;
  try {
    heads = await readOleStreamHeads(path, ['WordDocument', 'EncryptedPackage'], 12);
  } catch {
    throw new FileTextError('unreadable', messages.damagedWord);
  }
  // An encrypted DOCX (or XLSX…) is an OLE2 container holding the encrypted package.
  if (heads.get('EncryptedPackage')?.length) {
    throw new FileTextError('unreadable', messages.passwordProtectedWord);
  }
  const fib = heads.get('WordDocument');
  if (!fib || fib.length < 12 || fib.readUInt16LE(0) !== FIB_MAGIC) {
    throw new FileTextError('unsupported_type', messages.notWord);
  }
  if (fib.readUInt16LE(2) < WORD_97_NFIB) throw new FileTextError('unreadable', messages.oldWord);
  if (fib.readUInt16LE(0x0a) & (F_ENCRYPTED | F_OBFUSCATED)) {
    throw new FileTextError('unreadable', messages.passwordProtectedWord);
  }
  try {
    const doc = await new WordExtractor().extract(path);
    // getBody takes { filterUnicode } (default true turns curly quotes and dashes into ASCII); the
    // published types omit the parameter.
    const body = (doc as unknown as BodyWithOptions).getBody({ filterUnicode: false });
    // word-extractor ends each Word paragraph with one "\n": make each a paragraph of the text.
    return body.replace(/\n/g, '\n\n');
  } catch {
    throw new FileTextError('unreadable', messages.damagedWord);
  }
}

interface BodyWithOptions {
  getBody(options: { filterUnicode: boolean }): string;
}
