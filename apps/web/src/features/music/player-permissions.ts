import type { MusicTrack } from '@muse/contracts';

export interface PlayerPermissions {
  /** the track's owner: the server lets only them edit it */
  isOwner: boolean;
  /** "I'm done editing": the owner marks a finished, not yet public track done */
  canMarkDone: boolean;
  canRegenerate: boolean;
  canDelete: boolean;
  /** a short video: the owner for their tracks, the admin for others' */
  canRequestVideo: boolean;
  /** 'download' or, when the server says no (a private track and no music pro), 'membership' */
  download: 'download' | 'membership';
  /** Create Similar is offered for songs */
  canCreateSimilar: boolean;
  /** the extensions panel shows once the track plays */
  showExtensions: boolean;
  /** Extend the track or its extensions (visitors and guests are asked to sign in first) */
  canExtend: boolean;
}

type TrackFacts = Pick<
  MusicTrack,
  'public' | 'finishedOn' | 'url' | 'musicType' | 'videoRequestedOn' | 'YouTubeId' | 'access'
>;

/** What the viewer may do with a track in the player: the reply's `access`, and the track's state. */
export function playerPermissions(track: TrackFacts): PlayerPermissions {
  const { access } = track;
  const finished = !!track.finishedOn;
  const playable = finished && !!track.url;
  return {
    isOwner: access.canManage,
    canMarkDone: access.canManage && playable && !track.public,
    canRegenerate: access.canManage && finished,
    canDelete: access.canManage && finished,
    canRequestVideo: playable && access.canRequestVideo && !track.videoRequestedOn && !track.YouTubeId,
    download: access.canDownload ? 'download' : 'membership',
    canCreateSimilar: track.musicType === 'song',
    showExtensions: playable,
    canExtend: playable && access.canExtend,
  };
}
