import { randomBytes } from 'node:crypto';
import type { FavoritesBody, ImageItem, PublicPageBody, RecentBody, SimilarBody } from '@muse/contracts';
import { BLOCKED_MESSAGE, checkSafety } from '@muse/domain';
import type { Caller } from '../../platform/http/auth-guard';
import { fieldError } from '../../platform/http/errors';
import { isPublicItem } from './images.policy';
import { presentItem, type PresentOptions } from './images.presenter';
import {
  IMAGE_KIND,
  type Cursor,
  type ImagesGalleryRepository,
  type ItemRow,
  type RecentList,
} from './images.repository';

/** Each admin Recent list shows this many items. */
export const RECENT_LIMIT = 100;
const KIND = IMAGE_KIND;

/**
 * The public galleries and the admin's Recent lists. Clients page with `after` (the last item's `_id`), which
 * this service turns into the list's keyset cursor; a page shorter than `limit` is the last one.
 */
export class ImageGalleries {
  constructor(
    private readonly repo: ImagesGalleryRepository,
    private readonly present: Omit<PresentOptions, 'liked'>,
  ) {}

  /**
   * One page of the ranked search. `language` is accepted and unused (see SimilarBody). With `safe: true`
   * keywords the content filter refuses are a field error carrying the check-safe text, which the generator
   * shows as the safe-search error; the results themselves were filtered when they were rendered.
   */
  async similar(caller: Caller | null, body: SimilarBody): Promise<ImageItem[]> {
    if (body.safe && !checkSafety(body.keywords).safe) throw fieldError('keywords', BLOCKED_MESSAGE);
    const rows = await this.repo.searchPublic(KIND, body.keywords, body.limit, {
      offset: body.index * body.limit,
      model: body.model,
      models: body.models,
      size: body.size,
      tags: body.tags,
    });
    return this.show(caller, rows);
  }

  async favorites(caller: Caller, body: FavoritesBody): Promise<ImageItem[]> {
    let at: { offset: number } | { after: Cursor } = { offset: body.index * body.limit };
    if (body.after) {
      const like = await this.repo.findLike(caller.userId, body.after);
      if (!like) throw fieldError('after', 'after must name an image you like.');
      at = { after: { value: like.createdAt, id: like.itemId } };
    }
    return this.show(caller, await this.repo.listFavorites(caller.userId, KIND, body.limit, at));
  }

  async popular(caller: Caller | null, body: PublicPageBody): Promise<ImageItem[]> {
    const last = await this.publicAfter(body.after);
    const cursor = last ? { value: last.likes, id: last.id } : undefined;
    return this.show(caller, await this.repo.listPopular(body.media, body.limit, cursor));
  }

  async featured(caller: Caller | null, body: PublicPageBody): Promise<ImageItem[]> {
    const last = await this.publicAfter(body.after);
    const cursor = last ? { value: last.finishedOn ?? '', id: last.id } : undefined;
    return this.show(caller, await this.repo.listFeatured(body.media, body.limit, cursor));
  }

  /**
   * The model entries' `img`: per image model, the thumbnail of its most liked public picture on this server
   * (real work made here, never a stock picture); models with none yet are left out.
   */
  async modelExamples(models: readonly string[]): Promise<Record<string, string>> {
    const rows = await this.repo.topPublicPerModel(KIND, models);
    const examples: Record<string, string> = {};
    for (const row of rows) {
      const thumb = presentItem(row, null, this.present).imageThumbUrl;
      if (thumb && row.model) examples[row.model] = thumb;
    }
    return examples;
  }

  /** One random public item, or null when there is none yet. */
  async random(caller: Caller | null): Promise<ImageItem | null> {
    const row = await this.repo.randomPublic(KIND, randomBytes(12).toString('hex'));
    return row ? ((await this.show(caller, [row]))[0] ?? null) : null;
  }

  /**
   * Up to `size` random public images, none of them `excludeUserId`'s (the games' pool: Guess the Best
   * shows others' images with their likes).
   */
  async randomSample(size: number, excludeUserId?: string): Promise<ImageItem[]> {
    const rows = await this.repo.randomPublicRun(KIND, randomBytes(12).toString('hex'), size, excludeUserId);
    return this.show(null, rows);
  }

  async recent(caller: Caller, list: RecentList, body: RecentBody): Promise<ImageItem[]> {
    return this.show(caller, await this.repo.listRecent(list, KIND, RECENT_LIMIT, body.models));
  }

  /** The item a keyset page starts after; it must be a public item (anything else leaks nothing). */
  private async publicAfter(id: string | undefined): Promise<ItemRow | null> {
    if (!id) return null;
    const row = await this.repo.findById(id);
    if (!row || !isPublicItem(row)) throw fieldError('after', 'after must name a public image.');
    return row;
  }

  private async show(caller: Caller | null, rows: ItemRow[]): Promise<ImageItem[]> {
    const liked = caller
      ? await this.repo.likedAmong(
          caller.userId,
          rows.map((r) => r.id),
        )
      : undefined;
    return rows.map((r) => presentItem(r, caller, { ...this.present, liked }));
  }
}
