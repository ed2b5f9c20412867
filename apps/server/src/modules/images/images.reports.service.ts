import type { ReportedItem } from '@muse/contracts';
import { reportCounts } from '@muse/domain';
import type { Caller } from '../../platform/http/auth-guard';
import { notFound } from '../../platform/http/errors';
import { nowIso } from '../../shared/ids';
import type { UsersService } from '../users';
import { NO_SUCH_IMAGE } from './images.policy';
import { presentItem, type PresentOptions } from './images.presenter';
import type { ImageReportsRepository } from './images.reports.repository';

/**
 * Reports as the admin handles them (routes require an admin): the items with open reports, each with its
 * counts by type and its owner (to ban from the same row), and marking an item's reports handled. Making an
 * item private, deleting it or banning its owner are the images actions and the admin module's bans.
 */
export class ImageReportsService {
  constructor(
    private readonly repo: ImageReportsRepository,
    private readonly users: Pick<UsersService, 'get'>,
    private readonly present: Omit<PresentOptions, 'liked'>,
  ) {}

  async listOpen(admin: Caller, limit: number): Promise<ReportedItem[]> {
    const open = await this.repo.listOpen(limit);
    const ids = open.map((o) => o.itemId);
    const [items, counts] = await Promise.all([this.repo.itemsByIds(ids), this.repo.countsByType(ids)]);
    const byId = new Map(items.map((i) => [i.id, i]));
    const ownerIds = [...new Set(items.map((i) => i.userId))];
    const owners = new Map(
      (await Promise.all(ownerIds.map((id) => this.users.get(id)))).flatMap((u) => (u ? [[u.id, u]] : [])),
    );
    return open.flatMap((o) => {
      const row = byId.get(o.itemId);
      if (!row) return [];
      const owner = owners.get(row.userId);
      return [
        {
          item: presentItem(row, admin, this.present),
          reports: reportCounts(counts.filter((c) => c.itemId === o.itemId)),
          total: o.total,
          lastReportedOn: o.lastReportedOn,
          owner: {
            _id: row.userId,
            email: owner?.email ?? null,
            isGuest: Boolean(owner?.isGuest),
            bannedOn: owner?.bannedAt ?? null,
          },
        },
      ];
    });
  }

  /** Every report of the item made so far is done with; later ones open it again. */
  async markHandled(itemId: string): Promise<{ ok: true; handledOn: string }> {
    const at = nowIso();
    if (!(await this.repo.markHandled(itemId, at))) throw notFound(NO_SUCH_IMAGE);
    return { ok: true, handledOn: at };
  }
}
