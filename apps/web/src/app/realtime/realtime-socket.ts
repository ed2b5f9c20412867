import type { QueryClient } from '@tanstack/react-query';
import { ImageProgressEvent, JobProgressEvent, ServerEvents, SessionChangedEvent } from '@muse/contracts';
import type { SessionReply } from '@muse/contracts';
import { io } from 'socket.io-client';
import { queryKeys } from '../query-keys';
import { realtimeStore } from './realtime-store';
import { applyBalanceChange } from './session-patch';

/**
 * Opens the socket.io connection of a signed-in user (the session cookie authenticates it) and routes its
 * events: `session:changed` updates the session query in place, `job:progress` and `images:progress` feed
 * the realtime store, a published notification refreshes the newest one. Returns the disconnect.
 */
export function connectRealtime(queryClient: QueryClient): () => void {
  const socket = io({ path: '/socket.io', withCredentials: true });
  let connectedBefore = false;

  socket.on('connect', () => {
    realtimeStore.setStatus('connected');
    // Events sent while we were away are lost: read the balance and notifications afresh after a reconnect.
    if (connectedBefore) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      void queryClient.invalidateQueries({ queryKey: queryKeys.lastNotification });
    }
    connectedBefore = true;
  });
  socket.on('disconnect', () => realtimeStore.setStatus('reconnecting'));
  socket.on('connect_error', () => realtimeStore.setStatus('reconnecting'));

  socket.on(ServerEvents.sessionChanged, (raw: unknown) => {
    const event = SessionChangedEvent.safeParse(raw);
    if (!event.success) {
      console.error(`Contract mismatch in ${ServerEvents.sessionChanged}`, event.error.issues);
      return;
    }
    queryClient.setQueryData<SessionReply>(queryKeys.session, (old) => applyBalanceChange(old, event.data));
  });

  socket.on(ServerEvents.jobProgress, (raw: unknown) => {
    const event = JobProgressEvent.safeParse(raw);
    if (!event.success) {
      console.error(`Contract mismatch in ${ServerEvents.jobProgress}`, event.error.issues);
      return;
    }
    realtimeStore.setJob(event.data);
  });

  // A notification was published for this user: the dialog asks for the newest one.
  socket.on(ServerEvents.notification, () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.lastNotification });
  });

  socket.on(ServerEvents.imageProgress, (raw: unknown) => {
    const event = ImageProgressEvent.safeParse(raw);
    if (!event.success) {
      console.error(`Contract mismatch in ${ServerEvents.imageProgress}`, event.error.issues);
      return;
    }
    realtimeStore.setImage(event.data);
  });

  return () => socket.disconnect();
}
