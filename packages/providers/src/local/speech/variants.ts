/**
 * The espeak-ng voice variants the engine speaks with: espeak's own female (f1–f5) and male (m1–m7)
 * variants, its whisper variants, and two child variants of ours (higher pitch, formants scaled up as in a
 * shorter vocal tract), written into espeak's in-memory data folder when it loads.
 */
import type { EspeakFileSystem } from './espeak-binding';

const VOICES_DIR = '/usr/share/espeak-ng-data/voices';

export const FEMALE_VARIANTS = ['f1', 'f2', 'f3', 'f4', 'f5'];
export const MALE_VARIANTS = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'];
export const CHILD_VARIANTS = { female: 'muse-girl', male: 'muse-boy' } as const;
export const WHISPER_VARIANTS = { female: 'whisperf', male: 'whisper' } as const;

/** A child's variant: pitch in Hz (base, top) and formant frequencies scaled by `formantScale` percent. */
export function childVariant(
  name: string,
  gender: 'female' | 'male',
  pitch: readonly [number, number],
  formantScale: number,
): string {
  const formants = Array.from({ length: 9 }, (_, n) => `formant ${n} ${formantScale} ${n < 3 ? 90 : 80} 110`);
  return [
    'language variant',
    `name ${name}`,
    `gender ${gender}`,
    `pitch ${pitch[0]} ${pitch[1]}`,
    ...formants,
    '',
  ].join('\n');
}

/**
 * Writes the child variants next to espeak's own. espeak-ng lists at most 349 voice files, so the MBROLA
 * voice definitions go first: they need MBROLA databases, which are not shipped, and could never speak.
 */
export function installVariants(fs: EspeakFileSystem): void {
  for (const file of fs.readdir(`${VOICES_DIR}/mb`)) {
    if (file !== '.' && file !== '..') fs.unlink(`${VOICES_DIR}/mb/${file}`);
  }
  const { female, male } = CHILD_VARIANTS;
  fs.writeFile(`${VOICES_DIR}/!v/${female}`, childVariant(female, 'female', [220, 340], 118));
  fs.writeFile(`${VOICES_DIR}/!v/${male}`, childVariant(male, 'male', [200, 310], 114));
}
