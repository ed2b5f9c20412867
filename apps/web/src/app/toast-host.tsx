import { Suspense, lazy, useEffect, useState, type ComponentProps } from 'react';
import { notificationsStore, useNotifications } from '@mantine/notifications';

// The toast renderer (and its transitions) loads with the first toast: most pages show none at first.
const Notifications = lazy(() => import('./toast-renderer').then((m) => ({ default: m.Notifications })));

type ToastHostProps = Pick<ComponentProps<typeof Notifications>, 'position' | 'limit' | 'zIndex'>;

/** Mantine's `<Notifications>`, mounted once a toast is queued; `notifications.show` works before that. */
export function ToastHost({ limit, position, ...props }: ToastHostProps) {
  const state = useNotifications();
  // Until the renderer mounts and says so itself, the store already spreads toasts by these settings.
  useEffect(() => {
    notificationsStore.updateState((s) => ({
      ...s,
      limit: limit ?? s.limit,
      defaultPosition: position ?? s.defaultPosition,
    }));
  }, [limit, position]);
  const [needed, setNeeded] = useState(false);
  if (!needed && (state.notifications.length > 0 || state.queue.length > 0)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={limit} position={position} {...props} />
    </Suspense>
  );
}
