/** Realtime: socket.io rooms per user, the Redis adapter when REDIS_URL is set. */
export { RealtimeHub, userRoom } from './realtime';
