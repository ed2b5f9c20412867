// Entry of the parser child process (see run-parser.ts). It registers tsx itself, so it runs the same way
// under `node --import tsx`, vitest, or a parent started any other way.
import { register } from 'tsx/esm/api';

const job = JSON.parse(process.argv[2] ?? '{}');
// The parser libraries load before tsx's hooks exist: pdf.js's two large modules then take ~0.2 s instead
// of seconds, and the TypeScript code's own imports of them come from the module cache. Loading pdf.js's
// worker half sets globalThis.pdfjsWorker, so pdf.js parses in this process without a worker of its own.
const preload = {
  pdf: ['pdfjs-dist/legacy/build/pdf.mjs', 'pdfjs-dist/legacy/build/pdf.worker.mjs'],
  docx: ['mammoth', 'yauzl'],
  doc: ['word-extractor'],
  txt: ['chardet', 'iconv-lite'],
};
for (const specifier of preload[job.format] ?? []) await import(specifier);
register();
const { runParseJob } = await import('./parse-process.ts');
await runParseJob(job);
