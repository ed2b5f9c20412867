import { describe, expect, it } from 'vitest';
import { voiceLabel } from '@muse/domain';
import {
  catalogueLabels,
  filterVoices,
  gendersFor,
  initialVoiceFilters,
  languageOptions,
  tonesFor,
  updateFilters,
  voiceIdFor,
  type VoiceCatalogue,
} from './voice-filter';

const catalogue: VoiceCatalogue = [
  {
    locale: 'en-US',
    language: 'English (United States)',
    voices: [
      {
        name: 'en-US-JennyNeural',
        label: 'Jenny, English (United States)',
        gender: 'Female',
        styles: ['cheerful', 'sad'],
      },
      {
        name: 'en-US-GuyNeural',
        label: 'Guy, English (United States)',
        gender: 'Male',
        styles: ['newscast'],
      },
      { name: 'en-US-AnaNeural', label: 'Ana, English (United States)', gender: 'Female child', styles: [] },
    ],
  },
  {
    locale: 'de-DE',
    language: 'German (Germany)',
    voices: [{ name: 'de-DE-KatjaNeural', label: 'Katja, German (Germany)', gender: 'Female', styles: [] }],
  },
];
const base = { locale: 'en-US', gender: null, tone: null, intensity: 1 };

describe('voice filters', () => {
  it('lists languages by name and a locale’s genders and tones', () => {
    expect(languageOptions(catalogue).map((o) => o.value)).toEqual(['en-US', 'de-DE']);
    expect(gendersFor(catalogue, 'en-US')).toEqual(['Female', 'Male', 'Female child']);
    expect(tonesFor(catalogue, 'en-US', null)).toEqual(['cheerful', 'newscast', 'sad']);
    expect(tonesFor(catalogue, 'en-US', 'Female')).toEqual(['cheerful', 'sad']);
    expect(tonesFor(catalogue, 'de-DE', null)).toEqual([]);
  });

  it('filters the cards by language, gender and tone', () => {
    expect(filterVoices(catalogue, base).map((v) => v.name)).toHaveLength(3);
    expect(filterVoices(catalogue, { ...base, gender: 'Male' }).map((v) => v.name)).toEqual([
      'en-US-GuyNeural',
    ]);
    expect(filterVoices(catalogue, { ...base, tone: 'sad' }).map((v) => v.name)).toEqual([
      'en-US-JennyNeural',
    ]);
    expect(filterVoices(catalogue, { ...base, locale: 'de-DE' }).map((v) => v.name)).toEqual([
      'de-DE-KatjaNeural',
    ]);
  });

  it('clears a gender or tone the new language lacks, and snaps the intensity', () => {
    const next = updateFilters(catalogue, { ...base, gender: 'Male', tone: 'newscast' }, { locale: 'de-DE' });
    expect(next).toEqual({ locale: 'de-DE', gender: null, tone: null, intensity: 1 });
    expect(updateFilters(catalogue, base, { intensity: 1.3 }).intensity).toBe(1.4);
    expect(updateFilters(catalogue, base, { intensity: 9 }).intensity).toBe(2);
    expect(updateFilters(catalogue, { ...base, tone: 'sad' }, { gender: 'Male' }).tone).toBeNull();
  });

  it('opens at the current voice’s language, tone and intensity, else US English at intensity 1', () => {
    expect(initialVoiceFilters(catalogue, 'azure-en-US-JennyNeural_sad_1.4')).toEqual({
      locale: 'en-US',
      gender: null,
      tone: 'sad',
      intensity: 1.4,
    });
    expect(initialVoiceFilters(catalogue, 'azure-de-DE-KatjaNeural').locale).toBe('de-DE');
    expect(initialVoiceFilters(catalogue, 'azure-xx-XX-NobodyNeural')).toEqual(base);
    expect(initialVoiceFilters(catalogue, undefined)).toEqual(base);
  });

  it('builds the voice id with the tone only when the voice has it', () => {
    const [jenny, guy] = catalogue[0]!.voices;
    expect(voiceIdFor(jenny!, { ...base, tone: 'cheerful', intensity: 1.2 })).toBe(
      'azure-en-US-JennyNeural_cheerful_1.2',
    );
    expect(voiceIdFor(guy!, { ...base, tone: 'cheerful', intensity: 1.2 })).toBe('azure-en-US-GuyNeural');
    expect(voiceIdFor(jenny!, base)).toBe('azure-en-US-JennyNeural');
  });

  it('labels known voices and shows UNKNOWN {id} for missing ones', () => {
    const labelOf = catalogueLabels(catalogue);
    expect(voiceLabel('azure-en-US-GuyNeural', labelOf)).toBe('Guy, English (United States)');
    expect(voiceLabel('azure-en-US-NobodyNeural', labelOf)).toBe('UNKNOWN azure-en-US-NobodyNeural');
  });
});
