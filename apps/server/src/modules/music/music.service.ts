import type { AnalyticsSink } from '../../platform/analytics';
import { randomInt } from 'node:crypto';
import type { CreateMusicBody, ModelEntry, MusicTrack } from '@muse/contracts';
import {
  SONG_TAGS_HINT,
  SECTION_TYPES,
  canStartSong,
  clampSongLength,
  defaultSongLength,
  effectiveMusicPro,
  formatLyrics,
  groupSongTags,
  isMusicPro,
  missingTagGroups,
  musicLimits,
  type MusicProStatus,
  type SectionType,
} from '@muse/domain';
import type { ProviderRegistry } from '@muse/providers';
import type { Caller } from '../../platform/http/auth-guard';
import { HttpError, fieldError, serviceUnavailable } from '../../platform/http/errors';
import type { Logger } from '../../platform/logging/logger';
import type { BlobStore, Visibility } from '../../platform/storage';
import { newId, nowIso } from '../../shared/ids';
import type { UsersService } from '../users';
import type { MusicExtensionsRepository } from './music.extensions.repository';
import { ERROR_IMAGE, storedKeys, withVisibility } from './music.media-keys';
import {
  canSeeTrack,
  downloadsPrivateTracks,
  inProgress,
  isShared,
  ownedTrack,
  requireMusicAccount,
  videoTrack,
  visibleTrack,
} from './music.policy';
import { presentTrack } from './music.presenter';
import type { MusicRepository, StartCounts, TrackRow } from './music.repository';

/** The model a track is made with when the request names none. */
export const DEFAULT_MUSIC_MODEL = 'mozart';
/** "My Music & Songs" shows this many tracks a page. */
export const MINE_PAGE_SIZE = 20;

export interface MusicServiceDeps {
  /** product analytics: a generation was requested */
  analytics?: Pick<AnalyticsSink, 'capture'>;
  repo: MusicRepository;
  extensions: MusicExtensionsRepository;
  users: UsersService;
  providers: ProviderRegistry;
  blobs: BlobStore;
  logger: Logger;
  secret: string;
  /** Whether the user has a verified email (a first creation needs one). */
  hasVerifiedEmail(userId: string): Promise<boolean>;
  /** queues the render job of a track's current run */
  schedule(track: TrackRow): Promise<void>;
  /** queues a track's music video (the images module's video requests); its filename */
  makeMusicVideo?(caller: Caller, track: TrackRow): Promise<{ filename: string }>;
}

/**
 * Tracks as their owners live them: create (verified email, the five tag groups for songs, music pro's
 * limits and length), the queue, "I'm done editing", regenerate, delete, ask for a video, and reading one
 * track or one's own. Galleries, reactions, downloads and extensions have services of their own.
 */
export class MusicService {
  constructor(private readonly deps: MusicServiceDeps) {}

  /** Songs and pieces made on this server, finished (the statistics banner). */
  countMade(): Promise<number> {
    return this.deps.repo.countMade();
  }

  async create(callerOrNull: Caller | null, body: CreateMusicBody): Promise<MusicTrack> {
    const caller = requireMusicAccount(callerOrNull);
    if (!(await this.deps.hasVerifiedEmail(caller.userId)))
      throw new HttpError(
        403,
        'email_not_verified',
        'Verify your email before creating music: we send you a code, and tell you when your music is ready.',
      );
    const tags = normaliseTags(body.tags);
    if (body.musicType === 'song') {
      const missing = missingTagGroups(groupSongTags(tags));
      if (missing.length > 0)
        throw new HttpError(400, 'validation_failed', `${SONG_TAGS_HINT} (missing: ${missing.join(', ')}).`, [
          { field: 'tags', message: SONG_TAGS_HINT },
        ]);
    }
    const model = this.musicModel(body.model ?? DEFAULT_MUSIC_MODEL);
    const status = await this.musicPro(caller.userId);
    const now = nowIso();
    const id = newId();
    const seed = body.seed ?? randomInt(0, 2 ** 32);
    const refusal = await this.deps.repo.createWithinLimits(
      {
        id,
        kind: 'music',
        filename: id,
        userId: caller.userId,
        name: body.name.trim(),
        description: body.description.trim(),
        tags: tags.join(', '),
        model: model.key,
        width: null,
        height: null,
        size: null,
        quality: null,
        steps: null,
        seed,
        source: 'music',
        language: null,
        // Private until the owner says "I'm done editing".
        private: 1,
        credits: 0,
        requestedOn: now,
        startedOn: null,
        finishedOn: null,
        message: null,
        imageKey: null,
        thumbKey: null,
        categoryId: null,
        createdAt: now,
        updatedAt: now,
        lyrics: body.musicType === 'song' ? lyricsOf(body) : '',
        keywords: body.keywords.trim(),
        musicType: body.musicType,
        lengthSeconds: clampSongLength(status, body.length ?? defaultSongLength(status)),
        complexity: null,
      },
      utcDayStart(),
      judgeStart(status),
    );
    if (refusal) throw startRefused(refusal, status);
    const track = (await this.deps.repo.findById(id))!;
    await this.deps.schedule(track);
    this.deps.analytics?.capture(
      { name: 'generation_requested', props: { media: 'music', model: model.key, number: 1 } },
      caller.userId,
    );
    return this.present(caller, track);
  }

  /** A new run of a finished track with a new seed, under the same limits; private again until done. */
  async regenerate(caller: Caller, filename: string): Promise<MusicTrack> {
    const track = ownedTrack(caller, await this.deps.repo.findByFilename(filename), 'regenerate it');
    if (!track.finishedOn) throw inProgress();
    const status = await this.musicPro(caller.userId);
    const requested = Math.round(Number(track.lengthSeconds ?? defaultSongLength(status)));
    const outcome = await this.deps.repo.restartWithinLimits(
      track,
      {
        requestedOn: nowIso(),
        startedOn: null,
        finishedOn: null,
        message: null,
        progress: 0,
        seed: randomInt(0, 2 ** 32),
        private: 1,
        audioKey: null,
        midiKey: null,
        stateKey: null,
        imageKey: null,
        thumbKey: null,
        lengthSeconds: clampSongLength(status, requested),
      },
      utcDayStart(),
      judgeStart(status),
    );
    if ('refusal' in outcome) {
      if (outcome.refusal === 'not_finished') throw inProgress();
      throw startRefused(outcome.refusal, status);
    }
    const b = outcome.before;
    await this.removeBlobs(storedKeys([b.audioKey, b.midiKey, b.stateKey, b.imageKey, b.thumbKey]));
    const now = (await this.deps.repo.findById(track.id))!;
    await this.deps.schedule(now);
    return this.present(caller, now);
  }

  /**
   * "I'm done editing": the track becomes public. Its files are copied to public keys first, the row
   * switches only if it is still that run and still private, and then the private originals go; a failure
   * at any step leaves a complete track somewhere. Done twice is done.
   */
  async done(caller: Caller, filename: string): Promise<MusicTrack> {
    const track = ownedTrack(caller, await this.deps.repo.findByFilename(filename), 'mark it done');
    if (!track.finishedOn) throw inProgress();
    if (!track.audioKey || track.imageKey === ERROR_IMAGE)
      throw new HttpError(409, 'track_failed', 'This track could not be made, so it cannot be shared.');
    if (!track.private) return this.present(caller, track);
    const moves = storedKeys([track.audioKey, track.midiKey, track.imageKey, track.thumbKey])
      .filter((k) => k.startsWith('private/'))
      .map((from) => ({ from, to: withVisibility(from, 'public') }));
    try {
      for (const m of moves) await this.copy(m.from, m.to, 'public');
    } catch (err) {
      // A concurrent done may have switched the row and dropped the originals while this one copied.
      const now = await this.deps.repo.findById(track.id);
      if (now && !now.private) return this.present(caller, now);
      throw err;
    }
    const moved = (key: string | null) => moves.find((m) => m.from === key)?.to ?? key;
    const switched = await this.deps.repo.publish(track, {
      audioKey: moved(track.audioKey),
      midiKey: moved(track.midiKey),
      imageKey: moved(track.imageKey),
      thumbKey: moved(track.thumbKey),
    });
    const now = (await this.deps.repo.findById(track.id))!;
    const kept = new Set(storedKeys([now.audioKey, now.midiKey, now.imageKey, now.thumbKey]));
    // The winner drops the private originals; a loser (a concurrent done, a regeneration) drops only
    // copies nobody points at.
    const drop = switched ? moves.map((m) => m.from) : moves.map((m) => m.to);
    await this.removeBlobs(drop.filter((k) => !kept.has(k)));
    return this.present(caller, now);
  }

  /** Deletes the track, its extensions, reactions and files. A run still going removes its own files. */
  async remove(caller: Caller, filename: string): Promise<{ ok: true }> {
    const track = ownedTrack(caller, await this.deps.repo.findByFilename(filename), 'delete it');
    const extensions = await this.deps.extensions.listAll(track.id);
    await this.deps.repo.remove(track.id);
    await this.removeBlobs(
      storedKeys([
        track.audioKey,
        track.midiKey,
        track.stateKey,
        track.imageKey,
        track.thumbKey,
        ...extensions.flatMap((e) => [e.audioKey, e.stateKey]),
      ]),
    );
    return { ok: true };
  }

  /**
   * Asks for a short video of a track (the owner; an admin for others' tracks): its music video is queued
   * like any video (images module), and the track names it. Without a video engine the answer says so.
   */
  async requestVideo(caller: Caller, filename: string): Promise<MusicTrack> {
    const track = videoTrack(caller, await this.deps.repo.findByFilename(filename));
    if (!track.finishedOn) throw inProgress();
    if (!track.audioKey)
      throw new HttpError(409, 'track_failed', 'This track has no music to make a video of.');
    if (!this.deps.makeMusicVideo || this.deps.providers.engines('video').length === 0)
      throw serviceUnavailable('video_unavailable', 'Making a video needs a configured video provider.');
    const video = await this.deps.makeMusicVideo(caller, track);
    await this.deps.repo.requestVideo(track.id, video.filename);
    return this.present(caller, (await this.deps.repo.findById(track.id))!);
  }

  async single(caller: Caller | null, filename: string): Promise<MusicTrack> {
    return this.present(caller, visibleTrack(caller, await this.deps.repo.findByFilename(filename)));
  }

  /** Tracks by id as `caller` sees them, for another module's list (the asset library); unseen ones left out. */
  async byIds(caller: Caller, ids: readonly string[]): Promise<MusicTrack[]> {
    const rows = (await this.deps.repo.findByIds(ids)).filter((r) => canSeeTrack(caller, r));
    return this.presentAll(caller, rows);
  }

  async mine(caller: Caller, index: number): Promise<{ data: MusicTrack[] }> {
    const rows = await this.deps.repo.listMine(caller.userId, MINE_PAGE_SIZE, index * MINE_PAGE_SIZE);
    return { data: await this.presentAll(caller, rows) };
  }

  async inProgress(caller: Caller): Promise<{ data: MusicTrack[] }> {
    return { data: await this.presentAll(caller, await this.deps.repo.listInProgress(caller.userId)) };
  }

  /** The viewer's music pro status as of now ('' for visitors). */
  async musicPro(userId: string | null): Promise<MusicProStatus> {
    if (!userId) return '';
    const user = await this.deps.users.get(userId);
    return user ? effectiveMusicPro(user.musicPro, user.musicProUntil) : '';
  }

  /** Tracks as `caller` sees them: its reactions in one lookup, MIDI links by its download rights. */
  async presentAll(caller: Caller | null, rows: readonly TrackRow[]): Promise<MusicTrack[]> {
    if (rows.length === 0) return [];
    const reactions = caller
      ? await this.deps.repo.reactionsAmong(
          caller.userId,
          rows.map((r) => r.id),
        )
      : undefined;
    const anyNotShared = rows.some((r) => !isShared(r));
    const downloadsPrivate =
      anyNotShared && (await downloadsPrivateTracks(caller, () => this.musicPro(caller?.userId ?? null)));
    return rows.map((r) =>
      presentTrack(r, { secret: this.deps.secret, viewer: caller, reactions, downloadsPrivate }),
    );
  }

  /** A music model of the catalogue that can run here (400 naming `model`, or 422 saying what it needs). */
  musicModel(key: string): ModelEntry {
    const model = this.deps.providers.models().find((m) => m.key === key && m.capability === 'music');
    if (!model) throw fieldError('model', `There is no music model "${key}".`);
    if (!model.available)
      throw new HttpError(
        422,
        'model_unavailable',
        `${model.name} is not available on this server: it ${model.unavailableReason ?? 'is not configured'}.`,
      );
    return model;
  }

  private async present(caller: Caller | null, row: TrackRow): Promise<MusicTrack> {
    return (await this.presentAll(caller, [row]))[0]!;
  }

  private async copy(from: string, to: string, visibility: Visibility): Promise<void> {
    const blob = await this.deps.blobs.get(from);
    if (!blob) throw new HttpError(409, 'file_missing', 'A file of this track is missing; try again.');
    await this.deps.blobs.put(to, blob.body, { contentType: blob.info.contentType, visibility });
  }

  private async removeBlobs(keys: readonly string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((k) => this.deps.blobs.delete(k)));
    // The row is gone or changed either way; a file left behind is only wasted space.
    for (const [i, r] of results.entries())
      if (r.status === 'rejected') this.deps.logger.warn({ err: r.reason, key: keys[i] }, 'blob not deleted');
  }
}

/** The limits music pro lifts (tracks made at once, songs a day): judged under the user's lock. */
function judgeStart(status: MusicProStatus) {
  return (counts: StartCounts): string | null => {
    if (canStartSong({ status, unfinished: counts.unfinished, createdToday: counts.today })) return null;
    return counts.unfinished >= musicLimits(status).parallel ? 'parallel' : 'daily';
  };
}

/**
 * 409 with what the web can offer: non-members are told to wait for their unfinished track, or that the
 * day's songs are made, with `action: 'subscribe'` (music pro lifts both limits).
 */
export function startRefused(reason: string, status: MusicProStatus): HttpError {
  const limits = musicLimits(status);
  if (reason === 'parallel') {
    return isMusicPro(status)
      ? new HttpError(
          409,
          'music_in_progress',
          `You have ${limits.parallel} tracks being made: please wait until one of them is ready.`,
          { limit: limits.parallel },
        )
      : new HttpError(
          409,
          'music_in_progress',
          'Please wait until your music is ready before creating more, or subscribe to music pro to create several at once.',
          { action: 'subscribe', limit: limits.parallel },
        );
  }
  return new HttpError(
    409,
    'music_daily_limit',
    `You have created your ${limits.songsPerDay} songs for today. Subscribe to music pro for unlimited songs.`,
    { action: 'subscribe', limit: limits.songsPerDay },
  );
}

/** The lyrics to sing: as typed, else the editor's sections in the stored "[Verse]" format. */
function lyricsOf(body: CreateMusicBody): string {
  if (body.lyrics.trim()) return body.lyrics.trim();
  const sections = (body.segments ?? [])
    .map((s) => ({ type: s.label.trim().toLowerCase(), text: s.content }))
    .filter((s): s is { type: SectionType; text: string } =>
      (SECTION_TYPES as readonly string[]).includes(s.type),
    )
    .filter((s) => s.text.trim() !== '');
  return formatLyrics(sections);
}

/** Tags trimmed, without empties or repeats (case-insensitive), in the order given. */
function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags
    .map((t) => t.trim().replace(/,/g, ' '))
    .filter((t) => t !== '' && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
}

function utcDayStart(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
}
