/**
 * Room permissions (music-and-extras.md §6): a check is true when one of the user's roles is among the
 * roles allowed for the action, or when the action is in allowWhenRoleMissing and no peer holds an allowed
 * role. Role level is the highest level among the user's roles.
 */

/** The largest live room: a mesh of 8 sends each stream to 7 others, what a laptop's uplink can carry. */
export const ROOM_CAPACITY = 8;

/** Where a producer's track comes from (§3 Producer / consumer). */
export const MEDIA_SOURCES = ['mic', 'webcam', 'screen', 'extravideo'] as const;
export type MediaSource = (typeof MEDIA_SOURCES)[number];

/** Roles a peer may hold. Chosen: the office's owner and members are moderators, everyone is normal. */
export const ROOM_ROLES = ['normal', 'moderator'] as const;
export type RoomRole = (typeof ROOM_ROLES)[number];

/** Me.room.userRoles: role to level (chosen, the spec names levels but not their values). */
export const USER_ROLE_LEVELS: Readonly<Record<RoomRole, number>> = { normal: 10, moderator: 50 };

export const ROOM_PERMISSIONS = [
  'SHARE_AUDIO',
  'SHARE_VIDEO',
  'SHARE_SCREEN',
  'SHARE_EXTRA_VIDEO',
  'MODERATE_ROOM',
  'LOCAL_RECORD_ROOM',
] as const;
export type RoomPermission = (typeof ROOM_PERMISSIONS)[number];

export type RoomPermissions = Readonly<Record<RoomPermission, readonly RoomRole[]>>;

/**
 * Chosen defaults: everyone talks and shows their camera; the screen, an extra video, moderation and
 * recording are the moderators'.
 */
export const DEFAULT_ROOM_PERMISSIONS: RoomPermissions = {
  SHARE_AUDIO: ['normal', 'moderator'],
  SHARE_VIDEO: ['normal', 'moderator'],
  SHARE_SCREEN: ['moderator'],
  SHARE_EXTRA_VIDEO: ['moderator'],
  MODERATE_ROOM: ['moderator'],
  LOCAL_RECORD_ROOM: ['moderator'],
};

/** Chosen: with no moderator in the room, anyone may present their screen or record (with consent). */
export const DEFAULT_ALLOW_WHEN_ROLE_MISSING: readonly RoomPermission[] = [
  'SHARE_SCREEN',
  'LOCAL_RECORD_ROOM',
];

export interface PermissionRoom {
  roomPermissions: RoomPermissions;
  allowWhenRoleMissing: readonly RoomPermission[];
}

/** True when `roles` may do `permission` in a room whose peers hold `peersRoles`. */
export function hasRoomPermission(
  room: PermissionRoom,
  roles: readonly string[],
  permission: RoomPermission,
  peersRoles: readonly (readonly string[])[],
): boolean {
  const allowed: readonly string[] = room.roomPermissions[permission] ?? [];
  if (roles.some((role) => allowed.includes(role))) return true;
  if (!room.allowWhenRoleMissing.includes(permission)) return false;
  return !peersRoles.some((peerRoles) => peerRoles.some((role) => allowed.includes(role)));
}

/** The highest level among the roles (0 without a known role). */
export function roleLevel(roles: readonly string[], userRoles: Readonly<Record<string, number>>): number {
  return roles.reduce((best, role) => Math.max(best, userRoles[role] ?? 0), 0);
}

/** Which permission sharing a source needs. */
export function sharePermission(source: MediaSource): RoomPermission {
  switch (source) {
    case 'mic':
      return 'SHARE_AUDIO';
    case 'webcam':
      return 'SHARE_VIDEO';
    case 'screen':
      return 'SHARE_SCREEN';
    case 'extravideo':
      return 'SHARE_EXTRA_VIDEO';
  }
}

/** "Owner and members are moderators" (the issue); admins too, as they may open the office's setup. */
export function roomRolesFor(officeRole: 'owner' | 'admin' | 'member' | 'user' | 'visitor'): RoomRole[] {
  return officeRole === 'owner' || officeRole === 'admin' || officeRole === 'member'
    ? ['normal', 'moderator']
    : ['normal'];
}
