/** Realtime: socket.io rooms per user and per office, the Redis adapter when REDIS_URL is set. */
export {
  RealtimeHub,
  officeRoom,
  userRoom,
  type ClientEventHandler,
  type DisconnectListener,
  type OfficeGate,
  type OfficeJoinedListener,
  type RealtimeClient,
} from './realtime';
