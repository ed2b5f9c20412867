/**
 * The voice catalogue: locales, their voices with gender and styles, lookups by voice name or voice id,
 * and the label shown for an id ("UNKNOWN {id}" for a missing voice). Voice ids follow the domain's rules
 * (`azure-` + name, optionally `_tone_intensity`); this module only knows which names exist.
 */
import { formatVoiceId, parseVoiceId, voiceLabel as domainVoiceLabel, type VoiceChoice } from '@muse/domain';
import { VOICE_ROWS, VOICE_STYLES } from './voice-data';

/** The genders the voice modal filters on; child voices keep their gender. */
export const VOICE_GENDERS = ['Female', 'Male', 'Female child', 'Male child'] as const;
export type VoiceGender = (typeof VOICE_GENDERS)[number];

export interface CatalogueVoice {
  /** The Azure voice name, e.g. en-US-JennyNeural. */
  name: string;
  /** The plain voice id, e.g. azure-en-US-JennyNeural. */
  id: string;
  /** The name people see, e.g. Jenny or Ava Multilingual. */
  displayName: string;
  locale: string;
  /** The locale's language name, e.g. English (United States). */
  language: string;
  gender: VoiceGender;
  /** Speaks other languages too (Azure's multilingual voices). */
  multilingual: boolean;
  /** Speaking styles (tones) the voice offers, e.g. cheerful; empty for none. */
  styles: readonly string[];
  /** What a voice id of this voice shows, e.g. "Jenny, English (United States)". */
  label: string;
}

export interface VoiceLocale {
  locale: string;
  language: string;
  voices: readonly CatalogueVoice[];
}

const GENDER_CODES: Record<string, VoiceGender> = {
  F: 'Female',
  M: 'Male',
  FC: 'Female child',
  MC: 'Male child',
};

/** "JennyMultilingual" → "Jenny Multilingual"; "HoaiMy" → "Hoai My". */
function displayNameOf(short: string): string {
  return short.replace(/([a-z])([A-Z])/g, '$1 $2');
}

function buildLocales(): VoiceLocale[] {
  return VOICE_ROWS.map(([locale, language, list]) => ({
    locale,
    language,
    voices: list.split(',').map((entry) => {
      const [short, code] = entry.trim().split(' ');
      const gender = GENDER_CODES[code ?? ''];
      if (!short || !gender) throw new Error(`Bad voice entry "${entry}" in ${locale}`);
      const name = `${locale}-${short}Neural`;
      const displayName = displayNameOf(short);
      return {
        name,
        id: formatVoiceId({ name }),
        displayName,
        locale,
        language,
        gender,
        multilingual: short.includes('Multilingual'),
        styles: VOICE_STYLES[name]?.split(' ') ?? [],
        label: `${displayName}, ${language}`,
      };
    }),
  }));
}

const locales: readonly VoiceLocale[] = buildLocales();
const byName = new Map(locales.flatMap((l) => l.voices.map((v) => [v.name.toLowerCase(), v] as const)));

/** Every locale with its voices, in locale order. */
export function listVoiceLocales(): readonly VoiceLocale[] {
  return locales;
}

/** Every voice of every locale. */
export function listVoices(): CatalogueVoice[] {
  return locales.flatMap((l) => l.voices);
}

/** A voice by its name (en-US-JennyNeural) or its id (azure-en-US-JennyNeural[_tone_intensity]). */
export function findVoice(nameOrId: string): CatalogueVoice | undefined {
  const name = parseVoiceId(nameOrId)?.name ?? nameOrId;
  return byName.get(name.toLowerCase());
}

export interface ResolvedVoice {
  voice: CatalogueVoice;
  /** The tone and intensity the id asks for; absent for a plain voice. */
  tone?: string;
  intensity?: number;
}

/**
 * Reads a voice id or name into the catalogue voice and the requested tone, or undefined when the voice is
 * unknown or the id is malformed. A tone the voice does not list is still returned: the speech engines
 * decide how to honour it.
 */
export function resolveVoice(nameOrId: string): ResolvedVoice | undefined {
  const choice: VoiceChoice | null =
    parseVoiceId(nameOrId) ?? (nameOrId.includes('_') ? null : { name: nameOrId });
  const voice = choice ? byName.get(choice.name.toLowerCase()) : undefined;
  if (!choice || !voice) return undefined;
  return choice.tone ? { voice, tone: choice.tone, intensity: choice.intensity } : { voice };
}

/** The label of a voice id: the voice's label (with its tone), or "UNKNOWN {id}" when it is missing. */
export function voiceLabel(voiceId: string): string {
  return domainVoiceLabel(voiceId, (name) => byName.get(name.toLowerCase())?.label);
}
