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

/**
 * Pictures as the image editor sees them: the item it edits (if the caller may see it, else 404, and
 * finished, else 409) and an edited picture saved as a new, finished item of My creations linked to its
 * source.
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
