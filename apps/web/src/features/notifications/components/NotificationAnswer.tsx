import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@muse/contracts';
import { isApiError } from '../../../app/api-error';
import { queryKeys } from '../../../app/query-keys';
import { notificationsApi } from '../notifications.api';
import { NotificationDialog } from './NotificationDialog';

/**
 * The dialog of the notification GET /notifications/last returned, posting the answer: once it is recorded
 * the dialog goes, and the next notification (if any) is asked for.
 */
export function NotificationAnswer({ notification }: { notification: Notification }) {
  const queryClient = useQueryClient();
  const respond = useMutation({
    mutationFn: ({ response, text }: { response: string; text: string }) =>
      notificationsApi.respond({
        id: notification._id,
        response,
        ...(text.trim() ? { text: text.trim() } : {}),
      }),
    meta: { shownInPlace: () => true },
    onSuccess: async () => {
      queryClient.setQueriesData({ queryKey: queryKeys.lastNotification }, null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.lastNotification });
    },
    onError: (err) => {
      // Answered elsewhere (another tab) or withdrawn: nothing left to answer here.
      if (isApiError(err) && (err.status === 409 || err.status === 404))
        void queryClient.invalidateQueries({ queryKey: queryKeys.lastNotification });
    },
  });
  return (
    <NotificationDialog
      key={notification._id}
      notification={notification}
      onRespond={(response, text) => respond.mutate({ response, text })}
      pending={respond.isPending ? (respond.variables?.response ?? null) : null}
      error={respond.error}
    />
  );
}
