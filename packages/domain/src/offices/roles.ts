/**
 * Who may do what in an office: owners, admins, members and everyone else.
 * Pure: the caller says who the viewer is (user id, admin or not); how admins are known is elsewhere.
 */
import { isGuestId } from '../users';

/** The parts of an office that decide access. */
export interface OfficeAccess {
  _id?: string;
  /** The owner's user id. */
  userId: string;
  /** User ids of the members. */
  members?: readonly string[];
  isAIChat?: boolean;
}

export interface OfficeViewer {
  /** null/undefined when signed out. Guest ids (prefix guest) count as not logged in. */
  userId?: string | null;
  isAdmin?: boolean;
}

/**
 * The viewer's role, strongest first: owner (user id equals the office's userId), admin, member (in
 * members), user (signed in, none of those), visitor (signed out or a guest).
 * Chosen (not in the spec): a guest id is never owner or member, because guests count as not logged in.
 */
export type OfficeRole = 'owner' | 'admin' | 'member' | 'user' | 'visitor';

export function officeRole(office: OfficeAccess, viewer: OfficeViewer): OfficeRole {
  const id = viewer.userId;
  const signedIn = typeof id === 'string' && id !== '' && !isGuestId(id);
  if (signedIn && id === office.userId) return 'owner';
  if (signedIn && viewer.isAdmin) return 'admin';
  if (signedIn && (office.members ?? []).includes(id)) return 'member';
  return signedIn ? 'user' : 'visitor';
}

export function isOfficeOwner(office: OfficeAccess, viewer: OfficeViewer): boolean {
  return officeRole(office, viewer) === 'owner';
}

export function isOfficeMember(office: OfficeAccess, viewer: OfficeViewer): boolean {
  const id = viewer.userId;
  return typeof id === 'string' && !isGuestId(id) && (office.members ?? []).includes(id);
}

/** Setup screens are for office owners or admins. */
export function canOpenSetup(office: OfficeAccess, viewer: OfficeViewer): boolean {
  const role = officeRole(office, viewer);
  return role === 'owner' || role === 'admin';
}

/** The owner or members of an AI-chat office see a Train button (admins are not named, so not included). */
export function canSeeTrainButton(office: OfficeAccess, viewer: OfficeViewer): boolean {
  if (!office.isAIChat) return false;
  return isOfficeOwner(office, viewer) || isOfficeMember(office, viewer);
}

/** "Guests and visitors can use dialogs": everyone, signed in or not, talks to the assistant. */
export function canTalkToAssistant(_office: OfficeAccess, _viewer: OfficeViewer): boolean {
  return true;
}

/**
 * Reading the member list, inviting and removing members.
 * Chosen (the spec does not say): owners and admins manage members; owners, admins and members read them.
 */
export function canManageMembers(office: OfficeAccess, viewer: OfficeViewer): boolean {
  return canOpenSetup(office, viewer);
}

export function canReadMembers(office: OfficeAccess, viewer: OfficeViewer): boolean {
  const role = officeRole(office, viewer);
  return role === 'owner' || role === 'admin' || role === 'member';
}

/**
 * Training the assistant (topics, pages, files, Q&A). Chosen: owners and admins (they open the setup, whose
 * Train AI tab trains) and members (the Train button of an AI-chat office is theirs too).
 */
export function canTrain(office: OfficeAccess, viewer: OfficeViewer): boolean {
  const role = officeRole(office, viewer);
  return role === 'owner' || role === 'admin' || role === 'member';
}

/** Reading past conversations (the Conversations tab of the setup): owners and admins. */
export function canReadConversations(office: OfficeAccess, viewer: OfficeViewer): boolean {
  return canOpenSetup(office, viewer);
}
