import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, fieldError, HttpError } from '../http/errors';
import { FileTextError } from './errors';
import { UPLOAD_FIELD } from './limits';

export interface ReceiveUploadOptions {
  /** Largest file accepted, in bytes; one byte more is refused with too_large (413). */
  maxBytes: number;
  /** Folder for the temp file (created if missing). Prefer one on disk, e.g. under DATA_DIR, not a tmpfs. */
  dir: string;
  /** The multipart field the file must come in (default "file"). */
  field?: string;
}

export interface ReceivedUpload {
  /** The temp file: `upload-<uuid>.<ext>` in `dir`, readable only by this user. */
  path: string;
  /** The client's file name without any folder part, for display and the extension cross-check. */
  filename: string;
  mimeType: string;
  bytes: number;
  /** The request's text fields (e.g. officeId), first value of each name. */
  fields: Record<string, string>;
  /** Deletes the temp file. The caller owns it: call this in a `finally` once the file has been read. */
  cleanup(): Promise<void>;
}

/**
 * Streams the one file of a multipart request to a temp file, never holding it in memory. Refuses, with the
 * app's error shapes: a request that is not multipart or has no file (400 naming the field), a second file
 * (400), and a file over maxBytes (413 too_large, the partial file removed). Text fields are collected
 * whatever their order relative to the file.
 */
export async function receiveUpload(
  request: FastifyRequest,
  opts: ReceiveUploadOptions,
): Promise<ReceivedUpload> {
  const field = opts.field ?? UPLOAD_FIELD;
  if (!request.isMultipart()) {
    throw fieldError(field, `Send the file as multipart/form-data, in the field "${field}".`);
  }
  await mkdir(opts.dir, { recursive: true });
  const fields: Record<string, string> = {};
  let saved: Omit<ReceivedUpload, 'fields' | 'cleanup'> | undefined;
  try {
    // Per-request limits are merged over the ones the plugin was registered with.
    for await (const part of request.parts({ limits: { fileSize: opts.maxBytes, files: 1 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in fields))
          fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== field) {
        part.file.resume();
        throw fieldError(field, `Send the file in the field "${field}".`);
      }
      // A form submitted without choosing a file sends an empty part with no name.
      if (!part.filename) {
        part.file.resume();
        continue;
      }
      if (saved) {
        part.file.resume();
        throw tooManyFiles(field);
      }
      saved = await saveFile(part, opts.dir);
    }
  } catch (error) {
    if (saved) await rm(saved.path, { force: true });
    throw translate(error, field);
  }
  if (!saved) throw fieldError(field, 'Choose a file to upload.');
  const path = saved.path;
  return { ...saved, fields, cleanup: () => rm(path, { force: true }) };
}

async function saveFile(
  part: MultipartFile,
  dir: string,
): Promise<Omit<ReceivedUpload, 'fields' | 'cleanup'>> {
  const filename = cleanFilename(part.filename);
  const path = join(dir, `upload-${randomUUID()}${safeExtension(filename)}`);
  const out = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  try {
    await pipeline(part.file, out);
    // Past the limit busboy stops passing bytes on and marks the stream truncated.
    if (part.file.truncated) throw new FileTextError('too_large');
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { path, filename, mimeType: part.mimetype, bytes: out.bytesWritten };
}

function translate(error: unknown, field: string): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new FileTextError('too_large');
  if (code === 'FST_FILES_LIMIT') return tooManyFiles(field);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return badRequest('too_many_parts', 'The form has too many fields.');
  }
  // Disk and system errors (ENOSPC, EACCES…) are ours: let them be a logged 500.
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return error;
  // Everything else is the request's: a malformed or cut-off multipart body (busboy's errors have no code).
  return fieldError(field, 'The upload was cut off or is not a valid multipart/form-data body.');
}

const tooManyFiles = (field: string) => fieldError(field, 'Upload one file at a time.');

/** Browsers send a bare name, but some clients send a path (C:\\fakepath\\a.pdf): keep the last segment. */
function cleanFilename(raw: string): string {
  const name = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255);
}

/** Only a short alphanumeric extension is kept in the temp name, never anything from the client's path. */
function safeExtension(filename: string): string {
  const extension = extname(filename).toLowerCase();
  return /^\.[a-z0-9]{1,10}$/.test(extension) ? extension : '';
}

/**
 * Deletes temp uploads older than maxAgeMs left in `dir` by a process that stopped while reading one.
 * Call it at start-up (or now and then); returns how many files were removed.
 */
export async function removeStaleUploads(dir: string, maxAgeMs: number): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith('upload-')) continue;
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (info?.isFile() && Date.now() - info.mtimeMs > maxAgeMs) {
      await rm(path, { force: true });
      removed++;
    }
  }
  return removed;
}
