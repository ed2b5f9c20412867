import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '../../../shared/routing';
import { queryKeys } from '../../../app/query-keys';
import { notificationsApi } from '../notifications.api';

// The dialog's code loads only when there is a notification to show, so the first page stays small.
const NotificationAnswer = lazy(() =>
  import('./NotificationAnswer').then((m) => ({ default: m.NotificationAnswer })),
);

/** The admin page, where an admin writing notifications is not interrupted by them. */
export const ADMIN_NOTIFICATIONS_PATH = '/admin/notifications';

/**
 * For a signed-in user (guests too): asks for the newest notification on load and whenever the socket says
 * one was published, and shows it until it is answered (anywhere but on the admin's notifications page).
 */
export function NotificationWatcher({ userId }: { userId: string }) {
  const { pathname } = useLocation();
  const last = useQuery({
    queryKey: [...queryKeys.lastNotification, userId],
    queryFn: ({ signal }) => notificationsApi.last(signal),
    staleTime: 5 * 60_000,
    // A failed check shows nothing: a notification is never worth an error message of its own.
    retry: 1,
    meta: { shownInPlace: () => true },
  });
  if (!last.data || pathname.startsWith(ADMIN_NOTIFICATIONS_PATH)) return null;
  return (
    <Suspense fallback={null}>
      <NotificationAnswer notification={last.data} />
    </Suspense>
  );
}
