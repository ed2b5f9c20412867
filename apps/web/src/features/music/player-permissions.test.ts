import { describe, expect, it } from 'vitest';
import { playerPermissions } from './player-permissions';

const track = {
  userId: 'u1',
  public: false,
  finishedOn: 't',
  url: '/a.mp3',
  musicType: 'song' as const,
  videoRequestedOn: null,
  YouTubeId: null,
};
const owner = { userId: 'u1', isAdmin: false, musicpro: '' };
const other = { userId: 'u2', isAdmin: false, musicpro: '' };
const admin = { userId: 'admin', isAdmin: true, musicpro: '' };
const visitor = { userId: null, isAdmin: false, musicpro: '' };

describe('player permissions (§4, §6)', () => {
  it("gives the owner I'm done editing, Regenerate, Delete and a video request", () => {
    expect(playerPermissions(track, owner)).toMatchObject({
      isOwner: true,
      canMarkDone: true,
      canRegenerate: true,
      canDelete: true,
      canRequestVideo: true,
    });
    expect(playerPermissions({ ...track, public: true }, owner).canMarkDone).toBe(false);
  });

  it('gives others none of the owner actions', () => {
    expect(playerPermissions({ ...track, public: true }, other)).toMatchObject({
      isOwner: false,
      canMarkDone: false,
      canRegenerate: false,
      canDelete: false,
      canRequestVideo: false,
    });
    expect(playerPermissions(track, visitor).isOwner).toBe(false);
  });

  it("lets the admin request a video for others' tracks, once", () => {
    expect(playerPermissions({ ...track, public: true }, admin).canRequestVideo).toBe(true);
    expect(playerPermissions({ ...track, videoRequestedOn: 't' }, admin).canRequestVideo).toBe(false);
    expect(playerPermissions({ ...track, YouTubeId: 'yt' }, owner).canRequestVideo).toBe(false);
  });

  it('downloads public tracks for anyone, private ones for music pro only', () => {
    expect(playerPermissions({ ...track, public: true }, visitor).download).toBe('download');
    expect(playerPermissions(track, owner).download).toBe('membership');
    expect(playerPermissions(track, { ...owner, musicpro: 'trial' }).download).toBe('membership');
    expect(playerPermissions(track, { ...owner, musicpro: 'paid' }).download).toBe('download');
  });

  it('offers Create Similar for songs only', () => {
    expect(playerPermissions(track, other).canCreateSimilar).toBe(true);
    expect(playerPermissions({ ...track, musicType: 'music' }, other).canCreateSimilar).toBe(false);
  });

  it('waits for the track to finish before owner actions and extending', () => {
    const pending = { ...track, finishedOn: null, url: null };
    expect(playerPermissions(pending, owner)).toMatchObject({
      canMarkDone: false,
      canRegenerate: false,
      canDelete: false,
      canRequestVideo: false,
      canExtend: false,
    });
  });
});
