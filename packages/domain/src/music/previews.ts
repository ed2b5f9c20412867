/**
 * Listening before creating (music-and-extras.md §9: "Base preview clip 15 s; preset preview 30 s"). In the
 * song creator each preset of "Choose preset" can be heard as a 30-second piece, and each base style (a
 * Genre option: the groove, band and tempo a song is built on; the other groups only colour it) as a
 * 15-second clip. The local music engine renders them from the preset's or the style's tags, once per
 * server; these are their lengths, names and what the engine is asked.
 */
import { SONG_PRESETS, SONG_TAG_OPTIONS, type SongTags } from './tag-options';

export const MUSIC_PREVIEW_SECONDS = { base: 15, preset: 30 } as const;

export const MUSIC_PREVIEW_KINDS = ['base', 'preset'] as const;
export type MusicPreviewKind = (typeof MUSIC_PREVIEW_KINDS)[number];

/** One preview: what the web asks for (`kind`, `id`) and what the engine is asked to play. */
export interface MusicPreview {
  kind: MusicPreviewKind;
  /** the preset's or style's name in lower case with dashes: "country-rock", "hip-hop" */
  id: string;
  name: string;
  seconds: number;
  tags: SongTags;
  /** the words that steer the feel: the name */
  keywords: string;
  /** a fixed seed per preview, so a server renders the same clip every time */
  seed: number;
}

/** "Country Rock" → "country-rock", "Lo-fi" → "lo-fi". */
export function previewId(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** FNV-1a of the preview's kind and id: its seed. */
function seedOf(kind: MusicPreviewKind, id: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${kind}:${id}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Every preview: the presets' (30 s) and the base styles' (15 s). */
export const MUSIC_PREVIEWS: readonly MusicPreview[] = [
  ...SONG_PRESETS.map((preset): MusicPreview => {
    const id = previewId(preset.name);
    return {
      kind: 'preset',
      id,
      name: preset.name,
      seconds: MUSIC_PREVIEW_SECONDS.preset,
      tags: preset.tags,
      keywords: preset.name,
      seed: seedOf('preset', id),
    };
  }),
  ...SONG_TAG_OPTIONS.Genre.map((genre): MusicPreview => {
    const id = previewId(genre);
    return {
      kind: 'base',
      id,
      name: genre,
      seconds: MUSIC_PREVIEW_SECONDS.base,
      tags: { Genre: [genre] },
      keywords: genre,
      seed: seedOf('base', id),
    };
  }),
];

/** The preview of a kind and id, or null when there is none. */
export function findMusicPreview(kind: string, id: string): MusicPreview | null {
  return MUSIC_PREVIEWS.find((p) => p.kind === kind && p.id === id) ?? null;
}

/** The path the web plays a preview from (under /api). */
export function musicPreviewPath(preview: Pick<MusicPreview, 'kind' | 'id'>): string {
  return `/music/previews/${preview.kind}/${preview.id}`;
}
