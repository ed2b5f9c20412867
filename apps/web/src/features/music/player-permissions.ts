import type { MusicTrack } from '@muse/contracts';
import { canDownloadTrack } from '@muse/domain';

/** Who the player's viewer is (from the session). */
export interface Viewer {
  userId: string | null;
  isAdmin: boolean;
  /** the session's music pro status ('', 'trial' or 'paid') */
  musicpro: unknown;
}

export interface PlayerPermissions {
  isOwner: boolean;
  /** "I'm done editing": the owner marks a finished, not yet public track done */
  canMarkDone: boolean;
  canRegenerate: boolean;
  canDelete: boolean;
  /** a short video: the owner for their tracks, the admin for others' */
  canRequestVideo: boolean;
  /** 'download' or, for a private track and a non-member, 'membership' */
  download: 'download' | 'membership';
  /** Create Similar is offered for songs */
  canCreateSimilar: boolean;
  canExtend: boolean;
}

type TrackFacts = Pick<
  MusicTrack,
  'userId' | 'public' | 'finishedOn' | 'url' | 'musicType' | 'videoRequestedOn' | 'YouTubeId'
>;

/** What the viewer may do with a track in the player. */
export function playerPermissions(track: TrackFacts, viewer: Viewer): PlayerPermissions {
  const isOwner = viewer.userId !== null && viewer.userId === track.userId;
  const finished = !!track.finishedOn;
  const playable = finished && !!track.url;
  return {
    isOwner,
    canMarkDone: isOwner && playable && !track.public,
    canRegenerate: isOwner && finished,
    canDelete: isOwner && finished,
    canRequestVideo: playable && (isOwner || viewer.isAdmin) && !track.videoRequestedOn && !track.YouTubeId,
    download: canDownloadTrack({ status: viewer.musicpro, isPublic: track.public })
      ? 'download'
      : 'membership',
    canCreateSimilar: track.musicType === 'song',
    canExtend: playable,
  };
}
