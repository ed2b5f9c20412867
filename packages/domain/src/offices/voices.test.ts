import { describe, expect, it } from 'vitest';
import {
  TONE_INTENSITY,
  formatVoiceId,
  isVoiceId,
  parseVoiceId,
  snapToneIntensity,
  toneIntensityOptions,
  voiceLabel,
} from './index';

describe('voice ids (assistant-workspace.md §3 "Voice id")', () => {
  it('formats azure- plus the name, optionally _tone_intensity', () => {
    expect(formatVoiceId({ name: 'en-US-JennyNeural' })).toBe('azure-en-US-JennyNeural');
    expect(formatVoiceId({ name: 'en-US-JennyNeural', tone: 'cheerful', intensity: 1.4 })).toBe(
      'azure-en-US-JennyNeural_cheerful_1.4',
    );
    expect(formatVoiceId({ name: 'en-US-JennyNeural', tone: 'sad' })).toBe('azure-en-US-JennyNeural_sad_1');
    expect(formatVoiceId({ name: 'en-US-JennyNeural', tone: 'sad', intensity: 0.6000000001 })).toBe(
      'azure-en-US-JennyNeural_sad_0.6',
    );
  });

  it('parses what it formats', () => {
    expect(parseVoiceId('azure-en-US-JennyNeural')).toEqual({ name: 'en-US-JennyNeural' });
    expect(parseVoiceId('azure-zh-CN-XiaoxiaoNeural_narration-professional_2')).toEqual({
      name: 'zh-CN-XiaoxiaoNeural',
      tone: 'narration-professional',
      intensity: 2,
    });
    for (const v of toneIntensityOptions()) {
      const id = formatVoiceId({ name: 'en-GB-RyanNeural', tone: 'chat', intensity: v });
      expect(parseVoiceId(id)).toEqual({ name: 'en-GB-RyanNeural', tone: 'chat', intensity: v });
    }
  });

  it.each([
    'en-US-JennyNeural',
    'azure-',
    'google-en-US-x',
    'azure-en-US-JennyNeural_cheerful',
    'azure-en-US-JennyNeural_cheerful_',
    'azure-en-US-JennyNeural_cheerful_3',
    'azure-en-US-JennyNeural_cheerful_0.3',
    'azure-en-US-JennyNeural_cheerful_1.4_x',
    'azure-en-US-JennyNeural__1',
  ])('refuses %s', (id) => {
    expect(parseVoiceId(id)).toBeNull();
    expect(isVoiceId(id)).toBe(false);
  });
});

describe('tone intensity (§5, §9: 0.2 to 2, step 0.2, default 1)', () => {
  it('has the spec bounds', () => {
    expect(TONE_INTENSITY).toEqual({ min: 0.2, max: 2, step: 0.2, default: 1 });
    expect(toneIntensityOptions()).toEqual([0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4, 1.6, 1.8, 2]);
  });

  it.each([
    [1, 1],
    [0.2, 0.2],
    [2, 2],
    [0, 0.2],
    [5, 2],
    [1.31, 1.4],
    [0.7, 0.8],
    ['1.2', 1.2],
    ['x', 1],
    [undefined, 1],
    [NaN, 1],
  ])('snaps %j to %d', (input, value) => {
    expect(snapToneIntensity(input)).toBe(value);
  });
});

describe('voice labels (§8 "a missing voice shows UNKNOWN {id}")', () => {
  const catalogue = new Map([['en-US-JennyNeural', 'Jenny (English, United States)']]);
  const labelOf = (name: string) => catalogue.get(name);

  it('names known voices, with their tone', () => {
    expect(voiceLabel('azure-en-US-JennyNeural', labelOf)).toBe('Jenny (English, United States)');
    expect(voiceLabel('azure-en-US-JennyNeural_cheerful_1.4', labelOf)).toBe(
      'Jenny (English, United States) (cheerful, 1.4)',
    );
  });

  it('shows UNKNOWN {id} for voices not in the catalogue and malformed ids', () => {
    expect(voiceLabel('azure-xx-XX-NobodyNeural', labelOf)).toBe('UNKNOWN azure-xx-XX-NobodyNeural');
    expect(voiceLabel('nonsense', labelOf)).toBe('UNKNOWN nonsense');
  });
});
