import type {
  Asset,
  AssetSearchQuery,
  AssetSearchReply,
  CreateAssetBody,
  ImageItem,
  MusicTrack,
  Poll,
} from '@muse/contracts';
import { SavePollMessage, ShowPollMessage } from '@muse/contracts';
import { ASSET_TAGS_MAX, ASSET_TYPES, checkPollAsset, listParam, normaliseTag } from '@muse/domain';
import sharp from 'sharp';
import { isGuestCaller, type Caller } from '../../platform/http/auth-guard';
import { HttpError, conflict, fieldError } from '../../platform/http/errors';
import { fieldsError, parseFields } from '../../platform/http/parse-fields';
import type { Logger } from '../../platform/logging/logger';
import { removeBlobs, type BlobStore } from '../../platform/storage';
import { newId, nowIso } from '../../shared/ids';
import type { EditorService } from '../editor';
import type { ImagesService } from '../images';
import type { MusicService } from '../music';
import type { PollsService } from '../polls';
import { ownedAsset } from './assets.policy';
import { pollOf, presentAsset } from './assets.presenter';
import type { AssetRow, AssetsRepository } from './assets.repository';

export interface AssetsServiceDeps {
  repo: AssetsRepository;
  blobs: BlobStore;
  logger: Logger;
  /** signs private media links */
  secret: string;
  images: Pick<ImagesService, 'byFilename' | 'byIds'>;
  music: Pick<MusicService, 'single' | 'byIds'>;
  uploads: Pick<EditorService, 'uploadedPicture'>;
  polls: Pick<PollsService, 'start'>;
}

const NOT_MINE = 'filename must name one of your creations or a picture you uploaded';

/**
 * The asset library: a person's pictures and tracks (their creations, or copies of pictures they uploaded)
 * and saved polls, tagged and searched for office scenes. A saved poll is shown by starting it as a live poll
 * of the polls module in an office the person runs, so votes, results and their events are the polls'.
 */
export class AssetsService {
  constructor(private readonly deps: AssetsServiceDeps) {}

  async search(caller: Caller, query: AssetSearchQuery): Promise<AssetSearchReply> {
    const types = listParam(query.types);
    const unknownType = types.find((t) => !ASSET_TYPES.some((known) => known === t));
    if (unknownType) throw fieldError('types', `types must be image, music or poll (not "${unknownType}")`);
    const tags = listParam(query.tags).map((raw) => {
      const check = normaliseTag(raw);
      if (!check.ok) throw fieldError('tags', check.issue.message);
      return check.tag;
    });
    const after = query.after ? await this.deps.repo.find(query.after) : undefined;
    if (query.after && after?.userId !== caller.userId)
      throw fieldError('after', 'after must be an asset of the previous page');
    const text = query.text?.trim().toLowerCase();
    const rows = await this.deps.repo.search(
      caller.userId,
      { types, tags, ...(text ? { text } : {}) },
      after,
      query.limit + 1,
    );
    const shown = rows.slice(0, query.limit);
    return {
      data: await this.present(caller, shown),
      next: rows.length > query.limit ? (shown.at(-1)?.id ?? null) : null,
      tags: await this.deps.repo.tagsOfUser(caller.userId),
    };
  }

  /** Adds one of the caller's finished pictures or tracks, or a copy of a picture they uploaded. */
  async create(caller: Caller, body: CreateAssetBody): Promise<Asset> {
    if (body.type === 'poll')
      throw fieldError('type', 'type must be image or music: polls are saved with the poll form');
    if (body.type === 'music') {
      const track = await this.creation(() => this.deps.music.single(caller, body.filename));
      if (!track || track.userId !== caller.userId) throw fieldError('filename', NOT_MINE);
      if (!track.url) throw conflict('not_ready', 'This track is not finished yet; add it once it is.');
      return this.addCreation(caller, body, track._id, {
        filename: track.filename,
        name: track.name,
        description: track.description,
        width: null,
        height: null,
      });
    }
    const item = await this.creation(() => this.deps.images.byFilename(caller, body.filename));
    if (item) {
      if (item.userId !== caller.userId || item.video) throw fieldError('filename', NOT_MINE);
      if (!item.imageUrl) throw conflict('not_ready', 'This picture is not finished yet; add it once it is.');
      return this.addCreation(caller, body, item._id, {
        filename: item.filename,
        name: item.name,
        description: item.description,
        width: item.width,
        height: item.height,
      });
    }
    return this.addUpload(caller, body);
  }

  async remove(caller: Caller, id: string): Promise<{ ok: true }> {
    const row = ownedAsset(caller, await this.deps.repo.find(id), id);
    await this.deps.repo.remove(row.id);
    if (row.blobKey) await removeBlobs(this.deps.blobs, [row.blobKey], this.deps.logger);
    return { ok: true };
  }

  async tag(caller: Caller, id: string, raw: string): Promise<Asset> {
    const row = ownedAsset(caller, await this.deps.repo.find(id), id);
    const tag = tagOf(raw);
    const tags = (await this.deps.repo.tagsOf([row.id])).get(row.id) ?? [];
    if (!tags.includes(tag) && tags.length >= ASSET_TAGS_MAX)
      throw fieldError('tag', `an asset has at most ${ASSET_TAGS_MAX} tags`);
    await this.deps.repo.addTag(row.id, tag);
    return (await this.present(caller, [row]))[0]!;
  }

  async untag(caller: Caller, id: string, raw: string): Promise<Asset> {
    const row = ownedAsset(caller, await this.deps.repo.find(id), id);
    await this.deps.repo.removeTag(row.id, tagOf(raw));
    return (await this.present(caller, [row]))[0]!;
  }

  /** `save-poll`: a new saved poll, or a change to one of the caller's (`_id`). */
  async savePoll(caller: Caller, message: unknown): Promise<Asset> {
    const input = parseFields(SavePollMessage, message);
    const check = checkPollAsset(input);
    if (!check.ok) throw fieldsError(check.issues);
    const { name, ...definition } = check.poll;
    const poll = JSON.stringify(definition);
    if (input._id) {
      const row = ownedAsset(caller, await this.deps.repo.find(input._id), input._id);
      if (row.type !== 'poll') throw fieldError('_id', '_id must name one of your saved polls');
      await this.deps.repo.updatePoll(row.id, { name, description: definition.question, poll });
      return (await this.present(caller, [(await this.deps.repo.find(row.id))!]))[0]!;
    }
    const now = nowIso();
    const row: AssetRow = {
      id: newId(),
      userId: caller.userId,
      type: 'poll',
      itemId: null,
      blobKey: null,
      filename: '',
      name,
      description: definition.question,
      width: null,
      height: null,
      poll,
      createdAt: now,
      updatedAt: now,
    };
    await this.deps.repo.insert(row);
    return (await this.present(caller, [row]))[0]!;
  }

  /**
   * `show-poll`: starts the caller's saved poll as a live poll in an office they run (the polls module checks
   * that and closes the office's open poll); everyone in the office's room gets it as `poll`.
   */
  async showPoll(caller: Caller, message: unknown): Promise<Poll> {
    const { assetId, officeId } = parseFields(ShowPollMessage, message);
    const row = ownedAsset(caller, await this.deps.repo.find(assetId), assetId);
    const poll = pollOf(row);
    if (!poll) throw fieldError('assetId', 'assetId must name one of your saved polls');
    return this.deps.polls.start(
      {
        id: caller.userId,
        viewer: { userId: caller.userId, isAdmin: caller.isAdmin },
        signedIn: !isGuestCaller(caller),
      },
      {
        officeId,
        pollType: poll.pollType,
        question: poll.question,
        choices: poll.choices,
        ...(poll.answer !== undefined ? { answer: poll.answer } : {}),
      },
    );
  }

  /** A creation by filename, or undefined when there is none the caller may see. */
  private async creation<T>(load: () => Promise<T>): Promise<T | undefined> {
    try {
      return await load();
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 404) return undefined;
      throw err;
    }
  }

  private async addCreation(
    caller: Caller,
    body: CreateAssetBody,
    itemId: string,
    item: Pick<AssetRow, 'filename' | 'name' | 'description' | 'width' | 'height'>,
  ): Promise<Asset> {
    const now = nowIso();
    const row: AssetRow = {
      id: newId(),
      userId: caller.userId,
      type: body.type,
      itemId,
      blobKey: null,
      filename: item.filename,
      name: body.name || item.name || item.filename,
      description: body.description ?? item.description,
      width: body.width ?? item.width,
      height: body.height ?? item.height,
      poll: null,
      createdAt: now,
      updatedAt: now,
    };
    // Adding a creation twice gives back the asset it already is.
    const stored = (await this.deps.repo.insert(row))
      ? row
      : await this.deps.repo.findByItem(caller.userId, itemId);
    return (await this.present(caller, [stored ?? row]))[0]!;
  }

  private async addUpload(caller: Caller, body: CreateAssetBody): Promise<Asset> {
    const png = await this.deps.uploads.uploadedPicture(caller.userId, body.filename);
    if (!png) throw fieldError('filename', NOT_MINE);
    const meta = await sharp(png).metadata();
    const id = newId();
    // The library keeps its own copy: uploads for the editor are removed after a day.
    const blobKey = `private/assets/${caller.userId}/${id}.png`;
    await this.deps.blobs.put(blobKey, png, { contentType: 'image/png', visibility: 'private' });
    const now = nowIso();
    const row: AssetRow = {
      id,
      userId: caller.userId,
      type: 'image',
      itemId: null,
      blobKey,
      filename: body.filename,
      name: body.name || body.filename,
      description: body.description ?? '',
      width: body.width ?? meta.width ?? null,
      height: body.height ?? meta.height ?? null,
      poll: null,
      createdAt: now,
      updatedAt: now,
    };
    await this.deps.repo.insert(row);
    return (await this.present(caller, [row]))[0]!;
  }

  private async present(caller: Caller, rows: readonly AssetRow[]): Promise<Asset[]> {
    const ids = (type: string) => rows.filter((r) => r.type === type && r.itemId).map((r) => r.itemId!);
    const [tags, images, tracks] = await Promise.all([
      this.deps.repo.tagsOf(rows.map((r) => r.id)),
      this.deps.images.byIds(caller, ids('image')),
      this.deps.music.byIds(caller, ids('music')),
    ]);
    const ctx = {
      secret: this.deps.secret,
      tags,
      images: new Map<string, ImageItem>(images.map((i) => [i._id, i])),
      tracks: new Map<string, MusicTrack>(tracks.map((t) => [t._id, t])),
    };
    return rows.map((r) => presentAsset(r, ctx));
  }
}

function tagOf(raw: string): string {
  const check = normaliseTag(raw);
  if (!check.ok) throw fieldError(check.issue.field, check.issue.message);
  return check.tag;
}
