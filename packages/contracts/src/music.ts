import { z } from 'zod';

/**
 * Music API: tracks and their extensions, the music routes, and the user's verified email, which the music
 * pages ask for. Field names are the spec's. Static bounds repeat @muse/domain's music rules (contracts
 * depend on nothing of ours); the membership limits and the extension ranges that depend on the track's
 * length are checked by the service with @muse/domain.
 */

const LENGTH_MIN = 10;
const LENGTH_MAX = 300;
const SEED_MAX = 2 ** 32 - 1;
const PAGE_SIZE = 20;

const num = (field: string) => z.number({ error: `${field} must be a number` });
const intIn = (field: string, min: number, max: number) =>
  num(field)
    .int({ error: `${field} must be a whole number` })
    .min(min, { error: `${field} must be at least ${min}` })
    .max(max, { error: `${field} must be at most ${max}` });
const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .max(max, { error: `${field} must be at most ${max} characters` });
const Timestamp = z.string().nullable();

export const MusicType = z.enum(['song', 'music'], { error: 'musicType must be song or music' });
export type MusicType = z.infer<typeof MusicType>;

const Tags = z
  .array(text('tags', 60), { error: 'tags must be a list of texts' })
  .max(40, { error: 'tags must have at most 40 entries' });

/** Addition: what the caller may do with a track, decided on the server by the music policy. */
export const MusicTrackAccess = z.object({
  /** "I'm done editing", Regenerate and Delete: its owner only (admins do not edit others' music). */
  canManage: z.boolean(),
  /** Ask for a short video: its owner, and admins for anyone's track. */
  canRequestVideo: z.boolean(),
  /**
   * Extend it: its owner, and anyone when it is shared. Extending is creating music, so visitors and guests
   * are asked to sign in with their email first.
   */
  canExtend: z.boolean(),
  /** Download its MP3 and MIDI: anyone when it is shared, else admins and paid music pro members. */
  canDownload: z.boolean(),
});
export type MusicTrackAccess = z.infer<typeof MusicTrackAccess>;

/**
 * A track as the API returns it (the spec's Music entity). `url` is the MP3 (null until finished);
 * `imageUrl` the cover picture the image engine painted for it. `public` is set by "I'm done editing": only
 * public tracks appear in the shared galleries and may be downloaded by anyone.
 */
export const MusicTrack = z.object({
  _id: z.string(),
  filename: z.string(),
  name: z.string(),
  description: z.string(),
  lyrics: z.string(),
  tags: z.array(z.string()),
  seed: z.number().int(),
  keywords: z.string(),
  musicType: MusicType,
  model: z.string(),
  url: z.string().nullable(),
  /** The MIDI file of the score, when the engine wrote one (the local engine does). */
  midiUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  imageThumbUrl: z.string().nullable(),
  likes: z.number().int().nonnegative(),
  /** The signed-in viewer's reaction. */
  reaction: z.enum(['like', 'dislike']).nullable(),
  public: z.boolean(),
  userId: z.string(),
  createdOn: z.string(),
  requestedOn: Timestamp,
  startedOn: Timestamp,
  finishedOn: Timestamp,
  /** Why a finished track has no audio (a failure); null otherwise. */
  message: z.string().nullable(),
  /** 0..100 while creating. */
  progress: z.number(),
  YouTubeId: z.string().nullable(),
  /** When a short video was asked for (owner, or the admin for others' tracks). */
  videoRequestedOn: Timestamp,
  complexity: z.number().int(),
  /** Seconds: the requested length until finished, then the audio's. */
  length: z.number(),
  /** Addition: what the caller may do with it. */
  access: MusicTrackAccess,
});
export type MusicTrack = z.infer<typeof MusicTrack>;

/** The lists the library shows, as the spec's lists are: `{ data }`. */
export const MusicListReply = z.object({ data: z.array(MusicTrack) });
export type MusicListReply = z.infer<typeof MusicListReply>;

/**
 * GET /music/all: the galleries of the home page: 20 popular songs, 20 popular pieces of music, and the 100
 * most recent tracks for the admin (empty for everyone else).
 */
export const MusicGalleriesReply = z.object({
  popularSongs: z.array(MusicTrack),
  popularMusic: z.array(MusicTrack),
  recent: z.array(MusicTrack),
});
export type MusicGalleriesReply = z.infer<typeof MusicGalleriesReply>;

/** GET /music/mine?index=N: one page of 20 of the user's tracks, newest first. */
export const MusicPageQuery = z.object({
  index: z.coerce
    .number({ error: 'index must be a number' })
    .int({ error: 'index must be a whole number' })
    .min(0, { error: 'index must be at least 0' })
    .max(10_000, { error: 'index must be at most 10000' })
    .default(0),
});
export const MUSIC_PAGE_SIZE = PAGE_SIZE;

/** POST /music/similar: public tracks matching the keywords, best first, at most 20. */
export const MusicSimilarBody = z.object({
  keywords: text('keywords', 500).trim().min(1, { error: 'keywords is required' }),
});

/** POST /music: queue a track. Songs need keywords and a tag of each of the five groups. */
export const CreateMusicBody = z.object({
  name: text('name', 200).trim().min(1, { error: 'name is required' }),
  description: text('description', 2000).default(''),
  lyrics: text('lyrics', 10_000).default(''),
  /** The lyrics editor's sections; `lyrics` is what is sung, these are kept for the editor. */
  segments: z
    .array(z.object({ label: text('segments.label', 20), content: text('segments.content', 4000) }), {
      error: 'segments must be a list',
    })
    .max(6, { error: 'segments must have at most 6 sections' })
    .optional(),
  musicType: MusicType,
  tags: Tags.default([]),
  seed: intIn('seed', 0, SEED_MAX).optional(),
  keywords: text('keywords', 500).trim().min(1, { error: 'keywords is required' }),
  /** Seconds, 10..300; members choose it, others get the free length at most. */
  length: intIn('length', LENGTH_MIN, LENGTH_MAX).optional(),
  model: text('model', 100).optional(),
});
export type CreateMusicBody = z.infer<typeof CreateMusicBody>;

/** POST /ai/create-music-name-description and /openai/create-music-name-description. */
export const MusicIdeasBody = z.object({
  keywords: text('keywords', 500).trim().min(1, { error: 'keywords is required' }),
  model: text('model', 100).optional(),
  musicType: MusicType.default('song'),
  tags: Tags.default([]),
  length: intIn('length', LENGTH_MIN, LENGTH_MAX).optional(),
});
export type MusicIdeasBody = z.infer<typeof MusicIdeasBody>;

export const MusicIdea = z.object({
  name: z.string(),
  description: z.string(),
  /** Songs: the first lyrics, as "[Verse]\n…" sections; empty for music. */
  lyrics: z.string(),
  tags: z.array(z.string()),
});
export type MusicIdea = z.infer<typeof MusicIdea>;
export const MusicIdeasReply = z.object({ data: z.array(MusicIdea) });
export type MusicIdeasReply = z.infer<typeof MusicIdeasReply>;

/** POST /openai/create-song-section: write a verse or chorus that fits the lyrics so far. */
export const SongSectionBody = z.object({
  type: z.enum(['chorus', 'verse'], { error: 'type must be chorus or verse' }),
  lyrics: text('lyrics', 10_000).default(''),
  tags: Tags.default([]),
  keywords: text('keywords', 500).default(''),
});
export type SongSectionBody = z.infer<typeof SongSectionBody>;
export const SongSectionReply = z.object({ content: z.string() });

/** Addition: what the caller may do with an extension, decided on the server by the music policy. */
export const MusicExtensionAccess = z.object({
  /** Delete it: its maker only. */
  canDelete: z.boolean(),
});
export type MusicExtensionAccess = z.infer<typeof MusicExtensionAccess>;

/**
 * An extension of a track (the spec's Extension). `url` is its audio; private extensions' audio is the
 * owner's.
 */
export const MusicExtension = z.object({
  _id: z.string(),
  filename: z.string(),
  start: z.number(),
  end: z.number(),
  overlap: z.number(),
  /** Seconds of the result: (end − start) + extension. */
  length: z.number(),
  extension: z.number(),
  description: z.string(),
  complexity: z.number().int(),
  previousLength: z.number(),
  previousFilename: z.string(),
  /** The extension this one continues, if any. */
  continueExtensionId: z.string().nullable(),
  likes: z.number().int().nonnegative(),
  reaction: z.enum(['like', 'dislike']).nullable(),
  public: z.boolean(),
  requestedOn: Timestamp,
  startedOn: Timestamp,
  finishedOn: Timestamp,
  message: z.string().nullable(),
  progress: z.number(),
  url: z.string().nullable(),
  userId: z.string(),
  model: z.string(),
  createdOn: z.string(),
  /** Addition: what the caller may do with it. */
  access: MusicExtensionAccess,
});
export type MusicExtension = z.infer<typeof MusicExtension>;
export const MusicExtensionsReply = z.object({ data: z.array(MusicExtension) });

/**
 * POST /music/{filename}/extend: extend a track or one of its extensions; ranges against the source's length
 * are checked by the service.
 */
export const ExtendMusicBody = z.object({
  model: text('model', 100).optional(),
  continueExtensionId: text('continueExtensionId', 100).nullish(),
  start: num('start'),
  end: num('end'),
  overlap: num('overlap'),
  extension: num('extension'),
  description: text('description', 2000),
  complexity: num('complexity'),
  previousLength: num('previousLength').optional(),
  previousFilename: text('previousFilename', 200).optional(),
  public: z.boolean({ error: 'public must be true or false' }).default(false),
});
export type ExtendMusicBody = z.infer<typeof ExtendMusicBody>;

/** like / dislike of a track or an extension: the new count and the viewer's reaction. */
export const MusicReactionReply = z.object({
  likes: z.number().int().nonnegative(),
  reaction: z.enum(['like', 'dislike']).nullable(),
});

/** POST /music/random: a random public finished track (null when there is none). */
export const MusicRandomReply = z.object({ track: MusicTrack.nullable() });

/** POST /music/feedback: a review or feedback; email only asked of visitors. */
export const MusicFeedbackBody = z
  .object({
    email: z.email({ error: 'email must be an email address' }).max(254).optional(),
    review: text('review', 5000).optional(),
    feedback: text('feedback', 5000).optional(),
    userId: text('userId', 100).optional(),
  })
  .refine((b) => (b.review ?? b.feedback ?? '').trim() !== '', {
    error: 'feedback is required',
    path: ['feedback'],
  });

/** GET /user/verifiedEmail: the verified email, else the account's email. */
export const VerifiedEmailReply = z.object({
  verifiedEmail: z.string().nullable(),
  email: z.string().nullable(),
});
export const VerifyEmailBody = z.object({
  email: z.email({ error: 'email must be an email address' }).max(254, { error: 'email is too long' }),
});
export const VerifyEmailCodeBody = z.object({
  code: text('code', 20).trim().min(1, { error: 'code is required' }),
});
/**
 * The spec's call "returns error": a wrong code is a 400 whose message is the spec's text ('The code
 * didn't work. Try again, please.', naming the field `code`); success answers the now verified email.
 */
export const VerifyEmailCodeReply = z.object({ verifiedEmail: z.string() });

// Server additions (the music module).

/** `/music/single/{filename}`, `/music/done/{filename}` …: a track's filename. */
export const MusicFilenameParams = z.object({
  filename: text('filename', 200).trim().min(1, { error: 'filename is required' }),
});

/** `/music/download/{filename}.mp3` and `.mid`. */
export const MusicDownloadParams = z.object({
  file: z
    .string({ error: 'file must be text' })
    .max(210, { error: 'file is too long' })
    .regex(/^[^/]+\.(mp3|mid)$/i, { error: 'file must be a filename ending in .mp3 or .mid' }),
});

/** `/music/user/{id}.mp3`: an extension's audio. */
export const MusicExtensionAudioParams = z.object({
  file: z
    .string({ error: 'file must be text' })
    .max(110, { error: 'file is too long' })
    .regex(/^[^/]+\.mp3$/i, { error: 'file must be an extension id ending in .mp3' }),
});

/** `/music/extension/{id}`. */
export const MusicExtensionIdParams = z.object({
  id: text('id', 100).trim().min(1, { error: 'id is required' }),
});

/**
 * A 409 or 403 of the music routes carries `details.action` when the web can offer a way out:
 * 'subscribe' (the Subscribe button: music pro lifts the limit), 'membership' (the membership modal).
 */
export const MusicErrorAction = z.enum(['subscribe', 'membership']);

/** Pushed to the owner's room (`music:progress`) as a track or an extension moves on. */
export const MUSIC_PROGRESS_EVENT = 'music:progress';
export const MusicProgressEvent = z.object({
  _id: z.string(),
  filename: z.string(),
  /** 'track' for a track, 'extension' for an extension of `filename` (then `_id` is the extension's). */
  target: z.enum(['track', 'extension']),
  state: z.enum(['requested', 'started', 'finished']),
  progress: z.number().min(0).max(100),
});
export type MusicProgressEvent = z.infer<typeof MusicProgressEvent>;
