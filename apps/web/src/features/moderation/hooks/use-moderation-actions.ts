import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImageItem } from '@muse/contracts';
import { notifyError, notifySuccess } from '../../../app/notify';
import { useConfirm } from '../../../shared/confirm';
import { moderationApi, moderationKeys } from '../moderation.api';

/** Who made an item, as the moderation lists know it. */
export interface Owner {
  _id: string;
  email: string | null;
  bannedOn: string | null;
}

const ownerName = (owner: Owner) => owner.email ?? 'this guest';

/** A confirmed action's failure: told, and thrown on so the question stays open to try again. */
const told = (title: string, work: () => Promise<unknown>) => async () => {
  try {
    await work();
  } catch (error) {
    notifyError(error, { title });
    throw error;
  }
};

/**
 * What an admin does from the moderation page: keep a reported item (its reports are handled), switch an
 * item private or public, delete it (asked first), ban its owner (asked first) or lift a ban. Each refreshes
 * every moderation list; errors show as toasts titled by what failed.
 */
export function useModerationActions() {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const refresh = () => queryClient.invalidateQueries({ queryKey: moderationKeys.all });

  const handled = useMutation({
    mutationFn: (item: ImageItem) => moderationApi.handled(item._id),
    onSuccess: () => {
      notifySuccess('Marked as handled');
      return refresh();
    },
    meta: { errorTitle: "Couldn't mark the reports handled" },
  });

  /** Switches privacy; from the reports list, also marks the item's reports handled. */
  const privacy = useMutation({
    mutationFn: async ({ item, fromReports }: { item: ImageItem; fromReports: boolean }) => {
      const updated = await moderationApi.switchPrivate(item._id);
      if (fromReports) await moderationApi.handled(item._id);
      return updated;
    },
    onSuccess: (updated) => {
      notifySuccess(updated.private ? 'Now private' : 'Now public');
      return refresh();
    },
    meta: { errorTitle: "Couldn't change the privacy" },
  });

  const remove = (item: ImageItem) =>
    confirm({
      title: item.video ? 'Delete this video?' : 'Delete this image?',
      message: `“${item.name || 'Untitled'}” will be removed for good, with its likes and reports.`,
      confirmLabel: 'Delete',
      cancelLabel: 'Keep it',
      action: told("Couldn't delete it", async () => {
        await moderationApi.remove(item._id);
        notifySuccess('Deleted');
        await refresh();
      }),
    });

  const ban = (owner: Owner) =>
    confirm({
      title: 'Ban this account?',
      message: `${ownerName(owner)} will be signed out everywhere and cannot sign in again, and everything they shared is hidden from everyone. You can lift the ban later.`,
      confirmLabel: 'Ban',
      cancelLabel: 'Cancel',
      action: told("Couldn't ban the account", async () => {
        await moderationApi.ban(owner._id);
        notifySuccess('Account banned');
        await refresh();
      }),
    });

  const unban = useMutation({
    mutationFn: (owner: Owner) => moderationApi.unban(owner._id),
    onSuccess: () => {
      notifySuccess('Ban lifted');
      return refresh();
    },
    meta: { errorTitle: "Couldn't lift the ban" },
  });

  return { handled, privacy, remove, ban, unban };
}
