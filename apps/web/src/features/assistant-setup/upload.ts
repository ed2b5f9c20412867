import { ErrorBody, ReadFileReply } from '@muse/contracts';
import type * as z from 'zod/mini';

/**
 * Uploading a file to read its text: pdf, doc, docx or txt, a single file of at most 200,000,000 bytes,
 * with progress; a failed upload resets the progress silently. XMLHttpRequest, because fetch reports no
 * upload progress.
 */

export const UPLOAD_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt'] as const;
export const MAX_UPLOAD_BYTES = 200_000_000;
/** For the file picker's accept attribute. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export type FileReply = z.infer<typeof ReadFileReply>;

/** What is wrong with a picked file before it is sent, or null. */
export function fileProblem(file: { name: string; size: number }): string | null {
  const ext = file.name.match(/\.([^.]+)$/)?.[1]?.toLowerCase();
  if (!ext || !(UPLOAD_EXTENSIONS as readonly string[]).includes(ext))
    return 'Choose a PDF, Word (doc, docx) or text (txt) file.';
  if (file.size === 0) return 'This file is empty.';
  if (file.size > MAX_UPLOAD_BYTES) return 'This file is larger than 200 MB.';
  return null;
}

/** The share sent so far, 0–100, rounded down (100 only once everything is sent). */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0) || !(loaded > 0)) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}

/**
 * The message to show for a failed upload: the server's own for a 4xx with an error body (415 wrong type,
 * 413 too large, 422 no text); null otherwise, as the failure resets the progress silently.
 */
export function uploadFailureMessage(status: number, bodyText: string): string | null {
  if (status < 400 || status >= 500) return null;
  try {
    const body = ErrorBody.safeParse(JSON.parse(bodyText));
    return body.success ? body.data.error.message : null;
  } catch {
    return null;
  }
}

export class UploadError extends Error {
  override readonly name = 'UploadError';
  /** null: fail silently */
  readonly shown: string | null;
  constructor(shown: string | null) {
    super(shown ?? 'upload failed');
    this.shown = shown;
  }
}

/** Sends one file as the multipart part `file` and reads the reply; `onProgress` gets 0–100. */
export function uploadFile(
  url: string,
  file: File,
  { onProgress, signal }: { onProgress: (percent: number) => void; signal?: AbortSignal },
): Promise<FileReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) =>
      onProgress(uploadPercent(e.loaded, e.lengthComputable ? e.total : file.size));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          const parsed = ReadFileReply.safeParse(JSON.parse(xhr.responseText));
          if (parsed.success) return resolve(parsed.data);
        } catch {
          // falls through to the failure below
        }
        return reject(new UploadError(null));
      }
      reject(new UploadError(uploadFailureMessage(xhr.status, xhr.responseText)));
    };
    xhr.onerror = () => reject(new UploadError(null));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
