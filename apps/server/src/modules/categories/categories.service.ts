import type { Category, CategoryItemsBody, ImageItem } from '@muse/contracts';
import {
  NEW_CATEGORY_ID,
  NEW_DISTRIBUTED_CATEGORY_ID,
  clampCategoryCount,
  isCategoryRequestInProgress,
  sortCategories,
} from '@muse/domain';
import type { Caller } from '../../platform/http/auth-guard';
import { conflict, fieldError, notFound } from '../../platform/http/errors';
import { MEDIA_URL_PREFIX } from '../../platform/storage';
import { isUniqueViolation } from '../../shared/db-errors';
import { newId, nowIso } from '../../shared/ids';
import { presentItem, type ImageActionsService, type PresentOptions } from '../images';
import type { UsersService } from '../users';
import { mediaUrlOfKey } from './categories.media';
import type {
  CategoriesRepository,
  CategoryRequestRow,
  CategoryRow,
  CategoryScope,
} from './categories.repository';

/** The name the special `new` entry (the uncategorised images) is listed under. */
export const NEW_CATEGORY_NAME = 'New';

export interface CategoriesDeps {
  repo: CategoriesRepository;
  users: UsersService;
  /** deletes items: the images module owns their rows and files */
  images: Pick<ImageActionsService, 'removeOwned'>;
  present: Omit<PresentOptions, 'liked'>;
  /** queues the auto-categorisation job of a request */
  schedule(request: CategoryRequestRow): Promise<void>;
}

export interface CategoryRequestView {
  createdOn: string;
  finishedOn: string | null;
  count: number;
  message: string | null;
}

/**
 * A user's categories: the special `new` (uncategorised images) and `new-distributed` (uncategorised images
 * that arrived after the last auto-categorisation was asked for, i.e. what it left to sort), the user's own
 * categories, moving and deleting items, and auto-categorisation requests. Every call acts on the caller's
 * own rows only; another user's category or item reads as missing (404).
 */
export class CategoriesService {
  constructor(private readonly deps: CategoriesDeps) {}

  async list(caller: Caller): Promise<Category[]> {
    const [rows, latest] = await Promise.all([
      this.deps.repo.listCategories(caller.userId),
      this.deps.repo.latestUncategorised(caller.userId),
    ]);
    const thumb = latest ? (latest.thumbKey ?? latest.imageKey) : null;
    return sortCategories([
      { _id: NEW_CATEGORY_ID, name: NEW_CATEGORY_NAME, imageThumbUrl: this.url(thumb) },
      ...rows.map((r) => this.category(r)),
    ]);
  }

  async items(caller: Caller, categoryId: string, body: CategoryItemsBody): Promise<ImageItem[]> {
    const scope = await this.scope(caller, categoryId);
    let at: { offset: number } | { after: { createdAt: string; id: string } } = {
      offset: body.index * body.limit,
    };
    if (body.after) {
      const [last] = await this.deps.repo.ownedItems(caller.userId, [body.after]);
      if (!last) throw fieldError('after', 'after must name one of your images.');
      at = { after: { createdAt: last.createdAt, id: last.id } };
    }
    const rows = await this.deps.repo.listItems(caller.userId, scope, body.limit, at);
    return rows.map((r) => presentItem(r, caller, this.deps.present));
  }

  async create(caller: Caller, name: string): Promise<Category> {
    const row = { id: newId(), userId: caller.userId, name, imageThumbUrl: null, createdAt: nowIso() };
    await this.deps.repo.insertCategory(row);
    return this.category(row);
  }

  /**
   * Renames `categoryId` (when `categoryName` is given) and moves each listed item into its `categoryId`
   * (`new` takes it out of any category). Everything is checked before anything changes.
   */
  async update(
    caller: Caller,
    body: {
      categoryId: string;
      categoryUpdates: { categoryId: string; _id: string }[];
      categoryName?: string;
    },
  ): Promise<Category> {
    const isNew = body.categoryId === NEW_CATEGORY_ID;
    const category = isNew ? null : await this.owned(caller, body.categoryId);
    if (isNew && body.categoryName) {
      throw fieldError('categoryName', 'The New list cannot be renamed; create a category instead.');
    }
    const targets = new Set(body.categoryUpdates.map((u) => u.categoryId));
    for (const target of targets) {
      if (target !== NEW_CATEGORY_ID) await this.owned(caller, target);
    }
    const itemIds = [...new Set(body.categoryUpdates.map((u) => u._id))];
    const items = await this.deps.repo.ownedItems(caller.userId, itemIds);
    if (items.length !== itemIds.length) throw notFound('No such image.');

    await this.deps.repo.transaction(async (trx) => {
      if (category && body.categoryName)
        await this.deps.repo.updateCategory(category.id, { name: body.categoryName }, trx);
      for (const target of targets) {
        const ids = body.categoryUpdates.filter((u) => u.categoryId === target).map((u) => u._id);
        await this.deps.repo.assign(caller.userId, ids, target === NEW_CATEGORY_ID ? null : target, trx);
      }
    });
    return isNew ? this.newEntry(caller) : this.category((await this.owned(caller, body.categoryId))!);
  }

  /** Sets the category's picture to one of the owner's images, given its image or thumbnail URL. */
  async setThumb(caller: Caller, categoryId: string, imageThumbUrl: string): Promise<Category> {
    if (categoryId === NEW_CATEGORY_ID || categoryId === NEW_DISTRIBUTED_CATEGORY_ID)
      throw fieldError('categoryId', 'The New list shows its newest image; pick one of your categories.');
    const category = await this.owned(caller, categoryId);
    const key = mediaKeyOf(imageThumbUrl);
    const item = key ? await this.deps.repo.ownedItemWithKey(caller.userId, key) : undefined;
    if (!key || !item) throw notFound('imageThumbUrl is not the picture of one of your images.');
    await this.deps.repo.updateCategory(category.id, { imageThumbUrl: key });
    return this.category({ ...category, imageThumbUrl: key });
  }

  async remove(caller: Caller, id: string): Promise<{ ok: true; count: number }> {
    await this.owned(caller, id);
    return { ok: true, count: await this.deps.repo.deleteCategory(caller.userId, id) };
  }

  /** Deletes the owner's listed images and their files; one id that is not the owner's refuses them all. */
  async deleteBulk(caller: Caller, categoryId: string, ids: string[]): Promise<{ ok: true; count: number }> {
    await this.scope(caller, categoryId);
    const keys = await this.deps.images.removeOwned(caller, ids);
    await this.deps.repo.clearThumbs(caller.userId, keys);
    return { ok: true, count: new Set(ids).size };
  }

  async latestRequest(caller: Caller): Promise<{ categoryRequest: CategoryRequestView | null }> {
    const row = await this.deps.repo.latestRequest(caller.userId);
    return { categoryRequest: row ? requestView(row) : null };
  }

  /** Asks for an auto-categorisation into `count` categories (clamped to the tier's bounds). */
  async request(caller: Caller, count: number): Promise<{ categoryRequest: CategoryRequestView }> {
    const user = await this.deps.users.require(caller.userId);
    const latest = await this.deps.repo.latestRequest(caller.userId);
    if (isCategoryRequestInProgress(latest ?? null)) throw requestInProgress();
    const row: CategoryRequestRow = {
      id: newId(),
      userId: caller.userId,
      count: clampCategoryCount(user.subscription, count),
      createdOn: nowIso(),
      finishedOn: null,
      message: null,
    };
    // The check above answers the usual case; the unique index of open requests settles a race.
    await this.deps.repo.insertRequest(row).catch((err: unknown) => {
      throw isUniqueViolation(err) ? requestInProgress() : err;
    });
    try {
      await this.deps.schedule(row);
    } catch (err) {
      // Never leave a request open that no job will finish: it would block every later one.
      await this.deps.repo.finishRequest(row.id, 'The request could not be queued; please try again.');
      throw err;
    }
    return { categoryRequest: requestView(row) };
  }

  private async scope(caller: Caller, categoryId: string): Promise<CategoryScope> {
    if (categoryId === NEW_CATEGORY_ID) return { kind: 'uncategorised' };
    if (categoryId === NEW_DISTRIBUTED_CATEGORY_ID) {
      const last = await this.deps.repo.latestFinishedRequest(caller.userId);
      return { kind: 'uncategorised', since: last?.createdOn };
    }
    await this.owned(caller, categoryId);
    return { kind: 'category', categoryId };
  }

  private async owned(caller: Caller, id: string): Promise<CategoryRow> {
    const row = await this.deps.repo.findCategory(caller.userId, id);
    if (!row) throw notFound('No such category.');
    return row;
  }

  private async newEntry(caller: Caller): Promise<Category> {
    return (await this.list(caller)).find((c) => c._id === NEW_CATEGORY_ID)!;
  }

  private category(row: CategoryRow): Category {
    return { _id: row.id, name: row.name, imageThumbUrl: this.url(row.imageThumbUrl) };
  }

  private url(key: string | null): string | null {
    return mediaUrlOfKey(key, this.deps.present.secret);
  }
}

const requestInProgress = () =>
  conflict('category_request_in_progress', 'Your images are already being sorted into categories.');

function requestView(row: CategoryRequestRow): CategoryRequestView {
  return { createdOn: row.createdOn, finishedOn: row.finishedOn, count: row.count, message: row.message };
}

/** The blob key behind one of our media URLs (absolute or not, signed or not), or a bare key. */
function mediaKeyOf(urlOrKey: string): string | null {
  if (urlOrKey.startsWith('public/') || urlOrKey.startsWith('private/')) return urlOrKey;
  let path: string;
  try {
    path = new URL(urlOrKey, 'http://muse.invalid').pathname;
  } catch {
    return null;
  }
  return path.startsWith(MEDIA_URL_PREFIX) ? decodeURIComponent(path.slice(MEDIA_URL_PREFIX.length)) : null;
}
