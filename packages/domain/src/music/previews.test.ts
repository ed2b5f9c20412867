import { describe, expect, it } from 'vitest';
import {
  MUSIC_PREVIEWS,
  MUSIC_PREVIEW_SECONDS,
  findMusicPreview,
  musicPreviewPath,
  previewId,
} from './previews';
import { SONG_PRESETS, SONG_TAG_OPTIONS } from './tag-options';

describe('music previews: "Base preview clip 15 s; preset preview 30 s"', () => {
  it('has the spec’s lengths', () => {
    expect(MUSIC_PREVIEW_SECONDS).toEqual({ base: 15, preset: 30 });
  });

  it('has a 30-second preview of each preset, from the preset’s tags', () => {
    const presets = MUSIC_PREVIEWS.filter((p) => p.kind === 'preset');
    expect(presets.map((p) => p.name)).toEqual(['Country Rock', 'Pop', 'Jazz', 'Metal']);
    for (const p of presets) {
      expect(p.seconds).toBe(30);
      expect(p.tags).toEqual(SONG_PRESETS.find((s) => s.name === p.name)!.tags);
    }
  });

  it('has a 15-second clip of each base style (the Genre options)', () => {
    const bases = MUSIC_PREVIEWS.filter((p) => p.kind === 'base');
    expect(bases.map((p) => p.name)).toEqual(SONG_TAG_OPTIONS.Genre);
    for (const p of bases) {
      expect(p.seconds).toBe(15);
      expect(p.tags).toEqual({ Genre: [p.name] });
    }
  });

  it('names previews by lower-case ids and finds them, nothing else', () => {
    expect(previewId('Country Rock')).toBe('country-rock');
    expect(previewId('Hip Hop')).toBe('hip-hop');
    expect(previewId('Lo-fi')).toBe('lo-fi');
    expect(findMusicPreview('preset', 'country-rock')?.name).toBe('Country Rock');
    expect(findMusicPreview('base', 'hip-hop')?.name).toBe('Hip Hop');
    expect(findMusicPreview('base', 'country-rock')).toBeNull();
    expect(findMusicPreview('preset', 'opera')).toBeNull();
    expect(findMusicPreview('tag', 'pop')).toBeNull();
    expect(musicPreviewPath({ kind: 'preset', id: 'jazz' })).toBe('/music/previews/preset/jazz');
  });

  it('gives every preview its own fixed seed', () => {
    const seeds = MUSIC_PREVIEWS.map((p) => p.seed);
    expect(new Set(seeds).size).toBe(seeds.length);
    expect(seeds.every((s) => Number.isInteger(s) && s >= 0 && s < 2 ** 32)).toBe(true);
    expect(new Set(MUSIC_PREVIEWS.map((p) => `${p.kind}/${p.id}`)).size).toBe(MUSIC_PREVIEWS.length);
  });
});
