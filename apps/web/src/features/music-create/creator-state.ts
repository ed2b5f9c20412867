import {
  MUSIC_LIMITS,
  SEED_MAX,
  canGenerateMusic,
  clampSongLength,
  flattenSongTags,
  missingTagGroups,
  type LyricsSection,
  type SongPreset,
  type SongTagGroup,
  type SectionType,
  type SongTags,
} from '@muse/domain';
import type { CreateMusicBody, MusicIdea, MusicIdeasBody } from '@muse/contracts';
import {
  addEmptySection,
  removeSection,
  sectionsFromLyrics,
  setSectionText,
  sungLyrics,
  toSegments,
} from './lyrics-editor';

/**
 * The creation flow's state: which screen shows, and what the user has entered. The rules themselves come
 * from @muse/domain; this is the screen's bookkeeping, a reducer so every step can be tested without a
 * browser.
 */
export type CreatorStep = 'closed' | 'choose' | 'song' | 'music';

export interface CreatorState {
  step: CreatorStep;
  keywords: string;
  description: string;
  /** Song flow: write name, description and lyrics directly instead of picking an idea. */
  advanced: boolean;
  name: string;
  tags: SongTags;
  sections: LyricsSection[];
  /** The length the user asked for, in seconds; what is sent is clamped for their membership. */
  length: number;
}

/** The length the slider starts at: a minute, or the free length when that is shorter. */
export const DEFAULT_LENGTH = 60;

export function initialCreatorState(keywords = ''): CreatorState {
  return {
    step: 'choose',
    keywords,
    description: '',
    advanced: false,
    name: '',
    tags: {},
    sections: [],
    length: DEFAULT_LENGTH,
  };
}

export type CreatorAction =
  /** "Create music" on the closed creator: the question again. */
  | { type: 'open' }
  | { type: 'choose'; step: 'song' | 'music'; keywords?: string }
  /** Back: from a flow to the question, from the question to the closed creator. */
  | { type: 'back' }
  | { type: 'keywords'; value: string }
  | { type: 'description'; value: string }
  | { type: 'name'; value: string }
  | { type: 'advanced'; on: boolean }
  | { type: 'tags'; group: SongTagGroup; values: string[] }
  | { type: 'preset'; preset: SongPreset }
  /** The onboarding genre picker: start a song with this genre chosen. */
  | { type: 'genre'; genre: string; keywords?: string }
  | { type: 'length'; seconds: number }
  | { type: 'addSection'; section: SectionType }
  | { type: 'removeSection'; index: number }
  | { type: 'sectionText'; index: number; text: string }
  /** Open an idea in the advanced editor to change its words. */
  | { type: 'editIdea'; idea: MusicIdea };

/** Keywords typed on the home page start a flow unless the user already typed some here. */
function startKeywords(state: CreatorState, offered: string | undefined): string {
  return state.keywords.trim() === '' ? (offered ?? state.keywords) : state.keywords;
}

export function creatorReducer(state: CreatorState, action: CreatorAction): CreatorState {
  switch (action.type) {
    case 'choose':
      return { ...state, step: action.step, keywords: startKeywords(state, action.keywords) };
    case 'open':
      return { ...state, step: 'choose' };
    case 'back':
      return { ...state, step: state.step === 'choose' ? 'closed' : 'choose' };
    case 'keywords':
      return { ...state, keywords: action.value };
    case 'description':
      return { ...state, description: action.value };
    case 'name':
      return { ...state, name: action.value };
    case 'advanced':
      return { ...state, advanced: action.on };
    case 'tags':
      return { ...state, tags: { ...state.tags, [action.group]: [...action.values] } };
    case 'preset':
      return {
        ...state,
        tags: Object.fromEntries(Object.entries(action.preset.tags).map(([g, v]) => [g, [...v]])),
      };
    case 'genre':
      return {
        ...state,
        step: 'song',
        keywords: startKeywords(state, action.keywords),
        tags: { ...state.tags, Genre: [action.genre] },
      };
    case 'length':
      return { ...state, length: action.seconds };
    case 'addSection':
      return { ...state, sections: addEmptySection(state.sections, action.section) };
    case 'removeSection':
      return { ...state, sections: removeSection(state.sections, action.index) };
    case 'sectionText':
      return { ...state, sections: setSectionText(state.sections, action.index, action.text) };
    case 'editIdea':
      return {
        ...state,
        advanced: true,
        name: action.idea.name,
        description: action.idea.description,
        sections: sectionsFromLyrics(action.idea.lyrics),
      };
  }
}

/** A tag chip clicked: on if it was off, off if it was on (the order of choosing is kept). */
export function toggleTag(chosen: readonly string[], option: string): string[] {
  return chosen.includes(option) ? chosen.filter((t) => t !== option) : [...chosen, option];
}

/** The length sent for this user: members choose up to 300 s, others get at most the free length. */
export function effectiveLength(state: Pick<CreatorState, 'length'>, musicpro: unknown): number {
  return clampSongLength(musicpro, state.length);
}

/** Where a non-member's slider stops, or null when nothing is capped. */
export function lengthCap(musicpro: unknown): number | null {
  const max = clampSongLength(musicpro, Number.POSITIVE_INFINITY);
  return max < MUSIC_LIMITS.pro.maxLengthSeconds ? max : null;
}

export interface GenerateGate {
  enabled: boolean;
  /** The song groups still without a tag (empty for keyword-only music). */
  missing: SongTagGroup[];
}

/** Keyword-only Generate needs keywords; song Generate also a tag from each of the five groups. */
export function generateGate(state: CreatorState, busy: boolean): GenerateGate {
  const musicType = state.step === 'song' ? 'song' : 'music';
  return {
    enabled: canGenerateMusic({ musicType, keywords: state.keywords, busy, tags: state.tags }),
    missing: musicType === 'song' ? missingTagGroups(state.tags) : [],
  };
}

/** The advanced song's Create: the Generate rules plus a name. */
export function canCreateAdvanced(state: CreatorState, busy: boolean): boolean {
  return generateGate(state, busy).enabled && state.name.trim() !== '';
}

/** POST /ai/create-music-name-description for the current flow. */
export function ideasRequest(state: CreatorState, musicpro: unknown): MusicIdeasBody {
  const song = state.step === 'song';
  return {
    keywords: state.keywords.trim(),
    musicType: song ? 'song' : 'music',
    tags: song ? flattenSongTags(state.tags) : [],
    length: effectiveLength(state, musicpro),
  };
}

export function randomSeed(random: () => number = Math.random): number {
  return Math.floor(random() * (SEED_MAX + 1));
}

type CreateBody = CreateMusicBody;

/**
 * POST /music for a chosen idea. A song sends the user's tags (the idea's extra tags are kept too) and the
 * idea's first lyrics; a description the user wrote wins over the idea's.
 */
export function createFromIdea(
  state: CreatorState,
  idea: MusicIdea,
  musicpro: unknown,
  seed: number,
): CreateBody {
  const song = state.step === 'song';
  const sections = song ? sectionsFromLyrics(idea.lyrics) : [];
  const tags = song ? [...new Set([...flattenSongTags(state.tags), ...idea.tags])] : [...idea.tags];
  return {
    name: idea.name.trim(),
    description: (song && state.description.trim()) || idea.description,
    lyrics: song ? sungLyrics(sections) : '',
    segments: toSegments(sections),
    musicType: song ? 'song' : 'music',
    tags,
    seed,
    keywords: state.keywords.trim(),
    length: effectiveLength(state, musicpro),
  };
}

/** POST /music for the advanced song: what the user wrote in the editor. */
export function createFromEditor(state: CreatorState, musicpro: unknown, seed: number): CreateBody {
  return {
    name: state.name.trim(),
    description: state.description.trim(),
    lyrics: sungLyrics(state.sections),
    segments: toSegments(state.sections),
    musicType: 'song',
    tags: flattenSongTags(state.tags),
    seed,
    keywords: state.keywords.trim(),
    length: effectiveLength(state, musicpro),
  };
}
