import type { FastifyRequest } from 'fastify';
import { extractText, type ExtractOptions, type ExtractedText } from './extract-text';
import { receiveUpload, type ReceiveUploadOptions } from './receive-upload';

export interface UploadedText extends ExtractedText {
  filename: string;
  bytes: number;
  /** The request's text fields, e.g. officeId. */
  fields: Record<string, string>;
}

/**
 * What a read-file route does: receive the one uploaded file, read its text, and always delete the temp
 * file, whether reading worked or not.
 */
export async function readUploadedText(
  request: FastifyRequest,
  opts: ReceiveUploadOptions & Omit<ExtractOptions, 'maxBytes'>,
): Promise<UploadedText> {
  const upload = await receiveUpload(request, opts);
  try {
    const extracted = await extractText(upload, { ...opts, maxBytes: opts.maxBytes });
    return { ...extracted, filename: upload.filename, bytes: upload.bytes, fields: upload.fields };
  } finally {
    await upload.cleanup();
  }
}
