/** Realtime: the socket.io connection of a signed-in user and what it reports (balance, job progress). */
export { useRealtime } from './use-realtime';
export { onImageProgress, useImageProgress, useJobProgress, useRealtimeStatus } from './realtime-store';
export type { RealtimeStatus } from './realtime-store';
