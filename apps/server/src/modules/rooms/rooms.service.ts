import { randomUUID } from 'node:crypto';
import {
  RoomCloseProducerMessage,
  RoomConsentMessage,
  RoomEvents,
  RoomGroupsMessage,
  RoomJoinMessage,
  RoomPeerMessage,
  RoomProduceMessage,
  RoomRaiseHandMessage,
  RoomRecordingMessage,
  RoomSignalMessage,
  RoomSpotlightMessage,
  type RoomGroup,
  type RoomIceServer,
  type RoomJoined,
  type RoomPeer,
  type RoomProducerClosedEvent,
  type RoomSignalEvent,
  type RoomState,
} from '@muse/contracts';
import {
  CONSENT_AGREED,
  DEFAULT_ALLOW_WHEN_ROLE_MISSING,
  DEFAULT_ROOM_PERMISSIONS,
  ROOM_CAPACITY,
  USER_ROLE_LEVELS,
  groupsProblem,
  hasRoomPermission,
  officeRole,
  recordingAfterRoomChange,
  recordingStep,
  roomRolesFor,
  sharePermission,
  withoutMember,
  type OfficeAccess,
  type RoomPermission,
  type RoomPermissions,
} from '@muse/domain';
import {
  HttpError,
  conflict,
  fieldError,
  forbidden,
  notFound,
  unauthorized,
} from '../../platform/http/errors';
import type { RealtimeClient } from '../../platform/realtime';
import { parseMessage } from './rooms.parse';

export interface RoomsDeps {
  /** Sends to one socket (through the Redis adapter when there is one). */
  send(socketId: string, event: string, data: unknown): void;
  /** The office's access (owner, members), or a 404. */
  loadOffice(officeId: string): Promise<{ access: OfficeAccess }>;
  /** Whether a user id is an account (not a guest), and whether it is an admin. */
  person(userId: string): Promise<{ account: boolean; isAdmin: boolean }>;
  /** ROOM_ICE_SERVERS */
  iceServers: RoomIceServer[];
  now?: () => number;
}

interface Peer extends RoomPeer {
  socketId: string;
  userId: string;
}

interface Room {
  officeId: string;
  peers: Map<string, Peer>;
  spotlights: string[];
  groups: RoomGroup[];
  roomPermissions: RoomPermissions;
  allowWhenRoleMissing: readonly RoomPermission[];
}

/**
 * Live rooms: who is in an office's room, what each sends, hands, spotlights, groups and local recording,
 * and the relay of WebRTC offers, answers and candidates between its peers (a mesh: media never passes
 * through the server). Rooms live in this process's memory: a deployment of several realtime processes
 * pins each room's socket to one process (see docs/architecture.md, "Live rooms"). A socket is in one room
 * at most; a room ends with its last peer.
 */
export class RoomsService {
  private rooms = new Map<string, Room>();
  /** socket id → the office whose room it is in */
  private bySocket = new Map<string, string>();
  private readonly now: () => number;

  constructor(private readonly deps: RoomsDeps) {
    this.now = deps.now ?? Date.now;
  }

  async join(client: RealtimeClient, payload: unknown): Promise<RoomJoined> {
    const { officeId, displayName } = parseMessage(RoomJoinMessage, payload);
    const who = client.isVisitor ? null : await this.deps.person(client.userId);
    if (!who?.account) throw unauthorized('Sign in with your email to join the live room.');
    const office = await this.deps.loadOffice(officeId);
    const roles = roomRolesFor(officeRole(office.access, { userId: client.userId, isAdmin: who.isAdmin }));
    // One room a socket: joining again (a reconnect, another office) leaves the room it was in.
    this.leave(client);
    const room = this.rooms.get(officeId) ?? this.open(officeId);
    if (room.peers.size >= ROOM_CAPACITY) {
      if (room.peers.size === 0) this.rooms.delete(officeId);
      throw conflict('room_full', `The live room is full: ${ROOM_CAPACITY} people are in it.`);
    }
    const peer: Peer = {
      id: randomUUID(),
      socketId: client.socketId,
      userId: client.userId,
      displayName,
      roles,
      raisedHand: false,
      raisedHandTimestamp: null,
      localRecordingState: null,
      localRecordingConsent: null,
      producers: [],
    };
    room.peers.set(peer.id, peer);
    this.bySocket.set(client.socketId, officeId);
    this.changed(room, peer.id);
    return {
      ok: true,
      me: { id: peer.id, roles, room: { userRoles: { ...USER_ROLE_LEVELS } } },
      room: this.present(room),
      iceServers: this.deps.iceServers,
    };
  }

  /** Leaves the socket's room (an explicit leave or a disconnect). */
  leave(client: Pick<RealtimeClient, 'socketId'>): { ok: true } {
    const officeId = this.bySocket.get(client.socketId);
    if (!officeId) return { ok: true };
    this.bySocket.delete(client.socketId);
    const room = this.rooms.get(officeId);
    const peer = room && [...room.peers.values()].find((p) => p.socketId === client.socketId);
    if (!room || !peer) return { ok: true };
    room.peers.delete(peer.id);
    room.spotlights = room.spotlights.filter((id) => id !== peer.id);
    room.groups = withoutMember(room.groups, peer.id);
    if (room.peers.size === 0) this.rooms.delete(officeId);
    else this.changed(room);
    return { ok: true };
  }

  /** Relays an offer, answer or candidate to a peer of the same room, marked with who sent it. */
  signal(client: RealtimeClient, payload: unknown): { ok: true } {
    const message = parseMessage(RoomSignalMessage, payload);
    const { room, peer } = this.mine(client);
    const target = room.peers.get(message.to);
    if (!target || target.id === peer.id) throw notFound('That participant is not in the room.');
    const event: RoomSignalEvent = {
      from: peer.id,
      description: message.description,
      candidate: message.candidate,
    };
    this.deps.send(target.socketId, RoomEvents.signal, event);
    return { ok: true };
  }

  produce(client: RealtimeClient, payload: unknown): { ok: true } {
    const producer = parseMessage(RoomProduceMessage, payload);
    const { room, peer } = this.mine(client);
    if (!this.may(room, peer, sharePermission(producer.source)))
      throw forbidden(SHARE_REFUSED[producer.source]);
    peer.producers = [...peer.producers.filter((p) => p.source !== producer.source), producer];
    this.changed(room);
    return { ok: true };
  }

  closeProducer(client: RealtimeClient, payload: unknown): { ok: true } {
    const { source } = parseMessage(RoomCloseProducerMessage, payload);
    const { room, peer } = this.mine(client);
    peer.producers = peer.producers.filter((p) => p.source !== source);
    this.changed(room);
    return { ok: true };
  }

  raiseHand(client: RealtimeClient, payload: unknown): { ok: true } {
    const { raisedHand } = parseMessage(RoomRaiseHandMessage, payload);
    const { room, peer } = this.mine(client);
    if (peer.raisedHand === raisedHand) return { ok: true };
    peer.raisedHand = raisedHand;
    peer.raisedHandTimestamp = raisedHand ? this.now() : null;
    this.changed(room);
    return { ok: true };
  }

  lowerHand(client: RealtimeClient, payload: unknown): { ok: true } {
    const { peerId } = parseMessage(RoomPeerMessage, payload);
    const { room, peer } = this.mine(client);
    this.moderate(room, peer);
    const target = this.peerOf(room, peerId);
    target.raisedHand = false;
    target.raisedHandTimestamp = null;
    this.changed(room);
    return { ok: true };
  }

  spotlight(client: RealtimeClient, payload: unknown): { ok: true } {
    const { peerId, spotlight } = parseMessage(RoomSpotlightMessage, payload);
    const { room, peer } = this.mine(client);
    this.moderate(room, peer);
    this.peerOf(room, peerId);
    room.spotlights = room.spotlights.filter((id) => id !== peerId);
    if (spotlight) room.spotlights.push(peerId);
    this.changed(room);
    return { ok: true };
  }

  setGroups(client: RealtimeClient, payload: unknown): { ok: true } {
    const { groups } = parseMessage(RoomGroupsMessage, payload);
    const { room, peer } = this.mine(client);
    this.moderate(room, peer);
    const problem = groupsProblem(groups, [...room.peers.keys()]);
    if (problem) throw fieldError(problem.field, problem.message);
    room.groups = groups;
    this.changed(room);
    return { ok: true };
  }

  /** A peer's own local recording: init asks for consent; start and resume wait for everyone's. */
  recording(client: RealtimeClient, payload: unknown): { ok: true } {
    const { state } = parseMessage(RoomRecordingMessage, payload);
    const { room, peer } = this.mine(client);
    if (
      (state === 'init' || state === 'start' || state === 'resume') &&
      !this.may(room, peer, 'LOCAL_RECORD_ROOM')
    )
      throw forbidden('Only the moderators can record this room.');
    const step = recordingStep(peer.localRecordingState, state, [...room.peers.values()]);
    if (!step.ok)
      throw new HttpError(
        409,
        step.reason === 'consent' ? 'consent_missing' : 'recording_state',
        step.message,
      );
    peer.localRecordingState = state;
    this.changed(room);
    return { ok: true };
  }

  consent(client: RealtimeClient, payload: unknown): { ok: true } {
    const { agreed } = parseMessage(RoomConsentMessage, payload);
    const { room, peer } = this.mine(client);
    peer.localRecordingConsent = agreed ? CONSENT_AGREED : null;
    this.changed(room);
    return { ok: true };
  }

  /** The room of an office as its peers see it, or null when nobody is in it. */
  snapshot(officeId: string): RoomState | null {
    const room = this.rooms.get(officeId);
    return room ? this.present(room) : null;
  }

  private open(officeId: string): Room {
    const room: Room = {
      officeId,
      peers: new Map(),
      spotlights: [],
      groups: [],
      roomPermissions: DEFAULT_ROOM_PERMISSIONS,
      allowWhenRoleMissing: DEFAULT_ALLOW_WHEN_ROLE_MISSING,
    };
    this.rooms.set(officeId, room);
    return room;
  }

  private mine(client: Pick<RealtimeClient, 'socketId'>): { room: Room; peer: Peer } {
    const officeId = this.bySocket.get(client.socketId);
    const room = officeId ? this.rooms.get(officeId) : undefined;
    const peer = room && [...room.peers.values()].find((p) => p.socketId === client.socketId);
    if (!room || !peer) throw conflict('not_in_room', 'Join the live room first.');
    return { room, peer };
  }

  private peerOf(room: Room, peerId: string): Peer {
    const peer = room.peers.get(peerId);
    if (!peer) throw notFound('That participant is not in the room.');
    return peer;
  }

  private may(room: Room, peer: Peer, permission: RoomPermission): boolean {
    const others = [...room.peers.values()].map((p) => p.roles);
    return hasRoomPermission(room, peer.roles, permission, others);
  }

  private moderate(room: Room, peer: Peer): void {
    if (!this.may(room, peer, 'MODERATE_ROOM')) throw forbidden('Only the moderators can do this.');
  }

  /**
   * After any change: what is no longer allowed stops (a screen shared while no moderator was in, a
   * recording once someone has not agreed), then every peer gets the room.
   */
  private changed(room: Room, joinedPeerId?: string): void {
    const peers = [...room.peers.values()];
    for (const peer of peers) {
      const [kept, stopped] = partition(peer.producers, (p) =>
        this.may(room, peer, sharePermission(p.source)),
      );
      peer.producers = kept;
      for (const { source } of stopped)
        this.deps.send(peer.socketId, RoomEvents.producerClosed, {
          source,
          reason: SHARE_STOPPED[source],
        } satisfies RoomProducerClosedEvent);
      const fallback = recordingAfterRoomChange(peer.localRecordingState, peers);
      if (fallback) peer.localRecordingState = fallback;
    }
    const state = this.present(room);
    // The newcomer gets the room in its join's answer.
    for (const peer of peers)
      if (peer.id !== joinedPeerId) this.deps.send(peer.socketId, RoomEvents.state, state);
  }

  private present(room: Room): RoomState {
    return {
      officeId: room.officeId,
      peers: [...room.peers.values()].map(({ socketId: _s, userId: _u, ...peer }) => ({
        ...peer,
        roles: [...peer.roles],
        producers: peer.producers.map((p) => ({ ...p })),
      })),
      spotlights: [...room.spotlights],
      roomPermissions: { ...room.roomPermissions } as RoomState['roomPermissions'],
      allowWhenRoleMissing: [...room.allowWhenRoleMissing],
      groups: room.groups.map((g) => ({ ...g, members: [...g.members] })),
      capacity: ROOM_CAPACITY,
    };
  }
}

const SHARE_REFUSED = {
  mic: 'You may not use your microphone in this room.',
  webcam: 'You may not use your camera in this room.',
  screen: 'Only the moderators can share their screen in this room.',
  extravideo: 'Only the moderators can share another video in this room.',
} as const;

/** Why a producer stopped when the room changed (a moderator came in). */
const SHARE_STOPPED = {
  mic: 'Your microphone was turned off: it is no longer allowed in this room.',
  webcam: 'Your camera was turned off: it is no longer allowed in this room.',
  screen: 'Your screen sharing stopped: a moderator joined, and only moderators share their screen here.',
  extravideo: 'Your extra video stopped: a moderator joined, and only moderators share videos here.',
} as const;

function partition<T>(items: readonly T[], keep: (item: T) => boolean): [T[], T[]] {
  return [items.filter(keep), items.filter((item) => !keep(item))];
}
