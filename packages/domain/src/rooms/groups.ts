/**
 * Groups (§3 Group, Me.room.groups): a moderator splits the room into named groups of peers. Chosen rules:
 * at most ROOM_CAPACITY groups, each named, with members who are in the room, a peer in one group at most.
 */
import { ROOM_CAPACITY } from './permissions';

export interface RoomGroup {
  id: string;
  name: string;
  members: string[];
}

export type GroupsProblem = { field: string; message: string };

export function groupsProblem(
  groups: readonly RoomGroup[],
  peerIds: readonly string[],
): GroupsProblem | null {
  if (groups.length > ROOM_CAPACITY)
    return { field: 'groups', message: `A room has at most ${ROOM_CAPACITY} groups.` };
  const seen = new Set<string>();
  const ids = new Set<string>();
  for (const [i, group] of groups.entries()) {
    if (ids.has(group.id)) return { field: `groups.${i}.id`, message: 'Two groups have the same id.' };
    ids.add(group.id);
    if (!group.name.trim()) return { field: `groups.${i}.name`, message: 'Name the group.' };
    for (const member of group.members) {
      if (!peerIds.includes(member))
        return { field: `groups.${i}.members`, message: 'A group member is not in the room.' };
      if (seen.has(member))
        return { field: `groups.${i}.members`, message: 'A participant can be in one group only.' };
      seen.add(member);
    }
  }
  return null;
}

/** Drops a peer who left from every group (empty groups stay: the moderator made them). */
export function withoutMember(groups: readonly RoomGroup[], peerId: string): RoomGroup[] {
  return groups.map((g) => ({ ...g, members: g.members.filter((m) => m !== peerId) }));
}
