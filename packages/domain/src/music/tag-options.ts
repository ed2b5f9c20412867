/**
 * The song tag choices, by group (Genre, Instrument, Mood, Vocal, Timbre), and the presets (Country Rock,
 * Pop, Jazz, Metal). The spec names the groups and the presets but not the options: these are the ones the
 * composer understands. A track stores its tags as one flat list; `groupSongTags` sorts a list back into the
 * groups.
 */
import { SONG_TAG_GROUPS, type SongTagGroup } from './songs';

export const SONG_TAG_OPTIONS: Readonly<Record<SongTagGroup, readonly string[]>> = {
  Genre: [
    'Pop',
    'Rock',
    'Country',
    'Jazz',
    'Blues',
    'Metal',
    'Electronic',
    'Hip Hop',
    'Lo-fi',
    'Classical',
    'Folk',
    'Funk',
  ],
  Instrument: [
    'Piano',
    'Acoustic Guitar',
    'Electric Guitar',
    'Strings',
    'Synth',
    'Bass',
    'Drums',
    'Organ',
    'Saxophone',
    'Flute',
  ],
  Mood: ['Happy', 'Sad', 'Energetic', 'Calm', 'Romantic', 'Dark', 'Epic', 'Nostalgic', 'Dreamy'],
  Vocal: ['Female', 'Male', 'Choir', 'Duet', 'Instrumental'],
  Timbre: ['Warm', 'Bright', 'Soft', 'Airy', 'Gritty', 'Clean', 'Punchy'],
};

export type SongTags = Partial<Record<SongTagGroup, string[]>>;

export interface SongPreset {
  name: string;
  tags: Required<SongTags>;
}

/** The presets, a member feature: presets belong to music pro. */
export const SONG_PRESETS: readonly SongPreset[] = [
  {
    name: 'Country Rock',
    tags: {
      Genre: ['Country', 'Rock'],
      Instrument: ['Acoustic Guitar', 'Electric Guitar'],
      Mood: ['Energetic'],
      Vocal: ['Male'],
      Timbre: ['Warm'],
    },
  },
  {
    name: 'Pop',
    tags: {
      Genre: ['Pop'],
      Instrument: ['Synth', 'Piano'],
      Mood: ['Happy'],
      Vocal: ['Female'],
      Timbre: ['Bright'],
    },
  },
  {
    name: 'Jazz',
    tags: {
      Genre: ['Jazz'],
      Instrument: ['Piano', 'Saxophone'],
      Mood: ['Calm'],
      Vocal: ['Female'],
      Timbre: ['Warm'],
    },
  },
  {
    name: 'Metal',
    tags: {
      Genre: ['Metal'],
      Instrument: ['Electric Guitar', 'Drums'],
      Mood: ['Dark'],
      Vocal: ['Male'],
      Timbre: ['Gritty'],
    },
  },
];

/** The group a tag belongs to (case-insensitive), or null for a tag of no group. */
export function tagGroupOf(tag: string): SongTagGroup | null {
  const wanted = tag.trim().toLowerCase();
  for (const group of SONG_TAG_GROUPS) {
    if (SONG_TAG_OPTIONS[group].some((option) => option.toLowerCase() === wanted)) return group;
  }
  return null;
}

/** A flat tag list sorted into the groups, in the spelling of the options; tags of no group are left out. */
export function groupSongTags(tags: readonly string[]): SongTags {
  const grouped: SongTags = {};
  for (const tag of tags) {
    const group = tagGroupOf(tag);
    if (!group) continue;
    const option = SONG_TAG_OPTIONS[group].find((o) => o.toLowerCase() === tag.trim().toLowerCase())!;
    const list = (grouped[group] ??= []);
    if (!list.includes(option)) list.push(option);
  }
  return grouped;
}

/** The groups' tags as one flat list, in group order. */
export function flattenSongTags(tags: SongTags): string[] {
  return SONG_TAG_GROUPS.flatMap((group) => tags[group] ?? []);
}
