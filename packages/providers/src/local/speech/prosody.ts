/**
 * How a catalogue voice and its tone sound on espeak-ng: the gender picks a variant (a different one for
 * each voice name, so two voices of a locale differ), the name nudges pitch and pace, and the tone (Azure's
 * speaking style) moves pitch, pitch range, pace and loudness, scaled by the tone intensity (0.2–2).
 */
import { snapToneIntensity, TONE_INTENSITY } from '@muse/domain';
import type { CatalogueVoice } from '../../voices';
import { CHILD_VARIANTS, FEMALE_VARIANTS, MALE_VARIANTS, WHISPER_VARIANTS } from './variants';

export interface SpeechProsody {
  /** espeak-ng variant name. */
  variant: string;
  /** Base pitch, 0–100. */
  pitch: number;
  /** Pitch range (how much the intonation moves), 0–100. */
  range: number;
  /** Words per minute, 80–450. */
  rate: number;
  /** Amplitude, 0–200. */
  volume: number;
}

/** What a tone changes at intensity 1: pitch and range in espeak units, rate as a fraction, volume in points. */
interface ToneShift {
  pitch: number;
  range: number;
  rate: number;
  volume: number;
}

const shift = (pitch: number, range: number, rate: number, volume: number): ToneShift => ({
  pitch,
  range,
  rate,
  volume,
});

const cheerful = shift(10, 25, 0.08, 10);
const excited = shift(14, 35, 0.15, 20);
const sad = shift(-12, -30, -0.18, -25);
const calm = shift(-6, -25, -0.1, -15);
const gentle = shift(3, -5, -0.08, -15);
const friendly = shift(5, 12, 0.03, 5);
const fearful = shift(18, 35, 0.2, 5);
const unfriendly = shift(-6, -10, 0.02, 15);
const conversational = shift(3, 8, 0.02, 0);
const announcer = shift(-2, -8, 0.06, 10);

/** Azure's style names, grouped by how they sound. */
const TONES: Record<string, ToneShift> = {
  cheerful,
  excited,
  'sports-commentary-excited': excited,
  hopeful: shift(6, 15, 0, 5),
  friendly,
  affectionate: gentle,
  gentle,
  empathetic: shift(-2, 5, -0.08, -5),
  sad,
  depressed: sad,
  sorry: shift(-8, -20, -0.12, -15),
  calm,
  'narration-relaxed': calm,
  angry: shift(4, 30, 0.08, 40),
  shouting: shift(12, 30, 0.05, 70),
  whispering: shift(-4, -30, -0.1, -30),
  terrified: fearful,
  fearful,
  unfriendly,
  disgruntled: unfriendly,
  serious: shift(-8, -20, -0.05, 0),
  embarrassed: shift(4, -15, -0.05, -20),
  lyrical: shift(0, 20, -0.12, 0),
  'poetry-reading': shift(0, 20, -0.12, 0),
  chat: conversational,
  'chat-casual': conversational,
  assistant: conversational,
  customerservice: conversational,
  newscast: announcer,
  'newscast-casual': announcer,
  'newscast-formal': announcer,
  'narration-professional': announcer,
  'documentary-narration': announcer,
  'sports-commentary': announcer,
};

const BASE = { pitch: 50, range: 50, rate: 170, volume: 100 };

/** A small stable hash of the voice name (FNV-1a), so each voice keeps its own variant and nudges. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function variantFor(voice: CatalogueVoice, hash: number, whisper: boolean): string {
  if (whisper) return voice.gender.startsWith('Male') ? WHISPER_VARIANTS.male : WHISPER_VARIANTS.female;
  switch (voice.gender) {
    case 'Female':
      return FEMALE_VARIANTS[hash % FEMALE_VARIANTS.length]!;
    case 'Male':
      return MALE_VARIANTS[hash % MALE_VARIANTS.length]!;
    case 'Female child':
      return CHILD_VARIANTS.female;
    case 'Male child':
      return CHILD_VARIANTS.male;
  }
}

const clamp = (value: number, min: number, max: number) => Math.round(Math.min(max, Math.max(min, value)));

/** The espeak-ng settings for a voice speaking in a tone (none: its plain voice) at an intensity. */
export function prosodyFor(
  voice: CatalogueVoice,
  tone?: string,
  intensity: number = TONE_INTENSITY.default,
): SpeechProsody {
  const hash = hashOf(voice.name);
  // Up to ±6 pitch points and ±6 % pace between voices of the same variant.
  const pitchNudge = ((hash >>> 8) % 13) - 6;
  const rateNudge = (((hash >>> 16) % 13) - 6) / 100;
  const toneShift = tone ? TONES[tone.toLowerCase()] : undefined;
  const k = toneShift ? snapToneIntensity(intensity) : 0;
  const s = toneShift ?? shift(0, 0, 0, 0);
  return {
    // A whisper at full intensity and beyond is espeak's whisper voice (breath without voicing).
    variant: variantFor(voice, hash, toneShift === TONES.whispering && k >= 1),
    pitch: clamp(BASE.pitch + pitchNudge + s.pitch * k, 0, 100),
    range: clamp(BASE.range + s.range * k, 0, 100),
    rate: clamp(BASE.rate * (1 + rateNudge) * (1 + s.rate * k), 80, 450),
    volume: clamp(BASE.volume + s.volume * k, 10, 200),
  };
}

/** Whether the engine changes its delivery for a tone (unknown tones are spoken plainly). */
export function isKnownTone(tone: string): boolean {
  return tone.toLowerCase() in TONES;
}

/**
 * The voice's own pitch moved by a percent (-100 to 100, as SSML's relative pitch): +50 raises espeak's base
 * pitch by half of itself, -50 lowers it by half, so each voice keeps its character relative to the others.
 */
export function withPitchChange(prosody: SpeechProsody, percent: number | undefined): SpeechProsody {
  if (!percent) return prosody;
  const change = clamp(percent, -100, 100) / 100;
  return { ...prosody, pitch: clamp(prosody.pitch * (1 + change), 0, 100) };
}
