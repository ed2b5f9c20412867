import * as z from 'zod/mini';

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
  num(field).check(
    z.int({ error: `${field} must be a whole number` }),
    z.gte(min, { error: `${field} must be at least ${min}` }),
    z.lte(max, { error: `${field} must be at most ${max}` }),
  );
const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .check(z.maxLength(max, { error: `${field} must be at most ${max} characters` }));
const Timestamp = z.nullable(z.string());

export const MusicType = z.enum(['song', 'music'], { error: 'musicType must be song or music' });
export type MusicType = z.infer<typeof MusicType>;

const Tags = z
  .array(text('tags', 60), { error: 'tags must be a list of texts' })
  .check(z.maxLength(40, { error: 'tags must have at most 40 entries' }));

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
  seed: z.number().check(z.int()),
  keywords: z.string(),
  musicType: MusicType,
  model: z.string(),
  url: z.nullable(z.string()),
  /** The MIDI file of the score, when the engine wrote one (the local engine does). */
  midiUrl: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  imageThumbUrl: z.nullable(z.string()),
  likes: z.number().check(z.int(), z.nonnegative()),
  /** The signed-in viewer's reaction. */
  reaction: z.nullable(z.enum(['like', 'dislike'])),
  public: z.boolean(),
  userId: z.string(),
  createdOn: z.string(),
  requestedOn: Timestamp,
  startedOn: Timestamp,
  finishedOn: Timestamp,
  /** Why a finished track has no audio (a failure); null otherwise. */
  message: z.nullable(z.string()),
  /** 0..100 while creating. */
  progress: z.number(),
  YouTubeId: z.nullable(z.string()),
  /** When a short video was asked for (owner, or the admin for others' tracks). */
  videoRequestedOn: Timestamp,
  /** The filename of its music video (a video item, played at /video/{filename}), once one was asked for. */
  videoFilename: z.optional(z.nullable(z.string())),
  complexity: z.number().check(z.int()),
  /** Seconds: the requested length until finished, then the audio's. */
  length: z.number(),
  /**
   * Addition: what happened to its words before composing when they were not English ("Translated from
   * German: “…”", or why they were used as written); null for English words or a track not started yet.
   */
  promptNote: z.optional(z.nullable(z.string())),
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
  index: z._default(
    z.coerce
      .number({ error: 'index must be a number' })
      .check(
        z.int({ error: 'index must be a whole number' }),
        z.gte(0, { error: 'index must be at least 0' }),
        z.lte(10_000, { error: 'index must be at most 10000' }),
      ),
    0,
  ),
});
export const MUSIC_PAGE_SIZE = PAGE_SIZE;

/** POST /music/similar: public tracks matching the keywords, best first, at most 20. */
export const MusicSimilarBody = z.object({
  keywords: text('keywords', 500).check(z.trim(), z.minLength(1, { error: 'keywords is required' })),
});

/** POST /music: queue a track. Songs need keywords and a tag of each of the five groups. */
export const CreateMusicBody = z.object({
  name: text('name', 200).check(z.trim(), z.minLength(1, { error: 'name is required' })),
  description: z._default(text('description', 2000), ''),
  lyrics: z._default(text('lyrics', 10_000), ''),
  /** The lyrics editor's sections; `lyrics` is what is sung, these are kept for the editor. */
  segments: z.optional(
    z
      .array(z.object({ label: text('segments.label', 20), content: text('segments.content', 4000) }), {
        error: 'segments must be a list',
      })
      .check(z.maxLength(6, { error: 'segments must have at most 6 sections' })),
  ),
  musicType: MusicType,
  tags: z._default(Tags, []),
  seed: z.optional(intIn('seed', 0, SEED_MAX)),
  keywords: text('keywords', 500).check(z.trim(), z.minLength(1, { error: 'keywords is required' })),
  /** Seconds, 10..300; members choose it, others get the free length at most. */
  length: z.optional(intIn('length', LENGTH_MIN, LENGTH_MAX)),
  model: z.optional(text('model', 100)),
});
export type CreateMusicBody = z.infer<typeof CreateMusicBody>;

/** POST /ai/create-music-name-description and /openai/create-music-name-description. */
export const MusicIdeasBody = z.object({
  keywords: text('keywords', 500).check(z.trim(), z.minLength(1, { error: 'keywords is required' })),
  model: z.optional(text('model', 100)),
  musicType: z._default(MusicType, 'song'),
  tags: z._default(Tags, []),
  length: z.optional(intIn('length', LENGTH_MIN, LENGTH_MAX)),
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
  lyrics: z._default(text('lyrics', 10_000), ''),
  tags: z._default(Tags, []),
  keywords: z._default(text('keywords', 500), ''),
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
  complexity: z.number().check(z.int()),
  previousLength: z.number(),
  previousFilename: z.string(),
  /** The extension this one continues, if any. */
  continueExtensionId: z.nullable(z.string()),
  likes: z.number().check(z.int(), z.nonnegative()),
  reaction: z.nullable(z.enum(['like', 'dislike'])),
  public: z.boolean(),
  requestedOn: Timestamp,
  startedOn: Timestamp,
  finishedOn: Timestamp,
  message: z.nullable(z.string()),
  progress: z.number(),
  url: z.nullable(z.string()),
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
  model: z.optional(text('model', 100)),
  continueExtensionId: z.nullish(text('continueExtensionId', 100)),
  start: num('start'),
  end: num('end'),
  overlap: num('overlap'),
  extension: num('extension'),
  description: text('description', 2000),
  complexity: num('complexity'),
  previousLength: z.optional(num('previousLength')),
  previousFilename: z.optional(text('previousFilename', 200)),
  public: z._default(z.boolean({ error: 'public must be true or false' }), false),
});
export type ExtendMusicBody = z.infer<typeof ExtendMusicBody>;

/** like / dislike of a track or an extension: the new count and the viewer's reaction. */
export const MusicReactionReply = z.object({
  likes: z.number().check(z.int(), z.nonnegative()),
  reaction: z.nullable(z.enum(['like', 'dislike'])),
});

/** POST /music/random: a random public finished track (null when there is none). */
export const MusicRandomReply = z.object({ track: z.nullable(MusicTrack) });

/** POST /music/feedback: a review or feedback; email only asked of visitors. */
export const MusicFeedbackBody = z
  .object({
    email: z.optional(z.email({ error: 'email must be an email address' }).check(z.maxLength(254))),
    review: z.optional(text('review', 5000)),
    feedback: z.optional(text('feedback', 5000)),
    userId: z.optional(text('userId', 100)),
  })
  .check(
    z.refine((b) => (b.review ?? b.feedback ?? '').trim() !== '', {
      error: 'feedback is required',
      path: ['feedback'],
    }),
  );

/** GET /user/verifiedEmail: the verified email, else the account's email. */
export const VerifiedEmailReply = z.object({
  verifiedEmail: z.nullable(z.string()),
  email: z.nullable(z.string()),
});
export const VerifyEmailBody = z.object({
  email: z
    .email({ error: 'email must be an email address' })
    .check(z.maxLength(254, { error: 'email is too long' })),
});
export const VerifyEmailCodeBody = z.object({
  code: text('code', 20).check(z.trim(), z.minLength(1, { error: 'code is required' })),
});
/**
 * The spec's call "returns error": a wrong code is a 400 whose message is the spec's text ('The code
 * didn't work. Try again, please.', naming the field `code`); success answers the now verified email.
 */
export const VerifyEmailCodeReply = z.object({ verifiedEmail: z.string() });

// Server additions (the music module).

/** `/music/single/{filename}`, `/music/done/{filename}` …: a track's filename. */
export const MusicFilenameParams = z.object({
  filename: text('filename', 200).check(z.trim(), z.minLength(1, { error: 'filename is required' })),
});

/** `/music/download/{filename}.mp3` and `.mid`. */
export const MusicDownloadParams = z.object({
  file: z
    .string({ error: 'file must be text' })
    .check(
      z.maxLength(210, { error: 'file is too long' }),
      z.regex(/^[^/]+\.(mp3|mid)$/i, { error: 'file must be a filename ending in .mp3 or .mid' }),
    ),
});

/** `/music/user/{id}.mp3`: an extension's audio. */
export const MusicExtensionAudioParams = z.object({
  file: z
    .string({ error: 'file must be text' })
    .check(
      z.maxLength(110, { error: 'file is too long' }),
      z.regex(/^[^/]+\.mp3$/i, { error: 'file must be an extension id ending in .mp3' }),
    ),
});

/** `/music/extension/{id}`. */
export const MusicExtensionIdParams = z.object({
  id: text('id', 100).check(z.trim(), z.minLength(1, { error: 'id is required' })),
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
  progress: z.number().check(z.gte(0), z.lte(100)),
});
export type MusicProgressEvent = z.infer<typeof MusicProgressEvent>;

/** `/music/game/{filename}/notes`: a track's filename (letters, digits, `-` and `_`). */
export const MusicGameNotesParams = z.object({
  filename: z
    .string({ error: 'filename must be text' })
    .check(
      z.maxLength(200, { error: 'filename is too long' }),
      z.regex(/^[A-Za-z0-9_-]+$/, { error: 'filename must be letters, digits, - or _' }),
    ),
});

/** One note of a game track's melody: when it starts and how long it lasts (seconds), and its pitch. */
export const MusicGameNote = z.object({
  time: z.number(),
  duration: z.number(),
  /** MIDI pitch, 60 is middle C */
  midi: z.number().check(z.int()),
});
export type MusicGameNote = z.infer<typeof MusicGameNote>;

/**
 * GET /music/game/{filename}/notes (addition): the melody the Piano Challenge plays, one note at a time,
 * read from the track's MIDI file; only for tracks the game list offers (shared ones).
 */
export const MusicGameNotesReply = z.object({
  filename: z.string(),
  name: z.string(),
  /** the track's length in seconds */
  length: z.number(),
  notes: z.array(MusicGameNote),
});
export type MusicGameNotesReply = z.infer<typeof MusicGameNotesReply>;

/**
 * GET /music/previews/{kind}/{id}: the song creator's previews ("Base preview clip 15 s; preset preview
 * 30 s"): a preset of "Choose preset" (`preset`, e.g. `country-rock`) or a base style, a Genre option
 * (`base`, e.g. `hip-hop`). The answer redirects to the clip's MP3.
 */
export const MusicPreviewParams = z.object({
  kind: z.enum(['base', 'preset'], { error: "kind must be 'base' or 'preset'" }),
  id: z
    .string({ error: 'id must be text' })
    .check(
      z.maxLength(60, { error: 'id is too long' }),
      z.regex(/^[a-z0-9-]+$/, { error: 'id must be lower-case letters, digits or -' }),
    ),
});
