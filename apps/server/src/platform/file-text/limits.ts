/** The spec's upload limit (§5: one file, at most 200,000,000 bytes). */
export const MAX_UPLOAD_BYTES = 200_000_000;

/** The multipart field the file is sent in. */
export const UPLOAD_FIELD = 'file';
