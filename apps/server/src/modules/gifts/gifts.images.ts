import type { ImageItem } from '@muse/contracts';
import type { Caller } from '../../platform/http/auth-guard';
import { HttpError, fieldError } from '../../platform/http/errors';
import { MEDIA_URL_PREFIX, publicMediaUrl, type BlobStore } from '../../platform/storage';
import type { GiftDesigns } from './gifts.designs';

/** What the gifts module needs from the images module (its ImagesService). */
export interface ImagesPort {
  /** one item as `caller` may see it; throws a 404 HttpError otherwise */
  byFilename(caller: Caller | null, filename: string): Promise<ImageItem>;
}

/** The image a card will show: where it is, its size, and whether the card owns a copy of it. */
export interface CardImage {
  imageUrl: string;
  width: number;
  height: number;
}

/** An image of one's own, found: copied into the card when it is chosen. */
interface OwnImage {
  kind: 'own';
  fromKey: string;
  filename: string;
  width: number;
  height: number;
}

type Resolved = { kind: 'design'; image: CardImage } | { kind: 'same' } | OwnImage;

const ITEM_IMAGE = /^(public|private)\/images\/([A-Za-z0-9._-]{1,150})\.png$/;
const notAllowed = () =>
  fieldError(
    'imageUrl',
    'imageUrl must be one of the built-in card designs or one of your own finished images.',
  );

/**
 * Turns the imageUrl a client sent into the card's image. Only two kinds are accepted, and nothing is ever
 * fetched from elsewhere: a built-in design (stored as is), or one of the caller's own finished images, which
 * the card copies into a public file of its own — so the card keeps its picture when the image is deleted or
 * made private, and the recipient can see it without a signed link. Choosing a private image for a card is
 * choosing to show it to whoever gets the card.
 */
export class GiftImages {
  constructor(
    private readonly deps: {
      images: ImagesPort;
      blobs: BlobStore;
      designs: GiftDesigns;
      publicUrl: string;
    },
  ) {}

  /** `current` is the card's image when updating: sending it back unchanged is allowed. */
  async resolve(caller: Caller, imageUrl: string, current?: string): Promise<Resolved> {
    const path = this.pathOf(imageUrl);
    if (current && path === current) return { kind: 'same' };
    await this.deps.designs.ensure();
    const design = this.deps.designs.byUrl(path);
    if (design) return { kind: 'design', image: design };
    const key = path.startsWith(MEDIA_URL_PREFIX) ? path.slice(MEDIA_URL_PREFIX.length) : '';
    const match = ITEM_IMAGE.exec(key);
    if (!match) throw notAllowed();
    let item: ImageItem;
    try {
      item = await this.deps.images.byFilename(caller, match[2]!);
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 404) throw notAllowed();
      throw err;
    }
    if (item.userId !== caller.userId || !item.finishedOn || !item.imageUrl) throw notAllowed();
    // The item's file where it is now (its privacy may have changed since the client listed it).
    const fromKey = this.pathOf(item.imageUrl).slice(MEDIA_URL_PREFIX.length);
    return { kind: 'own', fromKey, filename: item.filename, width: item.width, height: item.height };
  }

  /** Copies an own image into the card's folder and answers the card's image. */
  async copyInto(cardId: string, own: OwnImage): Promise<CardImage> {
    const blob = await this.deps.blobs.get(own.fromKey);
    if (!blob) throw new HttpError(409, 'file_missing', 'The file of this image is missing; choose another.');
    const key = `${cardFolder(cardId)}${own.filename}.png`;
    await this.deps.blobs.put(key, blob.body, { contentType: blob.info.contentType, visibility: 'public' });
    return { imageUrl: publicMediaUrl(key), width: own.width, height: own.height };
  }

  /** Deletes the card's own copy behind `imageUrl` (designs are shared and stay). */
  async discard(cardId: string, imageUrl: string): Promise<void> {
    const key = imageUrl.startsWith(MEDIA_URL_PREFIX) ? imageUrl.slice(MEDIA_URL_PREFIX.length) : '';
    if (key.startsWith(cardFolder(cardId))) await this.deps.blobs.delete(key);
  }

  /** The path of one of our URLs: relative, or absolute on PUBLIC_URL; the query (a signature) dropped. */
  private pathOf(imageUrl: string): string {
    let url: URL;
    try {
      url = new URL(imageUrl, this.deps.publicUrl);
    } catch {
      throw notAllowed();
    }
    if (url.origin !== new URL(this.deps.publicUrl).origin) throw notAllowed();
    return url.pathname;
  }
}

function cardFolder(cardId: string): string {
  return `public/gifts/cards/${cardId}/`;
}
