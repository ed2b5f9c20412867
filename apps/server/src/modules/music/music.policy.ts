import type { MusicExtensionAccess, MusicTrackAccess } from '@muse/contracts';
import { canDownloadTrack, type MusicProStatus } from '@muse/domain';
import { isGuestCaller, type Caller } from '../../platform/http/auth-guard';
import { HttpError, forbidden, notFound, unauthorized } from '../../platform/http/errors';
import type { ExtensionRow } from './music.extensions.repository';
import { ERROR_IMAGE } from './music.media-keys';
import type { TrackRow } from './music.repository';

/**
 * Who may do what with music; every music service asks here. Tracks are private until "I'm done editing":
 * before that only the owner (and admins, who look after everything) see them, and others get a 404, never
 * a 403, so a private track does not reveal that it exists. Owners regenerate, share and delete their
 * tracks; owners and admins ask for videos. Creating needs an account: guests count as not signed in.
 * Replies carry the outcome as `access` (trackAccess, extensionAccess), so clients need not work it out.
 */

export const NO_SUCH_TRACK = 'No such track.';
export const NO_SUCH_EXTENSION = 'No such extension.';

/** Shared: done editing, finished with audio, not failed, its owner not banned. */
export function isShared(row: TrackRow): boolean {
  return (
    !row.private && !!row.finishedOn && !!row.audioKey && row.imageKey !== ERROR_IMAGE && !row.ownerBanned
  );
}

/** Whether `caller` made the track (or the extension). */
export function ownsTrack(caller: Caller | null, track: Pick<TrackRow, 'userId'>): boolean {
  return !!caller && caller.userId === track.userId;
}

/** Whether `caller` looks after the track (or the extension): its owner, or an admin. */
export function managesTrack(caller: Caller | null, track: Pick<TrackRow, 'userId'>): boolean {
  return ownsTrack(caller, track) || !!caller?.isAdmin;
}

export function canSeeTrack(caller: Caller | null, track: TrackRow): boolean {
  return isShared(track) || managesTrack(caller, track);
}

export function visibleTrack(caller: Caller | null, track: TrackRow | undefined): TrackRow {
  if (!track || !canSeeTrack(caller, track)) throw notFound(NO_SUCH_TRACK);
  return track;
}

/** The owner's track; others who can see it get 403, the rest 404. */
export function ownedTrack(caller: Caller, track: TrackRow | undefined, action: string): TrackRow {
  const seen = visibleTrack(caller, track);
  if (!ownsTrack(caller, seen)) throw forbidden(`Only the track's owner can ${action}.`);
  return seen;
}

/** The track whose video `caller` asks for: the owner's, or any track for an admin; others 403 or 404. */
export function videoTrack(caller: Caller, track: TrackRow | undefined): TrackRow {
  const seen = visibleTrack(caller, track);
  if (!managesTrack(caller, seen)) throw forbidden("Only the track's owner can ask for its video.");
  return seen;
}

/** Whether `caller` may extend a track it can see: its own, or a shared one. */
export function extendsTrack(caller: Caller | null, track: TrackRow): boolean {
  return ownsTrack(caller, track) || isShared(track);
}

/** The track `caller` may extend: its own, or a shared one; others who can see it get 403, the rest 404. */
export function extendableTrack(caller: Caller, track: TrackRow | undefined): TrackRow {
  const seen = visibleTrack(caller, track);
  if (!extendsTrack(caller, seen)) throw forbidden("Only the track's owner can extend it.");
  return seen;
}

/**
 * Whether `caller` may download tracks that are not shared (those it can see): admins, who look after
 * everything, and music pro members (`status` reads the caller's music pro status, asked only when it
 * decides). Shared tracks anyone may download.
 */
export async function downloadsPrivateTracks(
  caller: Caller | null,
  status: () => Promise<MusicProStatus>,
): Promise<boolean> {
  if (!caller) return false;
  return caller.isAdmin || canDownloadTrack({ status: await status(), isPublic: false });
}

/**
 * What `caller` may do with a track it can see, as replies carry it. `downloadsPrivate` is
 * downloadsPrivateTracks' answer for the caller (whether it may download tracks that are not shared).
 * Extending needs an account as well: the web asks visitors and guests to sign in first.
 */
export function trackAccess(
  caller: Caller | null,
  track: TrackRow,
  downloadsPrivate: boolean,
): MusicTrackAccess {
  return {
    canManage: ownsTrack(caller, track),
    canRequestVideo: managesTrack(caller, track),
    canExtend: extendsTrack(caller, track),
    canDownload: isShared(track) || downloadsPrivate,
  };
}

/** What `caller` may do with an extension it can hear, as replies carry it: its maker deletes it. */
export function extensionAccess(caller: Caller | null, ext: ExtensionRow): MusicExtensionAccess {
  return { canDelete: ownsTrack(caller, ext) };
}

/** Whether `caller` sees the admin's Recent list of tracks. */
export function seesRecentTracks(caller: Caller | null): boolean {
  return !!caller?.isAdmin;
}

/** Signed in with an account: guests count as not signed in and are told to sign in with their email. */
export function requireMusicAccount(caller: Caller | null): Caller {
  if (!caller || isGuestCaller(caller)) throw unauthorized('Sign in with your email to create music.');
  return caller;
}

/**
 * An extension `caller` may see and hear: its maker's always (and admins'); anyone else's only when it is
 * public, finished, and its track is one they can see.
 */
export function canHearExtension(caller: Caller | null, ext: ExtensionRow, track: TrackRow): boolean {
  if (managesTrack(caller, ext)) return true;
  return !!ext.public && !!ext.finishedOn && !!ext.audioKey && canSeeTrack(caller, track);
}

/** Whether `caller` hears every extension of a track it can see, private and unfinished ones too: admins. */
export function hearsEveryExtension(caller: Caller | null): boolean {
  return !!caller?.isAdmin;
}

/** The extension `caller` deletes: its maker's; others who can hear it get 403, the rest 404. */
export function ownedExtension(
  caller: Caller,
  ext: ExtensionRow | undefined,
  track: TrackRow | undefined,
): ExtensionRow {
  if (!ext || !track || !canHearExtension(caller, ext, track)) throw notFound(NO_SUCH_EXTENSION);
  if (!ownsTrack(caller, ext)) throw forbidden("Only the extension's maker can delete it.");
  return ext;
}

export const inProgress = (what = 'track') =>
  new HttpError(409, 'in_progress', `This ${what} is still being made. Try again when it is finished.`);
