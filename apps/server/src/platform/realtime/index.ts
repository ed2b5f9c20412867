/** Realtime: socket.io rooms per user and per office, the Redis adapter when REDIS_URL is set. */
export {
  RealtimeHub,
  VISITOR_COOKIE,
  VISITOR_ID_PREFIX,
  officeRoom,
  userRoom,
  visitorIdOf,
  type ClientEventHandler,
  type OfficeGate,
  type OfficeJoinedListener,
  type RealtimeClient,
} from './realtime';
