import { formatVoiceId, parseVoiceId } from '@muse/domain';
import { describe, expect, it } from 'vitest';
import {
  findVoice,
  listVoiceLocales,
  listVoices,
  resolveVoice,
  VOICE_GENDERS,
  voiceLabel,
} from './voice-catalogue';

describe('voice catalogue', () => {
  it('has about 140 locales (spec §3), each with a language name and voices', () => {
    const locales = listVoiceLocales();
    expect(locales.length).toBeGreaterThanOrEqual(140);
    expect(new Set(locales.map((l) => l.locale)).size).toBe(locales.length);
    for (const { locale, language, voices } of locales) {
      expect(language, locale).toMatch(/\S/);
      expect(voices.length, locale).toBeGreaterThan(0);
    }
  });

  it('names every voice by its locale, uniquely, with an id the domain rules read back', () => {
    const voices = listVoices();
    expect(new Set(voices.map((v) => v.name)).size).toBe(voices.length);
    for (const voice of voices) {
      expect(voice.name.startsWith(`${voice.locale}-`), voice.name).toBe(true);
      expect(voice.name).toMatch(/Neural$/);
      expect(voice.id).toBe(`azure-${voice.name}`);
      expect(parseVoiceId(voice.id)).toEqual({ name: voice.name });
      expect(VOICE_GENDERS).toContain(voice.gender);
    }
  });

  it('gives each style a voice id of its own that parses back', () => {
    const styled = listVoices().filter((v) => v.styles.length > 0);
    expect(styled.map((v) => v.name)).toContain('en-US-JennyNeural');
    for (const voice of styled) {
      for (const tone of voice.styles) {
        const id = formatVoiceId({ name: voice.name, tone, intensity: 1.4 });
        expect(parseVoiceId(id), id).toEqual({ name: voice.name, tone, intensity: 1.4 });
      }
    }
  });

  it('offers female, male and child voices, and multilingual ones', () => {
    const voices = listVoices();
    for (const gender of VOICE_GENDERS)
      expect(
        voices.some((v) => v.gender === gender),
        gender,
      ).toBe(true);
    expect(findVoice('en-US-AnaNeural')?.gender).toBe('Female child');
    expect(findVoice('zh-CN-YunxiaNeural')?.gender).toBe('Male child');
    expect(voices.filter((v) => v.multilingual).map((v) => v.name)).toContain('en-US-AvaMultilingualNeural');
    // The default interview voice is a US English neural female voice.
    expect(findVoice('en-US-JennyNeural')).toMatchObject({ locale: 'en-US', gender: 'Female' });
  });

  it('finds a voice by name or by id, with or without a tone', () => {
    expect(findVoice('en-US-GuyNeural')?.displayName).toBe('Guy');
    expect(findVoice('azure-en-US-GuyNeural')?.name).toBe('en-US-GuyNeural');
    expect(findVoice('azure-en-US-GuyNeural_sad_0.6')?.name).toBe('en-US-GuyNeural');
    expect(findVoice('de-DE-SeraphinaMultilingualNeural')).toMatchObject({
      displayName: 'Seraphina Multilingual',
      language: 'German (Germany)',
    });
    expect(findVoice('en-US-NobodyNeural')).toBeUndefined();
    expect(findVoice('')).toBeUndefined();
  });

  it('resolves the tone and intensity of an id', () => {
    expect(resolveVoice('azure-en-US-JennyNeural_cheerful_1.4')).toMatchObject({
      voice: { name: 'en-US-JennyNeural' },
      tone: 'cheerful',
      intensity: 1.4,
    });
    expect(resolveVoice('en-US-JennyNeural')).toEqual({ voice: findVoice('en-US-JennyNeural') });
    expect(resolveVoice('azure-en-US-JennyNeural_cheerful_1.5')).toBeUndefined(); // off the 0.2 step
    expect(resolveVoice('en-US-JennyNeural_cheerful_1')).toBeUndefined(); // a tone needs the azure- id
    expect(resolveVoice('azure-xx-XX-NobodyNeural')).toBeUndefined();
  });

  it('labels known voice ids and shows UNKNOWN {id} for the others (spec §8)', () => {
    expect(voiceLabel('azure-en-US-JennyNeural')).toBe('Jenny, English (United States)');
    expect(voiceLabel('azure-fr-FR-DeniseNeural_sad_0.4')).toBe('Denise, French (France) (sad, 0.4)');
    expect(voiceLabel('azure-xx-XX-NobodyNeural')).toBe('UNKNOWN azure-xx-XX-NobodyNeural');
    expect(voiceLabel('en-US-JennyNeural')).toBe('UNKNOWN en-US-JennyNeural');
    expect(voiceLabel('')).toBe('UNKNOWN ');
  });
});
