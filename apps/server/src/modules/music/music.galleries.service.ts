import { randomBytes } from 'node:crypto';
import type { MusicGalleriesReply, MusicTrack } from '@muse/contracts';
import type { Caller } from '../../platform/http/auth-guard';
import { seesRecentTracks } from './music.policy';
import type { MusicRepository } from './music.repository';
import type { MusicService } from './music.service';

/** Similar and the popular galleries show 20 tracks, Recent 100. */
export const GALLERY_SIZE = 20;
export const RECENT_SIZE = 100;

/**
 * The library's shared lists: popular songs and music, the admin's Recent, the game's random tracks,
 * one random track, and the Similar search. Only shared tracks appear (done editing, finished, not
 * failed), except in Recent, which shows the admin everyone's finished tracks.
 */
export class MusicGalleries {
  constructor(
    private readonly repo: MusicRepository,
    private readonly music: Pick<MusicService, 'presentAll'>,
  ) {}

  async all(caller: Caller | null): Promise<MusicGalleriesReply> {
    const [songs, music, recent] = await Promise.all([
      this.repo.listPopular('song', GALLERY_SIZE),
      this.repo.listPopular('music', GALLERY_SIZE),
      seesRecentTracks(caller) ? this.repo.listRecent(RECENT_SIZE) : Promise.resolve([]),
    ]);
    const shown = await this.music.presentAll(caller, [...songs, ...music, ...recent]);
    return {
      popularSongs: shown.slice(0, songs.length),
      popularMusic: shown.slice(songs.length, songs.length + music.length),
      recent: shown.slice(songs.length + music.length),
    };
  }

  /** The Piano Challenge's tracks: up to 20 shared tracks at random. */
  async game(caller: Caller | null): Promise<{ data: MusicTrack[] }> {
    const rows = await this.repo.randomShared(pivot(), GALLERY_SIZE);
    // Read by id range from a random point: shuffled so the order is random too.
    for (let i = rows.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [rows[i], rows[j]] = [rows[j]!, rows[i]!];
    }
    return { data: await this.music.presentAll(caller, rows) };
  }

  async random(caller: Caller | null): Promise<{ track: MusicTrack | null }> {
    const [row] = await this.repo.randomShared(pivot(), 1);
    return { track: row ? ((await this.music.presentAll(caller, [row]))[0] ?? null) : null };
  }

  async similar(caller: Caller | null, keywords: string): Promise<{ data: MusicTrack[] }> {
    return { data: await this.music.presentAll(caller, await this.repo.search(keywords, GALLERY_SIZE)) };
  }
}

/** A random id-shaped string (ids are 24 hex characters). */
function pivot(): string {
  return randomBytes(12).toString('hex');
}
