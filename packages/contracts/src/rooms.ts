import * as z from 'zod/mini';

/**
 * Live rooms of offices: WebRTC signalling over the realtime socket (music-and-extras.md §3 Peer, Producer /
 * consumer, Me, Room, Group). Every client event is acknowledged with `{ ok: true, … }` or the API's error
 * body; the server pushes the whole room (RoomState, small at 8 peers) after each change. The enums repeat
 * @muse/domain's room rules (contracts import nothing of ours).
 */
export const RoomEvents = {
  /** client → server: RoomJoinMessage, acknowledged with RoomJoined */
  join: 'room:join',
  leave: 'room:leave',
  /** both ways: an offer, answer or ICE candidate for one peer (RoomSignalMessage → RoomSignalEvent) */
  signal: 'room:signal',
  /** client → server: a track is ready to send (RoomProduceMessage), refused without the permission */
  produce: 'room:produce',
  closeProducer: 'room:close-producer',
  raiseHand: 'room:raise-hand',
  /** a moderator lowers someone's hand */
  lowerHand: 'room:lower-hand',
  spotlight: 'room:spotlight',
  recording: 'room:recording',
  consent: 'room:consent',
  groups: 'room:groups',
  /** server → client: the room after a change (RoomState) */
  state: 'room:state',
  /** server → one client: its producer stopped, no longer allowed (RoomProducerClosedEvent) */
  producerClosed: 'room:producer-closed',
} as const;

export const RoomMediaSource = z.enum(['mic', 'webcam', 'screen', 'extravideo']);
export type RoomMediaSource = z.infer<typeof RoomMediaSource>;
export const RoomRoleName = z.enum(['normal', 'moderator']);
export const RoomPermissionName = z.enum([
  'SHARE_AUDIO',
  'SHARE_VIDEO',
  'SHARE_SCREEN',
  'SHARE_EXTRA_VIDEO',
  'MODERATE_ROOM',
  'LOCAL_RECORD_ROOM',
]);
export type RoomPermissionName = z.infer<typeof RoomPermissionName>;
export const LocalRecordingStatus = z.enum(['init', 'start', 'resume', 'pause', 'stop']);
export type LocalRecordingStatus = z.infer<typeof LocalRecordingStatus>;

const id = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .check(z.trim(), z.minLength(1, { error: `${field} is required` }), z.maxLength(64));

export const RoomJoinMessage = z.object({
  officeId: id('officeId'),
  displayName: z
    .string({ error: 'displayName must be text' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Enter the name the others will see.' }),
      z.maxLength(40, { error: 'Your name can have at most 40 characters.' }),
    ),
});
export type RoomJoinMessage = z.infer<typeof RoomJoinMessage>;

/** A producer: what a peer sends, by source; `streamId` is the MediaStream id its tracks arrive with. */
export const RoomProducer = z.object({ source: RoomMediaSource, streamId: id('streamId') });
export type RoomProducer = z.infer<typeof RoomProducer>;

export const RoomPeer = z.object({
  id: z.string(),
  displayName: z.string(),
  roles: z.array(RoomRoleName),
  raisedHand: z.boolean(),
  raisedHandTimestamp: z.nullable(z.number()),
  localRecordingState: z.nullable(LocalRecordingStatus),
  localRecordingConsent: z.nullable(z.literal('agreed')),
  producers: z.array(RoomProducer),
});
export type RoomPeer = z.infer<typeof RoomPeer>;

export const RoomGroup = z.object({
  id: id('id'),
  name: z.string().check(z.trim(), z.maxLength(40, { error: 'A group name has at most 40 characters.' })),
  members: z.array(z.string()).check(z.maxLength(8)),
});
export type RoomGroup = z.infer<typeof RoomGroup>;

export const RoomState = z.object({
  officeId: z.string(),
  peers: z.array(RoomPeer),
  /** peer ids */
  spotlights: z.array(z.string()),
  roomPermissions: z.record(RoomPermissionName, z.array(RoomRoleName)),
  allowWhenRoleMissing: z.array(RoomPermissionName),
  groups: z.array(RoomGroup),
  /** ROOM_CAPACITY */
  capacity: z.number(),
});
export type RoomState = z.infer<typeof RoomState>;

/** An ICE server (RTCIceServer) from ROOM_ICE_SERVERS. */
export const RoomIceServer = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.optional(z.string()),
  credential: z.optional(z.string()),
});
export type RoomIceServer = z.infer<typeof RoomIceServer>;

export const RoomJoined = z.object({
  ok: z.literal(true),
  /** Me: my peer id, roles, and the room's userRoles (role to level) */
  me: z.object({
    id: z.string(),
    roles: z.array(RoomRoleName),
    room: z.object({ userRoles: z.record(z.string(), z.number()) }),
  }),
  room: RoomState,
  iceServers: z.array(RoomIceServer),
});
export type RoomJoined = z.infer<typeof RoomJoined>;

const SessionDescription = z.object({
  type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: z.optional(z.string().check(z.maxLength(100_000))),
});
const IceCandidate = z.object({
  candidate: z.optional(z.string().check(z.maxLength(2_000))),
  sdpMid: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  sdpMLineIndex: z.optional(z.nullable(z.number())),
  usernameFragment: z.optional(z.nullable(z.string().check(z.maxLength(256)))),
});

export const RoomSignalMessage = z.object({
  to: id('to'),
  description: z.optional(SessionDescription),
  candidate: z.optional(IceCandidate),
});
export type RoomSignalMessage = z.infer<typeof RoomSignalMessage>;

export const RoomSignalEvent = z.object({
  from: z.string(),
  description: z.optional(SessionDescription),
  candidate: z.optional(IceCandidate),
});
export type RoomSignalEvent = z.infer<typeof RoomSignalEvent>;

export const RoomProduceMessage = RoomProducer;
export const RoomCloseProducerMessage = z.object({ source: RoomMediaSource });
export const RoomRaiseHandMessage = z.object({
  raisedHand: z.boolean({ error: 'raisedHand must be true or false' }),
});
export const RoomPeerMessage = z.object({ peerId: id('peerId') });
export const RoomSpotlightMessage = z.object({
  peerId: id('peerId'),
  spotlight: z.boolean({ error: 'spotlight must be true or false' }),
});
export const RoomRecordingMessage = z.object({ state: LocalRecordingStatus });
export const RoomConsentMessage = z.object({ agreed: z.boolean({ error: 'agreed must be true or false' }) });
export const RoomGroupsMessage = z.object({ groups: z.array(RoomGroup) });

export const RoomProducerClosedEvent = z.object({ source: RoomMediaSource, reason: z.string() });
export type RoomProducerClosedEvent = z.infer<typeof RoomProducerClosedEvent>;
