import * as z from 'zod/mini';
import { CursorPageQuery } from './paging';

/**
 * Dialog transcripts: while a dialog records (FormStart/StartTranscript … FormSubmit/EndTranscript), each
 * answered question is posted as an entry of the run's session; the office's owner and admins read them
 * grouped by session. Field names are the spec's ("Transcript record for dialogs: officeId, question,
 * parameters, answer, audioUrl, sessionId"; "Transcript entry: sessionId, question, answer, ts, _id").
 */

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .check(z.maxLength(max, { error: `${field} must be at most ${max} characters` }));

/** Chosen caps (the spec gives none beyond the dialog's 5000-character text input). */
export const TRANSCRIPT_LIMITS = { question: 5000, answer: 5000, parameters: 5000, sessionId: 64 } as const;

/** A voice answer's clip, as the voice-answer route names it: only our own voice-clip URLs are kept. */
export const TRANSCRIPT_AUDIO_URL = /^\/api\/ai\/voice-clips\/[A-Za-z0-9_-]+$/;
/** A session id the web app makes per dialog run: a short id of letters, digits, `_` and `-`. */
export const TRANSCRIPT_SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** POST /transcripts: one answered question of a recorded dialog run. */
export const TranscriptBody = z.object({
  officeId: text('officeId', 64).check(z.trim(), z.minLength(1, { error: 'officeId is required' })),
  question: text('question', TRANSCRIPT_LIMITS.question),
  /** the option's parameters, as the dialog gives them (free text) */
  parameters: z.nullish(text('parameters', TRANSCRIPT_LIMITS.parameters)),
  answer: text('answer', TRANSCRIPT_LIMITS.answer),
  audioUrl: z.nullish(
    text('audioUrl', 200).check(
      z.regex(TRANSCRIPT_AUDIO_URL, {
        error: 'audioUrl must be a voice clip of this server (/api/ai/voice-clips/…)',
      }),
    ),
  ),
  sessionId: text('sessionId', TRANSCRIPT_LIMITS.sessionId).check(
    z.regex(TRANSCRIPT_SESSION_ID, {
      error: 'sessionId must be 1 to 64 letters, digits, _ or -',
    }),
  ),
});
export type TranscriptBody = z.infer<typeof TranscriptBody>;

export const TranscriptsParams = z.object({ officeId: text('officeId', 64) });

/** GET /transcripts/:officeId: a page of sessions (`limit` counts sessions), newest first by their latest entry. */
export const TranscriptsQuery = CursorPageQuery;

export const TranscriptEntry = z.object({
  _id: z.string(),
  sessionId: z.string(),
  question: z.string(),
  answer: z.string(),
  /** Addition: the option's parameters, when the dialog gave them. */
  parameters: z.optional(z.string()),
  audioUrl: z.optional(z.string()),
  ts: z.string(),
});
export type TranscriptEntry = z.infer<typeof TranscriptEntry>;

/**
 * The entries of a page of sessions: sessions newest first, each session's entries in the order they were
 * answered. Addition: `next`, to pass as `before` for older sessions (null on the last page).
 */
export const TranscriptsReply = z.object({
  data: z.array(TranscriptEntry),
  next: z.nullable(z.string()),
});
export type TranscriptsReply = z.infer<typeof TranscriptsReply>;
