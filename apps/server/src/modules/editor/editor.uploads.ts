import type { FastifyRequest } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import { HttpError, badRequest, fieldError } from '../../platform/http/errors';

/** A picture sent to the editor: at most 20 MB and 4096 px a side (the editor's largest canvas). */
export const MAX_EDIT_UPLOAD_BYTES = 20 * 1024 * 1024;
export const MAX_EDIT_SIDE = 4096;
const ACCEPTED = new Set(['png', 'jpeg', 'webp']);

export interface ReceivedImage {
  png: Buffer;
  width: number;
  height: number;
  /** the other text fields of the form */
  fields: Record<string, string>;
}

/**
 * Reads the one file part named `file` of a multipart request as a picture and returns it as PNG: 415 for
 * something that is not a PNG, JPEG or WebP picture, 413 over 20 MB or 4096 px a side, 400 naming `file`
 * when no file came. Text fields sent before the file are returned too.
 */
export async function receiveImage(req: FastifyRequest): Promise<ReceivedImage> {
  if (!req.isMultipart()) throw badRequest('not_multipart', 'Send the picture as multipart/form-data.');
  const part = await req.file({ limits: { fileSize: MAX_EDIT_UPLOAD_BYTES, files: 1 } });
  if (!part || part.fieldname !== 'file') throw fieldError('file', 'file is required: send the picture.');
  const bytes = await part.toBuffer().catch((err: unknown) => {
    if (err instanceof Error && /file too large|fileSize/i.test(err.message)) {
      throw new HttpError(413, 'too_large', 'The picture is larger than 20 MB.');
    }
    throw err;
  });
  if (part.file.truncated) throw new HttpError(413, 'too_large', 'The picture is larger than 20 MB.');
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field && 'value' in field && typeof field.value === 'string') fields[name] = field.value;
  }
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw new HttpError(415, 'unsupported_type', 'file must be a PNG, JPEG or WebP picture.');
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) {
    throw new HttpError(415, 'unsupported_type', 'file must be a PNG, JPEG or WebP picture.');
  }
  if (meta.width > MAX_EDIT_SIDE || meta.height > MAX_EDIT_SIDE) {
    throw new HttpError(
      413,
      'too_large',
      `The picture is ${meta.width}×${meta.height}; the editor takes at most ${MAX_EDIT_SIDE} px a side.`,
    );
  }
  // Photos carry their orientation in EXIF: the pixels are turned upright once, here.
  const png = await sharp(bytes).rotate().png().toBuffer();
  const upright = await sharp(png).metadata();
  return { png, width: upright.width!, height: upright.height!, fields };
}
