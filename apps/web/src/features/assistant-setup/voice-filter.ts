import type { VoicesReply } from '@muse/contracts';
import { TONE_INTENSITY, formatVoiceId, parseVoiceId, snapToneIntensity } from '@muse/domain';
import type * as z from 'zod/mini';

/**
 * The Voice modal's filters over the voice catalogue: language, gender, tone and tone intensity (0.2–2,
 * step 0.2, default 1). Voice ids are the domain's.
 */
export type VoiceCatalogue = z.infer<typeof VoicesReply>['data'];
export type CatalogueLocale = VoiceCatalogue[number];
export type CatalogueVoice = CatalogueLocale['voices'][number];

export interface VoiceFilters {
  locale: string;
  /** null: any gender */
  gender: string | null;
  /** null: the plain voice, no speaking style */
  tone: string | null;
  intensity: number;
}

/** The language the modal opens with when the current voice says nothing (chosen: US English). */
export const DEFAULT_LOCALE = 'en-US';

export function findLocale(catalogue: VoiceCatalogue, locale: string): CatalogueLocale | undefined {
  return catalogue.find((entry) => entry.locale === locale);
}

/** The voice of a name and the locale that lists it. */
export function findVoice(
  catalogue: VoiceCatalogue,
  name: string,
): { locale: CatalogueLocale; voice: CatalogueVoice } | undefined {
  for (const locale of catalogue) {
    const voice = locale.voices.find((v) => v.name === name);
    if (voice) return { locale, voice };
  }
  return undefined;
}

/** The language choices, by language name. */
export function languageOptions(catalogue: VoiceCatalogue): { value: string; label: string }[] {
  return [...catalogue]
    .sort((a, b) => a.language.localeCompare(b.language))
    .map(({ locale, language }) => ({ value: locale, label: language }));
}

/** The genders among a locale's voices, in the catalogue's order. */
export function gendersFor(catalogue: VoiceCatalogue, locale: string): string[] {
  return [...new Set(findLocale(catalogue, locale)?.voices.map((v) => v.gender) ?? [])];
}

/** The speaking styles (tones) of a locale's voices of the gender, sorted. */
export function tonesFor(catalogue: VoiceCatalogue, locale: string, gender: string | null): string[] {
  const voices = findLocale(catalogue, locale)?.voices ?? [];
  const tones = new Set(
    voices.filter((v) => gender === null || v.gender === gender).flatMap((v) => v.styles),
  );
  return [...tones].sort();
}

/** The voice cards to show: the locale's voices of the gender that can speak in the tone. */
export function filterVoices(catalogue: VoiceCatalogue, filters: VoiceFilters): CatalogueVoice[] {
  const voices = findLocale(catalogue, filters.locale)?.voices ?? [];
  return voices.filter(
    (v) =>
      (filters.gender === null || v.gender === filters.gender) &&
      (filters.tone === null || v.styles.includes(filters.tone)),
  );
}

/** The filters the modal opens with: those of the current voice id when it is known, else US English. */
export function initialVoiceFilters(catalogue: VoiceCatalogue, voiceId: string | undefined): VoiceFilters {
  const choice = voiceId ? parseVoiceId(voiceId) : null;
  const found = choice ? findVoice(catalogue, choice.name) : undefined;
  const locale =
    found?.locale.locale ??
    (findLocale(catalogue, DEFAULT_LOCALE) ? DEFAULT_LOCALE : (catalogue[0]?.locale ?? DEFAULT_LOCALE));
  return {
    locale,
    gender: null,
    tone: choice?.tone && found?.voice.styles.includes(choice.tone) ? choice.tone : null,
    intensity: choice?.intensity ?? TONE_INTENSITY.default,
  };
}

/** Changing one filter keeps the others valid: a new language clears a gender or tone it lacks. */
export function updateFilters(
  catalogue: VoiceCatalogue,
  filters: VoiceFilters,
  patch: Partial<VoiceFilters>,
): VoiceFilters {
  const next = { ...filters, ...patch, intensity: snapToneIntensity(patch.intensity ?? filters.intensity) };
  if (next.gender !== null && !gendersFor(catalogue, next.locale).includes(next.gender)) next.gender = null;
  if (next.tone !== null && !tonesFor(catalogue, next.locale, next.gender).includes(next.tone))
    next.tone = null;
  return next;
}

/** The voice id of a voice under the filters: with the tone and intensity when the voice has that tone. */
export function voiceIdFor(voice: CatalogueVoice, filters: VoiceFilters): string {
  const tone = filters.tone !== null && voice.styles.includes(filters.tone) ? filters.tone : undefined;
  return formatVoiceId({ name: voice.name, tone, intensity: tone ? filters.intensity : undefined });
}

/** name → label, for the domain's voiceLabel ("UNKNOWN {id}" for a voice not in the catalogue). */
export function catalogueLabels(catalogue: VoiceCatalogue): (name: string) => string | undefined {
  const labels = new Map(catalogue.flatMap((l) => l.voices.map((v) => [v.name, v.label] as const)));
  return (name) => labels.get(name);
}

/** The sentence a voice card's preview speaks (chosen; English voices only, others say it in English too). */
export function previewText(voice: CatalogueVoice): string {
  return `Hello, I'm ${voice.label.split(',')[0]}. This is how I sound.`;
}
