/**
 * Where a spoken word divides into its sung syllables. espeak-ng's phonemes for the word (IPA, one phoneme
 * between each "_") are grouped into syllables around their vowels (one consonant between two vowels goes
 * with the second, of two or more the first stays behind: "tə|naɪt", "sɪl|vɚ"); each boundary's expected
 * time is its share of the phonemes (a vowel counting double), and the cut falls in the quietest stretch of
 * the audio near it, the consonant between two vowels.
 */

/** One syllable of a word as espeak-ng says it: its phonemes and their weight (a rough share of time). */
export interface IpaSyllable {
  phonemes: string[];
  weight: number;
}

const VOWELS = /[aeiouyæɑɐɒɔəɘɚɛɜɝɞɤɨɪɯɵøœɶʉʊʌʏᵻ]/;
const STRESS = /[ˈˌ]/g;
/** A diphthong that espeak-ng writes as one phoneme with an r-coloured vowel after it ("fire": "aɪɚ"). */
const TRAILING_SCHWA = /^(.*[aeiouɑɔɪʊ]ː?)([ɚə])$/;

const isVowel = (phoneme: string) => VOWELS.test(phoneme.replace(STRESS, ''));
const weightOf = (phoneme: string) =>
  isVowel(phoneme) ? (phoneme.replace(STRESS, '').length > 1 ? 2.6 : 2) : 1;

/**
 * The word's phonemes in `count` syllables, or undefined when they cannot be made that many (the caller
 * then speaks each syllable alone). Vowels beside each other merge when there are too many.
 */
export function ipaSyllables(ipa: string, count: number): IpaSyllable[] | undefined {
  let phonemes = ipa.split(/[_\s]+/).filter((p) => p.replace(STRESS, '').length > 0);
  let nuclei = phonemes.flatMap((p, i) => (isVowel(p) ? [i] : []));
  if (nuclei.length === 0) return undefined;
  if (nuclei.length < count) {
    // "fire" is two syllables to the dictionary, one phoneme to espeak-ng: split its trailing schwa off.
    let missing = count - nuclei.length;
    phonemes = phonemes.flatMap((p) => {
      const m = missing > 0 ? TRAILING_SCHWA.exec(p) : null;
      if (!m) return [p];
      missing -= 1;
      return [m[1]!, m[2]!];
    });
    nuclei = phonemes.flatMap((p, i) => (isVowel(p) ? [i] : []));
    // "every" is three to the dictionary, "ɛvɹi" to espeak-ng: a sonorant in a cluster carries the third.
    while (nuclei.length < count) {
      const sonorant = syllabicSonorant(phonemes, nuclei);
      if (sonorant === undefined) return undefined;
      nuclei = [...nuclei, sonorant].sort((a, b) => a - b);
    }
  }
  while (nuclei.length > count) {
    // Merge the two nuclei with the fewest consonants between them (a hiatus first).
    let best = 0;
    for (let k = 1; k < nuclei.length - 1; k++)
      if (nuclei[k + 1]! - nuclei[k]! < nuclei[best + 1]! - nuclei[best]!) best = k;
    nuclei.splice(best + 1, 1);
  }
  const starts = [0];
  for (let k = 1; k < count; k++) {
    const consonants = nuclei[k]! - nuclei[k - 1]! - 1;
    starts.push(consonants <= 1 ? nuclei[k]! - consonants : nuclei[k - 1]! + 2);
  }
  return starts.map((start, k) => {
    const part = phonemes.slice(start, starts[k + 1] ?? phonemes.length);
    return { phonemes: part, weight: part.reduce((sum, p) => sum + weightOf(p), 0) };
  });
}

const SONORANTS = /^[ɹlmnrɫ]$/;

/** A sonorant (r, l, m, n) in the longest run of consonants between two nuclei, to be sung as a syllable. */
function syllabicSonorant(phonemes: readonly string[], nuclei: readonly number[]): number | undefined {
  let best: number | undefined;
  let longest = 1;
  for (let k = 0; k + 1 < nuclei.length; k++) {
    const run = nuclei[k + 1]! - nuclei[k]! - 1;
    if (run <= longest) continue;
    for (let i = nuclei[k]! + 1; i < nuclei[k + 1]!; i++) {
      if (SONORANTS.test(phonemes[i]!.replace(STRESS, ''))) {
        best = i;
        longest = run;
      }
    }
  }
  return best;
}

/** 5 ms frames at 44.1 kHz. */
const FRAME = 220;

/**
 * Where to cut `pcm` (a trimmed spoken word) between its syllables: `syllables.length − 1` sample indices,
 * rising. Each is the deepest valley near the boundary's expected time: the frame that lies furthest below
 * the louder stretches on both sides of it (so an unstressed vowel is not taken for the gap after it), less
 * up to 9 dB at the window's edge, at its quietest sample.
 */
export function syllableCuts(pcm: Float32Array, syllables: readonly IpaSyllable[]): number[] {
  const frames = Math.floor(pcm.length / FRAME);
  if (syllables.length < 2 || frames < 2 * syllables.length) return [];
  const level = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    for (let i = f * FRAME; i < (f + 1) * FRAME; i++) sum += pcm[i]! * pcm[i]!;
    level[f] = sum / FRAME;
  }
  // Smoothed over three frames, in dB.
  const db = Float32Array.from(level, (_, f) => {
    const mean = (level[Math.max(0, f - 1)]! + level[f]! + level[Math.min(frames - 1, f + 1)]!) / 3;
    return 10 * Math.log10(mean + 1e-10);
  });
  // The loudest frame after each frame (to the word's end).
  const after = new Float32Array(frames);
  for (let f = frames - 1, peak = -Infinity; f >= 0; f--) after[f] = peak = Math.max(peak, db[f]!);
  const total = syllables.reduce((sum, s) => sum + s.weight, 0);
  const reach = Math.max(6, Math.round((0.4 * frames) / syllables.length));
  const cuts: number[] = [];
  let before = 0;
  let lowest = 2; // no cut in the first frames: the first syllable keeps its onset
  for (let k = 0; k < syllables.length - 1; k++) {
    before += syllables[k]!.weight;
    const expected = (before / total) * frames;
    const last = frames - 2 * (syllables.length - 1 - k);
    // The loudest frame since the last cut, as the search moves on.
    let since = -Infinity;
    for (let f = lowest - 2; f < Math.max(lowest, Math.floor(expected - reach)); f++)
      since = Math.max(since, db[f]!);
    let best = -1;
    let bestScore = -Infinity;
    for (let f = Math.max(lowest, Math.floor(expected - reach)); f <= Math.min(last, expected + reach); f++) {
      since = Math.max(since, db[f]!);
      const depth = Math.min(since, after[f]!) - db[f]!;
      const score = depth - 9 * ((f - expected) / reach) ** 2;
      if (score > bestScore) {
        bestScore = score;
        best = f;
      }
    }
    if (best < 0) best = Math.min(last, Math.max(lowest, Math.round(expected)));
    cuts.push(quietestSample(pcm, best * FRAME, (best + 1) * FRAME));
    lowest = best + 2;
  }
  return cuts;
}

function quietestSample(pcm: Float32Array, from: number, to: number): number {
  let at = from;
  for (let i = from; i < to; i++) if (Math.abs(pcm[i]!) < Math.abs(pcm[at]!)) at = i;
  return at;
}
