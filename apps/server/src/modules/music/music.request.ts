import { groupSongTags } from '@muse/domain';
import type { MusicRequest } from '@muse/providers';
import { DEFAULT_COMPLEXITY, splitTags } from './music.presenter';
import type { TrackRow } from './music.repository';

/** What the engine is asked to compose for a track, from its row. */
export function musicRequestOf(track: TrackRow): MusicRequest {
  const musicType = track.musicType === 'song' ? 'song' : 'music';
  return {
    keywords: [track.keywords, track.name].filter(Boolean).join(', '),
    description: track.description,
    tags: groupSongTags(splitTags(track.tags)),
    lyrics: musicType === 'song' ? (track.lyrics ?? '') : undefined,
    musicType,
    lengthSeconds: Math.round(Number(track.lengthSeconds ?? 30)),
    seed: Number(track.seed ?? 0),
    complexity: track.complexity ?? DEFAULT_COMPLEXITY,
    model: track.model,
  };
}
