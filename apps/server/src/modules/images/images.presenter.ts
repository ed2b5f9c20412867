import type { ImageItem } from '@muse/contracts';
import { itemOutcome, sizeName, type SizeName } from '@muse/domain';
import type { Caller } from '../../platform/http/auth-guard';
import { mediaUrl } from '../../platform/storage';
import { readTranslation, translationNoteOf } from '../../platform/translation';
import { itemAccess } from './images.policy';
import { VIDEO_KIND, type ItemRow } from './images.repository';

export interface PresentOptions {
  publicUrl: string;
  secret: string;
  /** item ids the viewer likes */
  liked?: ReadonlySet<string>;
}

/**
 * An item as `viewer` reads it (`_id`, `imageUrl`, `imageThumbUrl`, `finishedOn` … as the spec's clients
 * read them, and `access`: what the viewer may do with it).
 */
export function presentItem(row: ItemRow, viewer: Caller | null, opts: PresentOptions): ImageItem {
  const url = (key: string | null) => mediaUrl(key, opts.secret);
  const width = row.width ?? 1024;
  const height = row.height ?? 1024;
  const isPrivate = Boolean(row.private);
  const finished = itemOutcome(itemStatus(row));
  const isVideo = row.kind === VIDEO_KIND;
  return {
    _id: row.id,
    filename: row.filename,
    name: row.name,
    description: row.description,
    tags: splitTags(row.tags),
    model: row.model,
    width,
    height,
    size: (row.size as SizeName | null) ?? sizeName(width, height),
    imageUrl: url(row.imageKey),
    imageThumbUrl: url(row.thumbKey),
    private: isPrivate,
    shareLink: isPrivate ? null : `${opts.publicUrl}/${isVideo ? 'video' : 'images'}/${row.filename}`,
    userId: row.userId,
    likes: row.likes,
    views: row.views,
    liked: opts.liked?.has(row.id) ?? false,
    featured: Boolean(row.featured),
    requestedOn: row.requestedOn,
    startedOn: row.startedOn,
    finishedOn: row.finishedOn,
    message: row.message,
    credits: row.credits,
    steps: row.steps,
    categoryId: row.categoryId,
    public: !isPrivate && finished === 'ready',
    access: itemAccess(viewer, row),
    editedFrom: row.editedFrom ?? null,
    promptNote: translationNoteOf(readTranslation(row.promptTranslation)),
    ...(isVideo
      ? {
          video: 'mp4' as const,
          url: url(row.videoKey),
          length: row.lengthSeconds,
          audio: Boolean(row.audio),
          videoImages: row.sourceImages ? (JSON.parse(row.sourceImages) as string[]) : [],
        }
      : {
          video: null,
          ...(row.characterId ? { characterId: row.characterId } : {}),
          ...(row.inputKey ? { inputImage: true } : {}),
        }),
  };
}

/** The fields the domain's state rules read, from a stored row (the image is there when its key is). */
export function itemStatus(row: ItemRow) {
  return {
    requestedOn: row.requestedOn,
    startedOn: row.startedOn,
    finishedOn: row.finishedOn,
    imageUrl: row.imageKey,
    message: row.message,
  };
}

export function splitTags(tags: string): string[] {
  return tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}
