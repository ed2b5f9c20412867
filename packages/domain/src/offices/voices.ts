/**
 * Voice ids and the tone intensity; a missing voice shows as UNKNOWN {id}.
 * A voice id is "azure-" plus the voice name, optionally followed by "_" tone "_" intensity,
 * e.g. azure-en-US-JennyNeural or azure-en-US-JennyNeural_cheerful_1.4.
 */

export const VOICE_ID_PREFIX = 'azure-';

export const TONE_INTENSITY = { min: 0.2, max: 2, step: 0.2, default: 1 } as const;

export interface VoiceChoice {
  /** The voice name, e.g. en-US-JennyNeural (names have hyphens, never underscores). */
  name: string;
  /** A speaking style of the voice, e.g. cheerful; absent for the plain voice. */
  tone?: string;
  /** 0.2–2 in steps of 0.2; present exactly when tone is. */
  intensity?: number;
}

const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9.:-]*$/;
const TONE_PATTERN = /^[A-Za-z][A-Za-z0-9-]*$/;

/** The tone intensity snapped to the slider: 0.2–2, step 0.2; a non-number gives the default 1. */
export function snapToneIntensity(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isFinite(n)) return TONE_INTENSITY.default;
  const steps = Math.round(n * 5); // n / 0.2, without the float error (0.7 / 0.2 = 3.4999…)
  const snapped = Math.min(10, Math.max(1, steps)) * 2; // in tenths: 2..20
  return snapped / 10;
}

/** The slider's positions: 0.2, 0.4, … 2. */
export function toneIntensityOptions(): number[] {
  return Array.from({ length: 10 }, (_, i) => ((i + 1) * 2) / 10);
}

/** The voice id of a choice; the intensity is snapped and written without trailing zeros (1, 1.4). */
export function formatVoiceId(choice: VoiceChoice): string {
  const base = `${VOICE_ID_PREFIX}${choice.name}`;
  if (!choice.tone) return base;
  return `${base}_${choice.tone}_${String(snapToneIntensity(choice.intensity ?? TONE_INTENSITY.default))}`;
}

/**
 * Reads a voice id, or null when it does not follow the format. Chosen (not in the spec): an intensity
 * outside 0.2–2 or off the 0.2 step is refused rather than snapped, so stored ids stay canonical.
 */
export function parseVoiceId(voiceId: string): VoiceChoice | null {
  if (!voiceId.startsWith(VOICE_ID_PREFIX)) return null;
  const parts = voiceId.slice(VOICE_ID_PREFIX.length).split('_');
  const [name, tone, intensityText] = parts;
  if (!name || !NAME_PATTERN.test(name)) return null;
  if (parts.length === 1) return { name };
  if (parts.length !== 3 || !tone || !TONE_PATTERN.test(tone) || !intensityText) return null;
  if (!/^\d+(\.\d+)?$/.test(intensityText)) return null;
  const intensity = Number(intensityText);
  if (snapToneIntensity(intensity) !== intensity) return null;
  return { name, tone, intensity };
}

export function isVoiceId(voiceId: string): boolean {
  return parseVoiceId(voiceId) !== null;
}

/**
 * The label shown for a voice id: the catalogue's label of its voice (with the tone, when one is set),
 * or "UNKNOWN {id}" when the voice is not in the catalogue. `labelOf` maps a voice name to its label.
 */
export function voiceLabel(voiceId: string, labelOf: (name: string) => string | undefined): string {
  const choice = parseVoiceId(voiceId);
  const label = choice ? labelOf(choice.name) : undefined;
  if (!choice || label === undefined) return `UNKNOWN ${voiceId}`;
  return choice.tone ? `${label} (${choice.tone}, ${String(choice.intensity)})` : label;
}
