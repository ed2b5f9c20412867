import * as z from 'zod/mini';

/** Voice answers (issue #15): a spoken clip in, its words out; the clip kept for the office's transcripts. */
export const VOICE_LIMITS = {
  /** the largest clip accepted, in bytes */
  maxBytes: 10 * 1024 * 1024,
  /** the longest clip accepted, in seconds */
  maxSeconds: 120,
  /** the recognised text is cut at the mode's maximum (spec: 2000 for input, 5000 for text) */
  inputChars: 2000,
  textChars: 5000,
} as const;

export const VoiceMode = z.enum(['input', 'text']);
export type VoiceMode = z.infer<typeof VoiceMode>;

/** The path a stored clip is served at (the transcripts module accepts exactly this shape). */
export const VOICE_CLIP_PATH = /^\/api\/ai\/voice-clips\/[A-Za-z0-9_-]+$/;

export const TranscribeReply = z.object({
  text: z.string(),
  audioUrl: z.string().check(z.regex(VOICE_CLIP_PATH)),
});
export type TranscribeReply = z.infer<typeof TranscribeReply>;

export const TranscribeStatusReply = z.object({
  available: z.boolean(),
  engine: z.nullable(z.enum(['hosted', 'pocketsphinx'])),
});
export type TranscribeStatusReply = z.infer<typeof TranscribeStatusReply>;

export const VoiceClipParams = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)) });

/** The 503 message when the server has no recogniser (quoted by the web app too). */
export const NO_RECOGNIZER_MESSAGE =
  'Voice answers need a speech recogniser, and none is set up on this server. You can type your answer instead.';
