import { describe, expect, it } from 'vitest';
import { SONG_PRESETS, SONG_TAG_GROUPS } from '@muse/domain';
import {
  DEFAULT_LENGTH,
  canCreateAdvanced,
  createFromEditor,
  createFromIdea,
  creatorReducer,
  effectiveLength,
  generateGate,
  ideasRequest,
  initialCreatorState,
  lengthCap,
  randomSeed,
  toggleTag,
  type CreatorState,
} from './creator-state';

const allTags = {
  Genre: ['Pop'],
  Instrument: ['Piano'],
  Mood: ['Happy'],
  Vocal: ['Female'],
  Timbre: ['Bright'],
};
const song = (over: Partial<CreatorState> = {}): CreatorState => ({
  ...initialCreatorState(),
  step: 'song',
  keywords: 'summer road trip',
  tags: allTags,
  ...over,
});
const idea = {
  name: 'Open Road',
  description: 'A sunny drive',
  lyrics: '[Verse]\nWheels on the road',
  tags: ['Pop', 'roadtrip'],
};

describe('creatorReducer (§2 creation flow)', () => {
  it('starts at the question and goes to a flow and back, keeping what was typed', () => {
    let s = initialCreatorState();
    expect(s.step).toBe('choose');
    s = creatorReducer(s, { type: 'choose', step: 'music', keywords: 'rain' });
    expect(s).toMatchObject({ step: 'music', keywords: 'rain' });
    s = creatorReducer(s, { type: 'back' });
    expect(s).toMatchObject({ step: 'choose', keywords: 'rain' });
    s = creatorReducer(s, { type: 'back' });
    expect(s.step).toBe('closed');
    expect(creatorReducer(s, { type: 'open' }).step).toBe('choose');
  });

  it('edits the lyrics sections with the editor rules', () => {
    let s = song();
    s = creatorReducer(s, { type: 'addSection', section: 'chorus' });
    s = creatorReducer(s, { type: 'sectionText', index: 0, text: 'hey' });
    s = creatorReducer(s, { type: 'addSection', section: 'intro' }); // not after a section: ignored
    s = creatorReducer(s, { type: 'addSection', section: 'chorus' });
    expect(s.sections).toEqual([
      { type: 'chorus', text: 'hey' },
      { type: 'chorus', text: 'hey' },
    ]);
    s = creatorReducer(s, { type: 'removeSection', index: 0 });
    expect(s.sections).toEqual([{ type: 'chorus', text: 'hey' }]);
  });

  it("takes the home page's keywords only when none were typed here", () => {
    const typed = creatorReducer(initialCreatorState('mine'), {
      type: 'choose',
      step: 'song',
      keywords: 'home',
    });
    expect(typed.keywords).toBe('mine');
    const empty = creatorReducer(initialCreatorState(), { type: 'choose', step: 'song', keywords: 'home' });
    expect(empty.keywords).toBe('home');
  });

  it('sets one tag group and replaces all groups with a preset', () => {
    let s = creatorReducer(song({ tags: {} }), { type: 'tags', group: 'Mood', values: ['Sad', 'Calm'] });
    expect(s.tags).toEqual({ Mood: ['Sad', 'Calm'] });
    const jazz = SONG_PRESETS.find((p) => p.name === 'Jazz')!;
    s = creatorReducer(s, { type: 'preset', preset: jazz });
    expect(s.tags).toEqual(jazz.tags);
    expect(s.tags.Genre).not.toBe(jazz.tags.Genre); // a copy: editing chips never changes the preset
  });

  it('the onboarding genre opens the song flow with that Genre chosen', () => {
    const s = creatorReducer(initialCreatorState(), { type: 'genre', genre: 'Jazz', keywords: 'night' });
    expect(s).toMatchObject({ step: 'song', keywords: 'night', tags: { Genre: ['Jazz'] } });
  });

  it('opens an idea in the advanced editor with its words', () => {
    const s = creatorReducer(song(), { type: 'editIdea', idea });
    expect(s).toMatchObject({
      advanced: true,
      name: 'Open Road',
      description: 'A sunny drive',
      sections: [{ type: 'verse', text: 'Wheels on the road' }],
    });
  });
});

describe('toggleTag', () => {
  it('adds an option at the end and removes it again', () => {
    expect(toggleTag([], 'Pop')).toEqual(['Pop']);
    expect(toggleTag(['Pop'], 'Jazz')).toEqual(['Pop', 'Jazz']);
    expect(toggleTag(['Pop', 'Jazz'], 'Pop')).toEqual(['Jazz']);
  });
});

describe('generateGate (§5 validation)', () => {
  it('keyword-only music needs keywords and not loading', () => {
    const music = { ...initialCreatorState(), step: 'music' as const };
    expect(generateGate(music, false)).toEqual({ enabled: false, missing: [] });
    expect(generateGate({ ...music, keywords: '  ' }, false).enabled).toBe(false);
    expect(generateGate({ ...music, keywords: 'rain' }, false).enabled).toBe(true);
    expect(generateGate({ ...music, keywords: 'rain' }, true).enabled).toBe(false);
  });

  it('a song needs keywords and a tag of each of the five groups', () => {
    expect(generateGate(song(), false)).toEqual({ enabled: true, missing: [] });
    expect(generateGate(song({ keywords: '' }), false).enabled).toBe(false);
    const { Vocal: _v, ...noVocal } = allTags;
    expect(generateGate(song({ tags: noVocal }), false)).toEqual({ enabled: false, missing: ['Vocal'] });
    expect(generateGate(song({ tags: { ...allTags, Mood: [] } }), false).missing).toEqual(['Mood']);
    expect(generateGate(song({ tags: {} }), false).missing).toEqual([...SONG_TAG_GROUPS]);
  });

  it('the advanced Create also needs a name', () => {
    expect(canCreateAdvanced(song({ advanced: true, name: '' }), false)).toBe(false);
    expect(canCreateAdvanced(song({ advanced: true, name: 'Mine' }), false)).toBe(true);
    expect(canCreateAdvanced(song({ advanced: true, name: 'Mine' }), true)).toBe(false);
  });
});

describe('length (§5 10–300 s, §6 full-length songs are music pro)', () => {
  it('caps non-members at the free length and lets members choose up to 300', () => {
    expect(effectiveLength({ length: 200 }, '')).toBe(30);
    expect(effectiveLength({ length: 200 }, 'trial')).toBe(30);
    expect(effectiveLength({ length: 200 }, 'paid')).toBe(200);
    expect(effectiveLength({ length: 5 }, 'paid')).toBe(10);
    expect(lengthCap('')).toBe(30);
    expect(lengthCap('paid')).toBeNull();
    expect(DEFAULT_LENGTH).toBeGreaterThanOrEqual(10);
  });
});

describe('request bodies (§7)', () => {
  it('asks for song ideas with the flat tags and for music ideas without tags', () => {
    expect(ideasRequest(song({ keywords: ' sea ' }), 'paid')).toEqual({
      keywords: 'sea',
      musicType: 'song',
      tags: ['Pop', 'Piano', 'Happy', 'Female', 'Bright'],
      length: 60,
    });
    expect(ideasRequest({ ...song(), step: 'music' }, '')).toMatchObject({
      musicType: 'music',
      tags: [],
      length: 30,
    });
  });

  it('creates a song from an idea with its lyrics as sections', () => {
    expect(createFromIdea(song(), idea, 'paid', 7)).toEqual({
      name: 'Open Road',
      description: 'A sunny drive',
      lyrics: '[Verse]\nWheels on the road',
      segments: [{ label: 'verse', content: 'Wheels on the road' }],
      musicType: 'song',
      tags: ['Pop', 'Piano', 'Happy', 'Female', 'Bright', 'roadtrip'],
      seed: 7,
      keywords: 'summer road trip',
      length: 60,
    });
    expect(createFromIdea(song({ description: 'mine' }), idea, '', 1).description).toBe('mine');
  });

  it('creates music from an idea without lyrics', () => {
    const body = createFromIdea({ ...song(), step: 'music', description: 'ignored' }, idea, '', 3);
    expect(body).toMatchObject({
      musicType: 'music',
      lyrics: '',
      segments: [],
      description: 'A sunny drive',
      length: 30,
    });
  });

  it('creates the advanced song from the editor, leaving out empty sections from the lyrics', () => {
    const state = song({
      advanced: true,
      name: ' My Song ',
      description: 'about us',
      sections: [
        { type: 'verse', text: 'one' },
        { type: 'chorus', text: '' },
      ],
    });
    expect(createFromEditor(state, 'paid', 9)).toMatchObject({
      name: 'My Song',
      description: 'about us',
      lyrics: '[Verse]\none',
      segments: [
        { label: 'verse', content: 'one' },
        { label: 'chorus', content: '' },
      ],
      musicType: 'song',
      seed: 9,
    });
  });

  it('makes 32-bit seeds', () => {
    expect(randomSeed(() => 0)).toBe(0);
    expect(randomSeed(() => 0.999999999999)).toBe(2 ** 32 - 1);
  });
});
