/**
 * Weighted prompts → what the live band plays. Each prompt is read like a request's words (its genre, the
 * instruments it names, its feel). The heaviest prompt sets the groove (drums, bass, comping rhythm, swing,
 * sevenths); every prompt with some weight plays the melody and the chords on its own instruments at a level
 * by its weight, so moving a slider cross-fades the timbres; the feel is the weighted mean.
 */
import type { LiveMusicPrompt } from '@muse/contracts';
import { feelOfWords, type Feel } from '../compose/feel';
import { bandOf, genreOf, type GenreStyle } from '../compose/styles';

/** One prompt's instruments in the band and its share of the mix (0..1; the shares sum to 1). */
export interface LiveLayer {
  lead: number;
  chords: number;
  share: number;
}

export interface LiveBlend {
  groove: GenreStyle;
  bass: number;
  layers: LiveLayer[];
  feel: Feel;
}

/** Below this share a prompt is left out of the band (a slider near zero). */
const MIN_SHARE = 0.04;

/** "piano and saxophone, late night jazz" → the phrases `bandOf` reads as instrument tags. */
function phrasesOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/,|;|\+|&|\band\b|\bwith\b/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

function styleOf(text: string) {
  const genre = genreOf([], text);
  const gritty = /\b(grit\w*|distort\w*|dirty|heavy)\b/i.test(text) || genre.name === 'metal';
  return { genre, band: bandOf(phrasesOf(text), genre, false, gritty), feel: feelOfWords([text]) };
}

/** The blend of the prompts; with every weight at zero they count alike. */
export function blendPrompts(prompts: readonly LiveMusicPrompt[]): LiveBlend {
  const total = prompts.reduce((sum, p) => sum + p.weight, 0);
  const shares = prompts.map((p) => (total > 0 ? p.weight / total : 1 / prompts.length));
  // Heaviest first; a tie keeps the list's order.
  const ranked = prompts
    .map((p, i) => ({ ...styleOf(p.text), share: shares[i]! }))
    .filter((p) => p.share >= MIN_SHARE)
    .sort((a, b) => b.share - a.share);
  const heard = ranked.reduce((sum, p) => sum + p.share, 0);
  const top = ranked[0]!;
  return {
    groove: top.genre,
    bass: top.band.bass,
    layers: ranked.map((p) => ({ lead: p.band.lead, chords: p.band.chords, share: p.share / heard })),
    feel: {
      valence: ranked.reduce((sum, p) => sum + p.feel.valence * p.share, 0) / heard,
      energy: ranked.reduce((sum, p) => sum + p.feel.energy * p.share, 0) / heard,
    },
  };
}
