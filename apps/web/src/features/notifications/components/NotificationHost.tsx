import { lazy, Suspense } from 'react';
import { useSession } from '../../auth';

// Only a signed-in user has notifications: a visitor's first page loads none of their code.
const NotificationWatcher = lazy(() =>
  import('./NotificationWatcher').then((m) => ({ default: m.NotificationWatcher })),
);

/** Mounted once in the app shell: the newest notification of a signed-in user (guests too), once answered gone. */
export function NotificationHost() {
  const { session } = useSession();
  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <NotificationWatcher userId={session.userId} />
    </Suspense>
  );
}
