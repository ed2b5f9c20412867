import { isGuestCaller, type Caller } from '../../platform/http/auth-guard';
import { HttpError, forbidden, notFound, unauthorized } from '../../platform/http/errors';
import type { ExtensionRow } from './music.extensions.repository';
import { isShared } from './music.presenter';
import type { TrackRow } from './music.repository';

/**
 * Who may do what with music (§6). Tracks are private until "I'm done editing": before that only the owner
 * (and admins, who look after everything) see them, and others get a 404, never a 403, so a private track
 * does not reveal that it exists. Creating needs an account: guests count as not logged in (§1).
 */

export const NO_SUCH_TRACK = 'No such track.';
export const NO_SUCH_EXTENSION = 'No such extension.';

export function canSeeTrack(caller: Caller | null, track: TrackRow): boolean {
  return isShared(track) || (!!caller && (caller.userId === track.userId || caller.isAdmin));
}

export function visibleTrack(caller: Caller | null, track: TrackRow | undefined): TrackRow {
  if (!track || !canSeeTrack(caller, track)) throw notFound(NO_SUCH_TRACK);
  return track;
}

/** The owner's track; others who can see it get 403, the rest 404. */
export function ownedTrack(caller: Caller, track: TrackRow | undefined, action: string): TrackRow {
  const seen = visibleTrack(caller, track);
  if (seen.userId !== caller.userId) throw forbidden(`Only the track's owner can ${action}.`);
  return seen;
}

/** Signed in with an account: guests are told to sign in with their email (§1, §4 "Music creation"). */
export function requireMusicAccount(caller: Caller | null): Caller {
  if (!caller || isGuestCaller(caller)) throw unauthorized('Sign in with your email to create music.');
  return caller;
}

/**
 * An extension `caller` may see and hear: its maker's always (and admins'); anyone else's only when it is
 * public, finished, and its track is one they can see.
 */
export function canHearExtension(caller: Caller | null, ext: ExtensionRow, track: TrackRow): boolean {
  if (caller && (caller.userId === ext.userId || caller.isAdmin)) return true;
  return !!ext.public && !!ext.finishedOn && !!ext.audioKey && canSeeTrack(caller, track);
}

export const inProgress = (what = 'track') =>
  new HttpError(409, 'in_progress', `This ${what} is still being made. Try again when it is finished.`);
