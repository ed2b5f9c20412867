import { newId, nowIso } from '../../shared/ids';
import { clusterDocuments } from './categories.clustering';
import type { CategoriesRepository } from './categories.repository';

/** Messages a finished request carries when there was nothing to do. */
export const NOTHING_TO_SORT = 'There were no uncategorised images to sort.';
export const ZERO_CATEGORIES = 'No categories were asked for.';

/**
 * Runs an auto-categorisation request: the owner's uncategorised images (made by the time of the request)
 * are clustered by description and tags into at most `count` categories, each named by its top terms, with
 * a member's picture. Everything (new categories, assignments, finishedOn) is written in one transaction
 * that first claims the request, so a job delivered twice, or retried after a crash, sorts only once.
 */
export class CategoryAutoSorter {
  constructor(private readonly repo: CategoriesRepository) {}

  async run(requestId: string): Promise<void> {
    const request = await this.repo.findRequest(requestId);
    if (!request || request.finishedOn) return;
    const items =
      request.count > 0 ? await this.repo.uncategorisedUntil(request.userId, request.createdOn) : [];
    if (request.count <= 0 || items.length === 0) {
      await this.repo.finishRequest(request.id, request.count <= 0 ? ZERO_CATEGORIES : NOTHING_TO_SORT);
      return;
    }
    const existing = await this.repo.listCategories(request.userId);
    const clusters = await clusterDocuments(
      items.map((i) => ({ id: i.id, text: `${i.description}\n${i.tags.replace(/,/g, ' ')}` })),
      Math.min(request.count, items.length),
      existing.map((c) => c.name),
    );
    const byId = new Map(items.map((i) => [i.id, i]));
    await this.repo.transaction(async (trx) => {
      if (!(await this.repo.finishRequest(request.id, null, trx))) return;
      for (const cluster of clusters) {
        const first = byId.get(cluster.ids[0]!);
        const id = newId();
        await this.repo.insertCategory(
          {
            id,
            userId: request.userId,
            name: cluster.name,
            imageThumbUrl: first ? (first.thumbKey ?? first.imageKey) : null,
            createdAt: nowIso(),
          },
          trx,
        );
        await this.repo.assign(request.userId, cluster.ids, id, trx);
      }
    });
  }
}
