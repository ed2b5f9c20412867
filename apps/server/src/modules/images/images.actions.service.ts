import type { ImageItem } from '@muse/contracts';
import type { Caller } from '../../platform/http/auth-guard';
import { HttpError, forbidden, notFound } from '../../platform/http/errors';
import type { Logger } from '../../platform/logging/logger';
import { mediaUrl, type BlobStore, type Visibility } from '../../platform/storage';
import type { UsersService } from '../users';
import { watermarkKey } from './images.media-keys';
import {
  NO_SUCH_IMAGE,
  filenameOf,
  isPublicItem,
  managedItem,
  maySwitchPrivacy,
  privacyItem,
  visibleItem,
} from './images.policy';
import type { AnalyticsSink } from '../../platform/analytics';
import type { ImagesService } from './images.service';
import type { ImageActionsRepository } from './images.actions.repository';
import { VIDEO_KIND, type ImagesRepository, type ItemRow } from './images.repository';

export interface ImageActionsDeps {
  repo: ImagesRepository;
  actions: ImageActionsRepository;
  images: ImagesService;
  users: UsersService;
  blobs: BlobStore;
  logger: Logger;
  publicUrl: string;
  secret: string;
  /** product analytics: a share link was taken */
  analytics?: Pick<AnalyticsSink, 'capture'>;
}

/** Share links, deleting, switching privacy and private links of an item. */
export class ImageActionsService {
  constructor(private readonly deps: ImageActionsDeps) {}

  /** A signed-in account adds `?ref=<userId>`, which pays its referral reward; guests have none. */
  async shareLink(caller: Caller | null, filename: string): Promise<{ shareLink: string }> {
    const item = visibleItem(caller, await this.deps.repo.findByFilename(filename));
    const link = `${this.deps.publicUrl}/images/${encodeURIComponent(item.filename)}`;
    const ref = caller && !caller.isGuest ? `?ref=${encodeURIComponent(caller.userId)}` : '';
    this.deps.analytics?.capture(
      { name: 'share', props: { media: item.kind === VIDEO_KIND ? 'video' : 'image' } },
      caller?.userId ?? null,
    );
    return { shareLink: link + ref };
  }

  /** Deletes the row first (its reactions, views and reports cascade), then its files. */
  async remove(caller: Caller, id: string): Promise<{ ok: true }> {
    const item = managedItem(caller, await this.deps.repo.findById(id));
    await this.deleteItems([item]);
    return { ok: true };
  }

  /**
   * Deletes several of the caller's own items at once (the categories manager's bulk delete): one id that
   * is not the caller's refuses them all. Returns the storage keys of the deleted files.
   */
  async removeOwned(caller: Caller, ids: readonly string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    const items = await this.deps.actions.ownedItems(caller.userId, unique);
    if (items.length !== unique.length) throw notFound(NO_SUCH_IMAGE);
    return this.deleteItems(items);
  }

  private async deleteItems(items: readonly ItemRow[]): Promise<string[]> {
    // A running render would store its files after we deleted them: wait for it to finish.
    if (items.some((item) => item.startedOn && !item.finishedOn)) throw inProgress();
    await this.deps.actions.remove(items.map((item) => item.id));
    const keys = items
      .flatMap((item) => [item.imageKey, item.thumbKey, item.videoKey, item.inputKey, watermarkKey(item)])
      .filter((k): k is string => !!k);
    const results = await Promise.allSettled(keys.map((k) => this.deps.blobs.delete(k)));
    // The items are gone for the user either way; a file left behind is only wasted space.
    for (const [i, r] of results.entries())
      if (r.status === 'rejected') this.deps.logger.warn({ err: r.reason, key: keys[i] }, 'blob not deleted');
    return keys;
  }

  /**
   * Toggles privacy (Premium and Ultimate owners, and admins) and moves the files between `public/` and
   * `private/`: copy, point the row at the copies, then delete the originals, so a failure at any step
   * leaves a complete image somewhere.
   */
  async switchPrivacy(caller: Caller, id: string): Promise<ImageItem> {
    const item = privacyItem(caller, await this.deps.repo.findById(id));
    const toPrivate = !item.private;
    const user = await this.deps.users.require(caller.userId);
    if (!maySwitchPrivacy(caller, item, user.subscription, toPrivate))
      throw forbidden('Private images come with Premium and Ultimate. Upgrade to switch privacy.');
    if (item.startedOn && !item.finishedOn) throw inProgress();

    const to: Visibility = toPrivate ? 'private' : 'public';
    const moves = [item.imageKey, item.thumbKey, item.videoKey]
      // A key already under the target prefix stays: copying it onto itself and deleting would lose it.
      .filter((k): k is string => !!k && !k.startsWith(`${to}/`))
      .map((from) => ({ from, to: `${to}/${from.slice(from.indexOf('/') + 1)}` }));
    for (const move of moves) await this.copy(move.from, move.to, to);
    const moved = (key: string | null) => moves.find((m) => m.from === key)?.to ?? key;
    await this.deps.repo.update(item.id, {
      private: toPrivate ? 1 : 0,
      imageKey: moved(item.imageKey),
      thumbKey: moved(item.thumbKey),
      videoKey: moved(item.videoKey),
    });
    await Promise.allSettled(moves.map((m) => this.deps.blobs.delete(m.from)));
    return (await this.deps.images.presentFor(caller, [(await this.deps.repo.findById(item.id))!]))[0]!;
  }

  /**
   * A link to the full image, or a video's MP4: signed and expiring for private items (owner and admins
   * only).
   */
  async privateUrl(caller: Caller | null, file: string): Promise<{ url: string }> {
    const item = visibleItem(caller, await this.deps.repo.findByFilename(filenameOf(file)));
    const key = item.kind === VIDEO_KIND ? item.videoKey : item.imageKey;
    if (!key) throw notFound('This item has no file yet.');
    return { url: mediaUrl(key, this.deps.secret) };
  }

  /** GET /images/public/{file}: the file of a public item (a video's MP4), for anyone; others are 404. */
  async publicUrl(caller: Caller | null, file: string): Promise<{ url: string }> {
    const item = await this.deps.repo.findByFilename(filenameOf(file));
    if (!item || !isPublicItem(item)) throw notFound(NO_SUCH_IMAGE);
    return this.privateUrl(caller, file);
  }

  private async copy(from: string, to: string, visibility: Visibility): Promise<void> {
    const blob = await this.deps.blobs.get(from);
    if (!blob) throw new HttpError(409, 'file_missing', 'A file of this image is missing; try again.');
    await this.deps.blobs.put(to, blob.body, { contentType: blob.info.contentType, visibility });
  }
}

const inProgress = () => new HttpError(409, 'in_progress', 'This image is still being made.');
