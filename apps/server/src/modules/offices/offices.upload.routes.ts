import { join } from 'node:path';
import { ErrorBody, OFFICE_LIMITS, ReadFileReply } from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../../platform/http/auth-guard';
import { MAX_UPLOAD_BYTES, oneAtATime, readUploadedText, removeStaleUploads } from '../../platform/file-text';

const tags = ['offices'];
const errors = {
  400: ErrorBody,
  401: ErrorBody,
  413: ErrorBody,
  415: ErrorBody,
  422: ErrorBody,
  429: ErrorBody,
  503: ErrorBody,
};
/** Temp files older than this are left by a crash: removed at start. */
const STALE_UPLOAD_MS = 3600_000;

/**
 * A topic's text from a file (read-file and read-pdf): a single PDF, DOC, DOCX or TXT file of at most
 * 200,000,000 bytes, sent as one multipart part named `file`, streamed to a temp file, read by the format's
 * parser in a child process, and deleted. read-pdf takes PDFs only. The text is cut at a topic's limit (at a
 * paragraph break) inside the parser, and says so. An account reads one file at a time (429); when too many
 * files wait for a parser the answer is 503 + Retry-After. Every limit is in platform/file-text/limits.ts.
 */
export const uploadRoutes =
  ({ dataDir }: { dataDir: string }): FastifyPluginAsyncZod =>
  async (app) => {
    const dir = join(dataDir, 'tmp', 'uploads');
    await removeStaleUploads(dir, STALE_UPLOAD_MS);

    for (const [url, formats] of [
      ['/ai/read-file', undefined],
      ['/ai/read-pdf', ['pdf' as const]],
    ] as const) {
      app.post(
        url,
        {
          schema: { tags, consumes: ['multipart/form-data'], response: { 200: ReadFileReply, ...errors } },
          config: { rateLimit: { max: 10, timeWindow: '1 minute' }, multipart: true },
        },
        async (req) => {
          const user = requireAccount(req);
          const read = await oneAtATime(user.userId, () =>
            readUploadedText(req, {
              maxBytes: MAX_UPLOAD_BYTES,
              maxChars: OFFICE_LIMITS.topicText,
              dir,
              ...(formats ? { formats: [...formats] } : {}),
            }),
          );
          return {
            text: read.text,
            truncated: read.truncated,
            format: read.format,
            filename: read.filename,
            ...(read.pages !== undefined ? { pages: read.pages } : {}),
          };
        },
      );
    }
  };
