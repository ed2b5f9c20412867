import * as z from 'zod/mini';

/**
 * Live music: a generative stream over the realtime socket. The client starts a stream with weighted prompts
 * and controls, steers it while it plays (`update`), reports how far it has played (`position`, the server's
 * back-pressure) and stops it; the server sends one chunk a bar (16-bit PCM, stereo, 48 kHz) as binary.
 */
export const LIVE_MUSIC_SAMPLE_RATE = 48_000;
export const LIVE_MUSIC_CHANNELS = 2;
/** The client schedules the first chunk this far ahead of its clock (the spec's start lead). */
export const LIVE_MUSIC_START_LEAD_SECONDS = 1;
export const LIVE_MUSIC_FADE_IN_SECONDS = 0.5;
export const LIVE_MUSIC_FADE_OUT_SECONDS = 0.2;
export const LIVE_MUSIC_MAX_PROMPTS = 4;
export const LIVE_MUSIC_TEMPO = { min: 60, max: 180 } as const;

const TONICS = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'] as const;
/** The keys a stream may play in: each tonic in major and minor ("C major", "F# minor" …). */
export const LIVE_MUSIC_KEYS = TONICS.flatMap((t) => [`${t} major`, `${t} minor`]);

export const LiveMusicPrompt = z.object({
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'text is required' }),
      z.maxLength(200, { error: 'text must be at most 200 characters' }),
    ),
  weight: z.number().check(z.gte(0), z.lte(1)),
});
export type LiveMusicPrompt = z.infer<typeof LiveMusicPrompt>;

const prompts = z
  .array(LiveMusicPrompt)
  .check(
    z.minLength(1, { error: 'Add a prompt to play.' }),
    z.maxLength(LIVE_MUSIC_MAX_PROMPTS, { error: `At most ${LIVE_MUSIC_MAX_PROMPTS} prompts.` }),
  );
const tempo = z.number().check(z.int(), z.gte(LIVE_MUSIC_TEMPO.min), z.lte(LIVE_MUSIC_TEMPO.max));
const unit = z.number().check(z.gte(0), z.lte(1));
const key = z
  .string()
  .check(z.refine((k) => LIVE_MUSIC_KEYS.includes(k), { error: 'key must be a tonic and major or minor' }));

/** What the music follows: the prompts (blended by weight), beats a minute, density, brightness and key. */
export const LiveMusicSettings = z.object({ prompts, tempo, density: unit, brightness: unit, key });
export type LiveMusicSettings = z.infer<typeof LiveMusicSettings>;

/** A change while it plays: any of the settings, heard from the next bar the server composes. */
export const LiveMusicUpdate = z.object({
  streamId: z.string().check(z.minLength(1), z.maxLength(64)),
  prompts: z.optional(prompts),
  tempo: z.optional(tempo),
  density: z.optional(unit),
  brightness: z.optional(unit),
  key: z.optional(key),
});
export type LiveMusicUpdate = z.infer<typeof LiveMusicUpdate>;

/** The start's acknowledgement: the server's "setup done", after which chunks follow. */
export const LiveMusicStarted = z.object({
  ok: z.literal(true),
  streamId: z.string(),
  sampleRate: z.number(),
  channels: z.number(),
});
export type LiveMusicStarted = z.infer<typeof LiveMusicStarted>;

/** An update's acknowledgement: its revision, and the first bar that plays it. */
export const LiveMusicUpdated = z.object({
  ok: z.literal(true),
  revision: z.number().check(z.int()),
  fromBar: z.number().check(z.int()),
});
export type LiveMusicUpdated = z.infer<typeof LiveMusicUpdated>;

/** How much of the stream the client has played (seconds since its first sample). */
export const LiveMusicPosition = z.object({
  streamId: z.string().check(z.minLength(1), z.maxLength(64)),
  played: z.number().check(z.gte(0)),
});
export type LiveMusicPosition = z.infer<typeof LiveMusicPosition>;

export const LiveMusicStop = z.object({ streamId: z.string().check(z.minLength(1), z.maxLength(64)) });

/**
 * One bar of audio. `pcm` is 16-bit little-endian interleaved stereo (socket.io's binary attachment);
 * `at` is its start in seconds from the stream's first sample; `revision` the settings it was composed with.
 */
export const LiveMusicChunk = z.object({
  streamId: z.string(),
  bar: z.number().check(z.int()),
  at: z.number(),
  seconds: z.number(),
  tempo: z.number(),
  key: z.string(),
  revision: z.number().check(z.int()),
  pcm: z.custom<ArrayBuffer | Uint8Array>(
    (v) => v instanceof ArrayBuffer || v instanceof Uint8Array,
    'pcm must be binary',
  ),
});
export type LiveMusicChunk = z.infer<typeof LiveMusicChunk>;

/**
 * The server ended a stream by itself: it was stopping, nothing was heard from the client for long, or the
 * music engine failed to make the next bar.
 */
export const LiveMusicClosed = z.object({
  streamId: z.string(),
  reason: z.enum(['shutdown', 'idle', 'error']),
});
export type LiveMusicClosed = z.infer<typeof LiveMusicClosed>;

export const LiveMusicEvents = {
  /** client → server, acknowledged with LiveMusicStarted or an error body */
  start: 'live-music:start',
  /** client → server, acknowledged with LiveMusicUpdated or an error body */
  update: 'live-music:update',
  /** client → server, about four times a second while playing */
  position: 'live-music:position',
  stop: 'live-music:stop',
  /** server → client: one bar (LiveMusicChunk) */
  chunk: 'live-music:chunk',
  /** server → client: the server ended the stream (LiveMusicClosed) */
  closed: 'live-music:closed',
} as const;
