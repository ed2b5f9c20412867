import { describe, expect, it } from 'vitest';
import { findVoice, listVoiceLocales } from '../../voices';
import { isKnownTone, prosodyFor } from './prosody';
import { CHILD_VARIANTS, FEMALE_VARIANTS, MALE_VARIANTS, WHISPER_VARIANTS } from './variants';

const voice = (name: string) => {
  const found = findVoice(name);
  if (!found) throw new Error(`no voice ${name}`);
  return found;
};
const jenny = voice('en-US-JennyNeural');

describe('prosody of a voice', () => {
  it('speaks female, male and child voices with variants of their gender', () => {
    expect(FEMALE_VARIANTS).toContain(prosodyFor(jenny).variant);
    expect(MALE_VARIANTS).toContain(prosodyFor(voice('en-US-GuyNeural')).variant);
    expect(prosodyFor(voice('en-US-AnaNeural')).variant).toBe(CHILD_VARIANTS.female);
    expect(prosodyFor(voice('zh-CN-YunxiaNeural')).variant).toBe(CHILD_VARIANTS.male);
  });

  it('gives the voices of a locale different settings', () => {
    for (const { locale, voices } of listVoiceLocales().filter((l) => l.voices.length >= 10)) {
      const settings = new Set(voices.map((v) => JSON.stringify(prosodyFor(v))));
      expect(settings.size, locale).toBeGreaterThanOrEqual(voices.length - 2);
    }
  });

  it('raises pitch, range and pace when cheerful and lowers them when sad, more with intensity', () => {
    const plain = prosodyFor(jenny);
    const cheerful = prosodyFor(jenny, 'cheerful', 1);
    const veryCheerful = prosodyFor(jenny, 'cheerful', 2);
    const sad = prosodyFor(jenny, 'sad', 1);
    expect(cheerful.pitch).toBeGreaterThan(plain.pitch);
    expect(veryCheerful.pitch).toBeGreaterThan(cheerful.pitch);
    expect(veryCheerful.range).toBeGreaterThan(cheerful.range);
    expect(cheerful.rate).toBeGreaterThan(plain.rate);
    expect(sad.pitch).toBeLessThan(plain.pitch);
    expect(sad.rate).toBeLessThan(plain.rate);
    expect(sad.volume).toBeLessThan(plain.volume);
    expect(prosodyFor(jenny, 'whispering', 2).volume).toBeLessThan(
      prosodyFor(jenny, 'whispering', 0.2).volume,
    );
    expect(prosodyFor(jenny, 'shouting', 1).volume).toBeGreaterThan(plain.volume);
  });

  it("whispers with espeak-ng's whisper voices from full intensity on", () => {
    expect(prosodyFor(jenny, 'whispering', 1).variant).toBe(WHISPER_VARIANTS.female);
    expect(prosodyFor(voice('en-US-GuyNeural'), 'whispering', 2).variant).toBe(WHISPER_VARIANTS.male);
    expect(prosodyFor(jenny, 'whispering', 0.6).variant).toBe(prosodyFor(jenny).variant);
  });

  it('keeps every setting within espeak-ng bounds at the extremes', () => {
    for (const tone of ['shouting', 'terrified', 'sad', 'whispering', 'excited']) {
      const p = prosodyFor(jenny, tone, 2);
      expect(p.pitch).toBeGreaterThanOrEqual(0);
      expect(p.pitch).toBeLessThanOrEqual(100);
      expect(p.range).toBeGreaterThanOrEqual(0);
      expect(p.range).toBeLessThanOrEqual(100);
      expect(p.rate).toBeGreaterThanOrEqual(80);
      expect(p.rate).toBeLessThanOrEqual(450);
      expect(p.volume).toBeGreaterThanOrEqual(10);
      expect(p.volume).toBeLessThanOrEqual(200);
    }
  });

  it('knows every style of the catalogue, and speaks an unknown tone plainly', () => {
    for (const { voices } of listVoiceLocales()) {
      for (const v of voices) for (const style of v.styles) expect(isKnownTone(style), style).toBe(true);
    }
    expect(isKnownTone('sarcastic')).toBe(false);
    expect(prosodyFor(jenny, 'sarcastic', 2)).toEqual(prosodyFor(jenny));
  });
});
