import type { RoomMediaSource, RoomPeer, RoomPermissionName, RoomState } from '@muse/contracts';
import {
  everyoneConsented,
  handPosition,
  hasRoomPermission,
  orderMemberList,
  orderParticipants,
  type RoomPermissions,
} from '@muse/domain';

/** Finds a peer's stream by its id (the mesh's, or mine). */
export type StreamLookup = (peerId: string, streamId: string) => MediaStream | undefined;

/** A consumer (§3): a track of another peer this browser receives, by source. */
export interface Consumer {
  peerId: string;
  source: RoomMediaSource;
  stream: MediaStream;
}

/** Whether I may do `permission` now (the same rule the server applies). */
export function mayI(room: RoomState, myRoles: readonly string[], permission: RoomPermissionName): boolean {
  return hasRoomPermission(
    {
      roomPermissions: room.roomPermissions as RoomPermissions,
      allowWhenRoleMissing: room.allowWhenRoleMissing,
    },
    myRoles,
    permission,
    room.peers.map((p) => p.roles),
  );
}

/** The announced tracks of others that arrived: a stream the room does not name is never shown. */
export function consumersOf(room: RoomState, meId: string, lookup: StreamLookup): Consumer[] {
  return room.peers
    .filter((p) => p.id !== meId)
    .flatMap((peer) =>
      peer.producers.flatMap((producer) => {
        const stream = lookup(peer.id, producer.streamId);
        return stream ? [{ peerId: peer.id, source: producer.source, stream }] : [];
      }),
    );
}

export interface Tile {
  key: string;
  peer: RoomPeer;
  isMe: boolean;
  kind: 'person' | 'screen' | 'extravideo';
  video?: MediaStream;
  audio?: MediaStream;
  spotlighted: boolean;
  /** where the peer's hand is in the queue (1 is first) */
  hand: number | null;
}

/**
 * The grid: participants in the spec's order (raised hands by time, spotlighted, others, by name), each
 * followed by a shared screen or extra video. My own tile goes when I hide my self view.
 */
export function tilesOf(
  room: RoomState,
  meId: string,
  opts: { hideSelfView: boolean; lookup: StreamLookup; local: StreamLookup },
): Tile[] {
  const tiles: Tile[] = [];
  for (const peer of orderParticipants(room.peers, room.spotlights)) {
    const isMe = peer.id === meId;
    const find = (source: RoomMediaSource) => {
      const producer = peer.producers.find((p) => p.source === source);
      if (!producer) return undefined;
      return (isMe ? opts.local : opts.lookup)(peer.id, producer.streamId);
    };
    const base = {
      peer,
      isMe,
      spotlighted: room.spotlights.includes(peer.id),
      hand: handPosition(room.peers, peer.id),
    };
    if (!(isMe && opts.hideSelfView))
      tiles.push({
        ...base,
        key: peer.id,
        kind: 'person',
        video: find('webcam'),
        audio: isMe ? undefined : find('mic'),
      });
    for (const kind of ['screen', 'extravideo'] as const) {
      const video = find(kind);
      if (video) tiles.push({ ...base, key: `${peer.id}:${kind}`, kind, video });
    }
  }
  return tiles;
}

export interface MemberRow {
  id: string;
  displayName: string;
  online: boolean;
  hasConsumer: boolean;
  peer: RoomPeer;
  group: string | null;
}

/** The member list (§4): me, then online, then those with a consumer, then by name. */
export function memberRows(room: RoomState, meId: string, consumers: readonly Consumer[]): MemberRow[] {
  const rows = room.peers.map((peer) => ({
    id: peer.id,
    displayName: peer.displayName,
    online: true,
    hasConsumer: consumers.some((c) => c.peerId === peer.id),
    peer,
    group: room.groups.find((g) => g.members.includes(peer.id))?.name ?? null,
  }));
  return orderMemberList(rows, meId);
}

/** "1st", "2nd", "3rd", "4th" … */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

export function handLabel(position: number | null): string | null {
  return position ? `Hand raised, ${ordinal(position)}` : null;
}

/** Someone asks to record or records: who, and whether I still have to answer. */
export function recordingRequest(
  room: RoomState,
  meId: string,
): { recorder: RoomPeer; active: boolean; needsMyConsent: boolean; everyoneAgreed: boolean } | null {
  const recorder = room.peers.find((p) => p.localRecordingState && p.localRecordingState !== 'stop');
  if (!recorder) return null;
  const me = room.peers.find((p) => p.id === meId);
  return {
    recorder,
    active: recorder.localRecordingState === 'start' || recorder.localRecordingState === 'resume',
    needsMyConsent: me?.localRecordingConsent !== 'agreed',
    everyoneAgreed: everyoneConsented(room.peers),
  };
}

/** Chosen: the moderators may sort people into up to three named groups. */
export const GROUP_NAMES = ['Group A', 'Group B', 'Group C'] as const;

/** The room's groups after moving `peerId` into `name` (or out of every group with null). */
export function movedToGroup(room: RoomState, peerId: string, name: string | null) {
  return GROUP_NAMES.map((groupName, i) => {
    const existing = room.groups.find((g) => g.name === groupName);
    const members = (existing?.members ?? []).filter((m) => m !== peerId);
    if (groupName === name) members.push(peerId);
    return { id: existing?.id ?? `g${i + 1}`, name: groupName, members };
  }).filter((g) => g.members.length > 0);
}
