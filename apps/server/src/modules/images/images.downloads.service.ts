import { downloadCharge } from '@muse/domain';
import type { Caller } from '../../platform/http/auth-guard';
import { notFound } from '../../platform/http/errors';
import { mediaUrl, readBlob, type BlobStore } from '../../platform/storage';
import type { CreditsService } from '../credits';
import type { UsersService } from '../users';
import type { ImageDownloadsRepository } from './images.downloads.repository';
import { watermark } from './images.downloads.watermark';
import { watermarkKey } from './images.media-keys';
import { filenameOf, managesItem, visibleItem } from './images.policy';
import { VIDEO_KIND, type ImagesRepository, type ItemRow } from './images.repository';

export interface ImageDownloadsDeps {
  repo: ImagesRepository;
  downloads: ImageDownloadsRepository;
  users: UsersService;
  credits: CreditsService;
  blobs: BlobStore;
  secret: string;
}

/**
 * POST /images/download-watermark/{file}: owners, featured items and unlimited tiers
 * get the original free; trial tiers and Free pay 1 credit per item of someone else (once: the ledger's
 * idempotency key makes a second download of the same item free) and get a watermarked copy unless they
 * bought credits.
 */
export class ImageDownloadsService {
  constructor(private readonly deps: ImageDownloadsDeps) {}

  async download(caller: Caller, file: string): Promise<{ url: string }> {
    const item = visibleItem(caller, await this.deps.repo.findByFilename(filenameOf(file)));
    if (!item.imageKey || (item.kind === VIDEO_KIND && !item.videoKey))
      throw notFound('This item has no file yet.');
    const user = await this.deps.users.require(caller.userId);
    // Admins download like owners: they look after everyone's items.
    const isOwner = managesItem(caller, item);
    const featured = Boolean(item.featured);
    const charge = downloadCharge({
      tier: user.subscription,
      isOwner,
      featured,
      hasBoughtCredits: await this.deps.downloads.hasBoughtCredits(caller.userId),
    });
    if (charge.credits > 0) {
      // 402 insufficient_credits when the balance cannot pay; a replay of the key charges nothing.
      await this.deps.credits.spend(caller.userId, charge.credits, {
        reason: `download ${item.filename}`,
        idempotencyKey: `download:${item.id}:${caller.userId}`,
      });
    }
    // The mark is drawn on pictures; a video comes as made (its credit is paid as for a picture).
    if (item.kind === VIDEO_KIND) return { url: mediaUrl(item.videoKey!, this.deps.secret) };
    // Own and featured items come clean even to Free and trial users: the mark is for others' work.
    const key =
      !charge.watermark || isOwner || featured ? item.imageKey : await this.watermarked(item, item.imageKey);
    return { url: mediaUrl(key, this.deps.secret) };
  }

  private async watermarked(item: ItemRow, imageKey: string): Promise<string> {
    const key = watermarkKey(item);
    // Reused until the item is made again (a regeneration keeps the filename and replaces the image).
    const cached = await this.deps.blobs.head(key);
    // Whole seconds: S3's Last-Modified has no milliseconds.
    const madeAt = Math.floor((Date.parse(item.finishedOn ?? '') || 0) / 1000) * 1000;
    if (cached?.lastModified && cached.lastModified.getTime() >= madeAt) return key;
    const original = await readBlob(this.deps.blobs, imageKey);
    if (!original) throw notFound('This image has no file.');
    const marked = await watermark(original);
    await this.deps.blobs.put(key, marked, { contentType: 'image/png', visibility: 'private' });
    return key;
  }
}
