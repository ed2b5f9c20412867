// Types for the two internal modules of word-extractor that ole-container.ts uses to look inside an OLE2
// (Compound File) container before extracting: the package exposes no API for listing its streams.
declare module 'word-extractor/lib/file-reader.js' {
  export default class FileReader {
    constructor(path: string);
    open(): Promise<void>;
    close(): Promise<void>;
  }
}

declare module 'word-extractor/lib/ole-compound-doc.js' {
  import type { Readable } from 'node:stream';
  import type FileReader from 'word-extractor/lib/file-reader.js';

  export default class OleCompoundDoc {
    constructor(reader: FileReader);
    read(): Promise<OleCompoundDoc>;
    /** A stream of the named root entry; it ends at once, empty, when there is no such entry. */
    stream(name: string): Readable;
  }
}
