import type { ImageItem } from '@muse/contracts';
import type { Caller } from '../../platform/http/auth-guard';
import { conflict } from '../../platform/http/errors';
import { readBlob, type BlobStore } from '../../platform/storage';
import { newId, nowIso } from '../../shared/ids';
import { presentItem, type PresentOptions } from './images.presenter';
import { visibleItem } from './images.policy';
import type { ImagesRepository } from './images.repository';
import { storePicture } from './images.store-picture';

/** A picture another module works on (the image editor): what it needs of the item. */
export interface SourcePicture {
  id: string;
  filename: string;
  name: string;
  description: string;
  tags: string;
  private: boolean;
  /** the stored picture, as PNG */
  png: Buffer;
}

/** What a result item made from a picture (the photo wizard) starts with. */
export interface PendingResult {
  /** the item it is made from, when it was made from one */
  source?: SourcePicture;
  name: string;
  description: string;
  model: string;
  credits: number;
  private: boolean;
}

/**
 * Pictures as the image editor sees them: the item it edits (if the caller may see it, else 404, and
 * finished, else 409), an edited picture saved as a new, finished item of My creations linked to its
 * source, and a result item the editor's queue fills later (requested now, finished when the run ends).
 */
export class ImageSources {
  constructor(private readonly deps: { repo: ImagesRepository; blobs: BlobStore; present: PresentOptions }) {}

  async picture(caller: Caller, itemId: string): Promise<SourcePicture> {
    const item = visibleItem(caller, await this.deps.repo.findById(itemId));
    if (item.kind !== 'image' || !item.imageKey) {
      throw conflict('not_ready', 'This picture is not finished yet; edit it once it is.');
    }
    const stored = await readBlob(this.deps.blobs, item.imageKey);
    if (!stored) throw conflict('not_ready', 'This picture’s file is missing; it cannot be edited.');
    return {
      id: item.id,
      filename: item.filename,
      name: item.name,
      description: item.description,
      tags: item.tags,
      private: Boolean(item.private),
      // Items' pictures are stored as PNG (storePicture).
      png: stored,
    };
  }

  /** `picture` by the item's filename (what the wizard sends in `videoImages`). */
  async pictureByFilename(caller: Caller, filename: string): Promise<SourcePicture> {
    const item = visibleItem(caller, await this.deps.repo.findByFilename(filename));
    return this.picture(caller, item.id);
  }

  /** A requested item of `caller` that a queued run will finish (`finishResult`) or fail (`failResult`). */
  async startResult(caller: Caller, pending: PendingResult): Promise<{ id: string; filename: string }> {
    const id = newId();
    const now = nowIso();
    const { source } = pending;
    await this.deps.repo.insert({
      id,
      kind: 'image',
      filename: id,
      userId: caller.userId,
      name: pending.name.slice(0, 200),
      description: pending.description.slice(0, 4000),
      tags: source?.tags ?? '',
      model: pending.model,
      // The real size is known when the run finishes.
      width: 0,
      height: 0,
      size: 'custom',
      quality: null,
      steps: null,
      seed: null,
      source: 'web',
      language: null,
      private: pending.private ? 1 : 0,
      credits: pending.credits,
      requestedOn: now,
      startedOn: null,
      finishedOn: null,
      message: null,
      progress: 0,
      imageKey: null,
      thumbKey: null,
      categoryId: null,
      editedFrom: source?.id ?? null,
      createdAt: now,
      updatedAt: now,
    });
    return { id, filename: id };
  }

  async resultStarted(itemId: string, progress: number): Promise<void> {
    const item = await this.deps.repo.findById(itemId);
    if (!item || item.finishedOn) return;
    await this.deps.repo.update(itemId, { startedOn: item.startedOn ?? nowIso(), progress });
  }

  /** The run's picture becomes the item's: stored with its thumbnail, the item finished. */
  async finishResult(itemId: string, png: Buffer): Promise<void> {
    const item = await this.deps.repo.findById(itemId);
    if (!item || item.finishedOn) return;
    const stored = await storePicture(
      this.deps.blobs,
      item.filename,
      item.private ? 'private' : 'public',
      png,
    );
    const width = stored.width!;
    const height = stored.height!;
    const now = nowIso();
    await this.deps.repo.update(itemId, {
      imageKey: stored.imageKey,
      thumbKey: stored.thumbKey,
      width,
      height,
      size: width === height ? 'square' : width > height ? 'landscape' : 'portrait',
      startedOn: item.startedOn ?? now,
      finishedOn: now,
      progress: 100,
    });
  }

  /** The run ended without a picture: the item finishes with the reason and no image. */
  async failResult(itemId: string, message: string): Promise<void> {
    const item = await this.deps.repo.findById(itemId);
    if (!item || item.finishedOn) return;
    const now = nowIso();
    await this.deps.repo.update(itemId, {
      startedOn: item.startedOn ?? now,
      finishedOn: now,
      message,
      progress: 100,
    });
  }

  /** A finished item of `caller` holding `png`: private when its source is, or when asked. */
  async saveEdited(
    caller: Caller,
    png: Buffer,
    opts: { source?: SourcePicture; name?: string; description?: string; private?: boolean },
  ): Promise<ImageItem> {
    const { source } = opts;
    const id = newId();
    const now = nowIso();
    const isPrivate = source ? source.private : Boolean(opts.private);
    const stored = await storePicture(this.deps.blobs, id, isPrivate ? 'private' : 'public', png);
    const { imageKey, thumbKey } = stored;
    const width = stored.width!;
    const height = stored.height!;
    await this.deps.repo.insert({
      id,
      kind: 'image',
      filename: id,
      userId: caller.userId,
      name: (opts.name?.trim() || (source ? `${source.name} (edited)` : 'Edited picture')).slice(0, 200),
      description: (opts.description?.trim() || source?.description || '').slice(0, 4000),
      tags: source?.tags ?? '',
      model: 'editor',
      width,
      height,
      size: width === height ? 'square' : width > height ? 'landscape' : 'portrait',
      quality: null,
      steps: null,
      seed: null,
      source: 'web',
      language: null,
      private: isPrivate ? 1 : 0,
      credits: 0,
      requestedOn: now,
      startedOn: now,
      finishedOn: now,
      message: null,
      progress: 100,
      imageKey,
      thumbKey,
      categoryId: null,
      editedFrom: source?.id ?? null,
      createdAt: now,
      updatedAt: now,
    });
    return presentItem((await this.deps.repo.findById(id))!, caller, this.deps.present);
  }
}
