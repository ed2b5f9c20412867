import { groupSongTags } from '@muse/domain';
import type { MusicRequest } from '@muse/providers';
import { readTranslation, translatedFrom, type PromptTexts } from '../../platform/translation';
import { DEFAULT_COMPLEXITY, splitTags } from './music.presenter';
import type { TrackRow } from './music.repository';

/** The words of a track the engine reads (lyrics are sung as written, never translated). */
export function trackWords(track: TrackRow): PromptTexts {
  return { keywords: track.keywords ?? '', name: track.name, description: track.description };
}

/**
 * What the engine is asked to compose for a track, from its row: its words in English when they were
 * translated for this very text (see platform/translation), else as written.
 */
export function musicRequestOf(track: TrackRow): MusicRequest {
  const musicType = track.musicType === 'song' ? 'song' : 'music';
  const words = trackWords(track);
  const translation = readTranslation(track.promptTranslation);
  const used = translation && translatedFrom(translation, words) ? { ...words, ...translation.used } : words;
  return {
    keywords: [used.keywords, used.name].filter(Boolean).join(', '),
    description: used.description,
    tags: groupSongTags(splitTags(track.tags)),
    lyrics: musicType === 'song' ? (track.lyrics ?? '') : undefined,
    musicType,
    lengthSeconds: Math.round(Number(track.lengthSeconds ?? 30)),
    seed: Number(track.seed ?? 0),
    complexity: track.complexity ?? DEFAULT_COMPLEXITY,
    model: track.model,
  };
}
