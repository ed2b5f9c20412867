import { describe, expect, it } from 'vitest';
import type { MusicTrack, MusicTrackAccess } from '@muse/contracts';
import { playerPermissions } from './player-permissions';

type Facts = Pick<
  MusicTrack,
  'public' | 'finishedOn' | 'url' | 'musicType' | 'videoRequestedOn' | 'YouTubeId'
>;
const track: Facts = {
  public: false,
  finishedOn: 't',
  url: '/a.mp3',
  musicType: 'song',
  videoRequestedOn: null,
  YouTubeId: null,
};
// The reply's `access` as the music policy gives it to each viewer (a private track unless made public).
const owner = { canManage: true, canRequestVideo: true, canExtend: true, canDownload: false };
const other = { canManage: false, canRequestVideo: false, canExtend: true, canDownload: true };
const admin = { canManage: false, canRequestVideo: true, canExtend: true, canDownload: true };
const visitor = { canManage: false, canRequestVideo: false, canExtend: true, canDownload: true };
const as = (access: MusicTrackAccess, facts: Partial<Facts> = {}) => ({ ...track, ...facts, access });

describe('player permissions (from the reply’s access)', () => {
  it("gives the owner I'm done editing, Regenerate, Delete and a video request", () => {
    expect(playerPermissions(as(owner))).toMatchObject({
      isOwner: true,
      canMarkDone: true,
      canRegenerate: true,
      canDelete: true,
      canRequestVideo: true,
    });
    expect(playerPermissions(as(owner, { public: true })).canMarkDone).toBe(false);
  });

  it('gives others none of the owner actions', () => {
    expect(playerPermissions(as(other, { public: true }))).toMatchObject({
      isOwner: false,
      canMarkDone: false,
      canRegenerate: false,
      canDelete: false,
      canRequestVideo: false,
    });
    expect(playerPermissions(as(visitor, { public: true })).isOwner).toBe(false);
  });

  it("lets the admin request a video for others' tracks, once", () => {
    expect(playerPermissions(as(admin, { public: true }))).toMatchObject({
      isOwner: false,
      canRequestVideo: true,
    });
    expect(playerPermissions(as(admin, { videoRequestedOn: 't' })).canRequestVideo).toBe(false);
    expect(playerPermissions(as(owner, { YouTubeId: 'yt' })).canRequestVideo).toBe(false);
  });

  it('downloads when the server allows it, else offers the membership', () => {
    expect(playerPermissions(as(visitor, { public: true })).download).toBe('download');
    expect(playerPermissions(as(owner)).download).toBe('membership');
    expect(playerPermissions(as({ ...owner, canDownload: true })).download).toBe('download');
    expect(playerPermissions(as(admin)).download).toBe('download');
  });

  it('offers Create Similar for songs only', () => {
    expect(playerPermissions(as(other, { public: true })).canCreateSimilar).toBe(true);
    expect(playerPermissions(as(other, { public: true, musicType: 'music' })).canCreateSimilar).toBe(false);
  });

  it('offers Extend where the server allows it, and shows the extensions of any playable track', () => {
    expect(playerPermissions(as(visitor, { public: true }))).toMatchObject({
      showExtensions: true,
      canExtend: true,
    });
    const othersPrivate = { ...admin, canExtend: false };
    expect(playerPermissions(as(othersPrivate))).toMatchObject({ showExtensions: true, canExtend: false });
  });

  it('waits for the track to finish before owner actions and extending', () => {
    expect(playerPermissions(as(owner, { finishedOn: null, url: null }))).toMatchObject({
      canMarkDone: false,
      canRegenerate: false,
      canDelete: false,
      canRequestVideo: false,
      showExtensions: false,
      canExtend: false,
    });
  });
});
