import { describe, expect, it } from 'vitest';
import {
  AVATAR_NAME_REQUIRED,
  PERSONALITY_FIELDS,
  PERSONALITY_FIELD_MAX,
  WELCOME_MESSAGE_REQUIRED,
  avatarProblems,
  canSaveAvatar,
  emptyPersonality,
  normalizePersonality,
  personalityProblems,
} from './index';

describe('personality (assistant-workspace.md §2 "12 text areas", §3 Personality)', () => {
  it('has 12 fields including every one the spec names and noinfo', () => {
    expect(PERSONALITY_FIELDS).toHaveLength(12);
    expect(new Set(PERSONALITY_FIELDS).size).toBe(12);
    for (const f of [
      'tone',
      'languageStyle',
      'coreTraits',
      'interests',
      'background',
      'values',
      'conflictHandling',
      'humor',
      'personalConnection',
      'customization',
      'noinfo',
    ]) {
      expect(PERSONALITY_FIELDS).toContain(f);
    }
  });

  it('defaults every field, noinfo included, to blank', () => {
    const p = emptyPersonality();
    expect(Object.keys(p).sort()).toEqual([...PERSONALITY_FIELDS].sort());
    expect(Object.values(p).every((v) => v === '')).toBe(true);
  });

  it('normalizes stored values: missing or non-string become blank, unknown keys dropped', () => {
    const p = normalizePersonality({ tone: 'warm', humor: 3, noinfo: 'Let us stick to bikes.', extra: 'x' });
    expect(p.tone).toBe('warm');
    expect(p.humor).toBe('');
    expect(p.noinfo).toBe('Let us stick to bikes.');
    expect('extra' in p).toBe(false);
    expect(normalizePersonality(null)).toEqual(emptyPersonality());
  });

  it('flags over-long fields', () => {
    const p = { ...emptyPersonality(), values: 'v'.repeat(PERSONALITY_FIELD_MAX + 1) };
    expect(personalityProblems(p).map((x) => x.field)).toEqual(['values']);
    expect(personalityProblems(emptyPersonality())).toEqual([]);
  });
});

describe('avatar tab (§2, §4 "Avatar save", §5 name and welcome message required)', () => {
  const saved = { avatarId: 'AbigailHairstyle1Outfit1', name: 'Ada', welcomeMessage: 'Hi!' };

  it('requires the name and the welcome message', () => {
    expect(avatarProblems(saved)).toEqual([]);
    expect(avatarProblems({ ...saved, name: ' ', welcomeMessage: '' })).toEqual([
      { field: 'name', message: AVATAR_NAME_REQUIRED },
      { field: 'welcomeMessage', message: WELCOME_MESSAGE_REQUIRED },
    ]);
  });

  it('disables Save when nothing has changed or a required field is blank', () => {
    expect(canSaveAvatar(saved, saved)).toBe(false);
    expect(canSaveAvatar({ ...saved, name: 'Bea' }, saved)).toBe(true);
    expect(canSaveAvatar({ ...saved, avatarId: 'LeeHairstyle2Tie' }, saved)).toBe(true);
    expect(canSaveAvatar({ ...saved, welcomeMessage: '' }, saved)).toBe(false);
  });

  it('enables Save when only the portrait finish changed, and not for no finish against none', () => {
    expect(canSaveAvatar({ ...saved, finish: 'oil' }, saved)).toBe(true);
    expect(canSaveAvatar({ ...saved, finish: null }, saved)).toBe(false);
    expect(canSaveAvatar({ ...saved, finish: null }, { ...saved, finish: 'oil' })).toBe(true);
  });
});
