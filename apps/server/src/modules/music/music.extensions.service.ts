import { randomInt } from 'node:crypto';
import type { ExtendMusicBody, MusicExtension } from '@muse/contracts';
import { canChangeTrackLength, extensionProblems, isMusicPro, musicLimits } from '@muse/domain';
import type { Caller } from '../../platform/http/auth-guard';
import { HttpError, fieldError } from '../../platform/http/errors';
import type { Logger } from '../../platform/logging/logger';
import type { BlobStore } from '../../platform/storage';
import { newId, nowIso } from '../../shared/ids';
import type { ExtensionRow, MusicExtensionsRepository } from './music.extensions.repository';
import { ERROR_IMAGE, storedKeys } from './music.media-keys';
import {
  canHearExtension,
  extendableTrack,
  hearsEveryExtension,
  inProgress,
  isShared,
  ownedExtension,
  requireMusicAccount,
  visibleTrack,
} from './music.policy';
import { presentExtension } from './music.presenter';
import type { MusicRepository, TrackRow } from './music.repository';
import type { MusicService } from './music.service';

export interface MusicExtensionsDeps {
  tracks: MusicRepository;
  extensions: MusicExtensionsRepository;
  music: Pick<MusicService, 'musicPro' | 'musicModel'>;
  blobs: BlobStore;
  logger: Logger;
  secret: string;
  /** queues the extend job of an extension */
  schedule(ext: ExtensionRow): Promise<void>;
}

/**
 * Extensions of a track, as the extensions modal makes them. Who may extend: the track's owner, and — for a
 * shared (public) track — anyone signed in with an account; like downloads, changing a track's length (the
 * longer and shorter features) needs music pro unless the track is public. The source is the track or,
 * with `continueExtensionId`, one of its finished extensions the caller can hear; the ranges are checked
 * against that source's length. Each viewer sees the public finished extensions and their own.
 */
export class MusicExtensionsService {
  constructor(private readonly deps: MusicExtensionsDeps) {}

  async extend(
    callerOrNull: Caller | null,
    filename: string,
    body: ExtendMusicBody,
  ): Promise<MusicExtension> {
    const caller = requireMusicAccount(callerOrNull);
    const track = extendableTrack(caller, await this.deps.tracks.findByFilename(filename));
    if (!track.finishedOn) throw inProgress();
    if (!track.audioKey || track.imageKey === ERROR_IMAGE)
      throw new HttpError(409, 'track_failed', 'This track could not be made, so it cannot be extended.');
    const status = await this.deps.music.musicPro(caller.userId);
    if (!canChangeTrackLength({ status, isPublic: isShared(track) }))
      throw new HttpError(
        403,
        'music_pro_required',
        "Extending a track that is not public comes with music pro. Share it with “I'm done editing”, or become a member.",
        { action: 'membership' },
      );

    let sourceLength = Number(track.lengthSeconds ?? 0);
    if (body.continueExtensionId) {
      const source = await this.deps.extensions.findById(body.continueExtensionId);
      if (
        !source ||
        source.itemId !== track.id ||
        !source.finishedOn ||
        !source.audioKey ||
        !canHearExtension(caller, source, track)
      )
        throw fieldError(
          'continueExtensionId',
          'continueExtensionId must name a finished extension of this track.',
        );
      sourceLength = Number(source.lengthSeconds);
    }
    const problems = extensionProblems(
      {
        start: body.start,
        end: body.end,
        overlap: body.overlap,
        extension: body.extension,
        complexity: body.complexity,
        description: body.description,
      },
      roundLength(sourceLength),
    );
    if (problems.length > 0)
      throw new HttpError(
        400,
        'validation_failed',
        problems.map((p) => p.message).join(' '),
        problems.map((p) => ({ field: p.field, message: p.message })),
      );
    const model = this.deps.music.musicModel(body.model ?? track.model);

    const now = nowIso();
    const row = {
      id: newId(),
      itemId: track.id,
      userId: caller.userId,
      continueExtensionId: body.continueExtensionId ?? null,
      startSeconds: body.start,
      endSeconds: body.end,
      overlapSeconds: body.overlap,
      extensionSeconds: body.extension,
      lengthSeconds: body.end - body.start + body.extension,
      description: body.description.trim(),
      complexity: Math.round(body.complexity),
      previousLength: sourceLength,
      previousFilename: body.previousFilename?.trim() || track.filename,
      model: model.key,
      seed: randomInt(0, 2 ** 32),
      public: body.public ? 1 : 0,
      requestedOn: now,
      startedOn: null,
      finishedOn: null,
      message: null,
      audioKey: null,
      stateKey: null,
      createdAt: now,
    };
    const parallel = musicLimits(status).parallel;
    const refusal = await this.deps.extensions.createWithinLimits(row, ({ unfinished }) =>
      unfinished >= parallel ? 'parallel' : null,
    );
    if (refusal)
      throw new HttpError(
        409,
        'music_in_progress',
        isMusicPro(status)
          ? `You have ${parallel} extensions being made: please wait until one of them is ready.`
          : 'Please wait until your extension is ready before making another, or subscribe to music pro to make several at once.',
        isMusicPro(status) ? { limit: parallel } : { action: 'subscribe', limit: parallel },
      );
    const ext = (await this.deps.extensions.findById(row.id))!;
    await this.deps.schedule(ext);
    return this.present(caller, ext, track);
  }

  async list(caller: Caller | null, filename: string): Promise<{ data: MusicExtension[] }> {
    const track = visibleTrack(caller, await this.deps.tracks.findByFilename(filename));
    const rows = await this.deps.extensions.listVisible(
      track.id,
      caller?.userId ?? null,
      hearsEveryExtension(caller),
    );
    const reactions = caller
      ? await this.deps.extensions.reactionsAmong(
          caller.userId,
          rows.map((r) => r.id),
        )
      : undefined;
    return {
      data: rows.map((r) =>
        presentExtension(r, track, { secret: this.deps.secret, viewer: caller, reactions }),
      ),
    };
  }

  /** Its maker deletes an extension (the web asks for confirmation first). */
  async remove(caller: Caller, id: string): Promise<{ ok: true }> {
    const found = await this.deps.extensions.findById(id);
    const track = found ? await this.deps.tracks.findById(found.itemId) : undefined;
    const ext = ownedExtension(caller, found, track);
    await this.deps.extensions.remove(ext.id);
    const keys = storedKeys([ext.audioKey, ext.stateKey]);
    const results = await Promise.allSettled(keys.map((k) => this.deps.blobs.delete(k)));
    for (const [i, r] of results.entries())
      if (r.status === 'rejected') this.deps.logger.warn({ err: r.reason, key: keys[i] }, 'blob not deleted');
    return { ok: true };
  }

  private async present(caller: Caller, ext: ExtensionRow, track: TrackRow): Promise<MusicExtension> {
    const reactions = await this.deps.extensions.reactionsAmong(caller.userId, [ext.id]);
    return presentExtension(ext, track, { secret: this.deps.secret, viewer: caller, reactions });
  }
}

/** Lengths are kept to the millisecond: a 10-second track may measure 10.0001 s after encoding. */
function roundLength(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
