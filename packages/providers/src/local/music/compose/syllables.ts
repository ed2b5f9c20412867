/**
 * Lyric lines → syllables to sing. The pronouncing dictionary (else the `syllable` package) counts each
 * word's syllables; the word is then
 * cut at its vowel groups into that many pieces, and each piece gets the vowel a voice would hold for it
 * (English spelling is only a hint, so this is a good guess, not phonetics).
 */
import { syllable } from 'syllable';
import { pronunciations } from '../../text/rhymes';
import type { Vowel } from '../score';

export interface Syllable {
  text: string;
  vowel: Vowel;
  /** The first syllable of a word (a stressed position suits it better). */
  wordStart: boolean;
  /** Index of its word in the line (0-based): the syllables of one word are sung as one spoken word. */
  word: number;
}

/** The words of a line, without punctuation (apostrophes kept). */
function wordsOf(line: string): string[] {
  return line
    .toLowerCase()
    .replace(/[^a-z0-9'\s-]/g, ' ')
    .split(/[\s-]+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter((w) => /[a-z0-9]/.test(w));
}

/** The syllables of one lyric line, in order. */
export function syllablesOf(line: string): Syllable[] {
  const out: Syllable[] = [];
  wordsOf(line).forEach((word, index) => {
    const pieces = splitWord(word, syllableCount(word));
    pieces.forEach((text, i) => out.push({ text, vowel: vowelOf(text), wordStart: i === 0, word: index }));
  });
  return out;
}

/**
 * How many syllables a word is sung in: its vowels in the CMU pronouncing dictionary when it is there (the
 * `syllable` package's rules hear two in "walked"), else the rules' count.
 */
export function syllableCount(word: string): number {
  const known = pronunciations(word)[0];
  if (known) return Math.max(1, known.filter((p) => /\d$/.test(p)).length);
  return Math.max(1, syllable(word));
}

/** A word cut into `count` pieces at the starts of its vowel groups (merged or split to fit). */
export function splitWord(word: string, count: number): string[] {
  const starts: number[] = [];
  const groups = /[aeiouy]+/g;
  for (let m = groups.exec(word); m; m = groups.exec(word)) {
    // A final silent "e" ("alone", "fire") does not start a syllable.
    if (m.index > 0 && m[0] === 'e' && m.index === word.length - 1) continue;
    starts.push(m.index);
  }
  if (count <= 1 || starts.length <= 1) {
    if (count <= 1) return [word];
    // Fewer vowel groups than syllables (e.g. "rhythm"): cut evenly.
    return evenCut(word, count);
  }
  const cuts = starts.slice(1, count).map((at) => {
    // The consonant before a vowel group goes with it ("si-lver" → "sil-ver" is as good; keep one).
    let cut = at;
    if (cut > 1 && !/[aeiouy]/.test(word[cut - 1]!) && !/[aeiouy]/.test(word[cut - 2]!)) cut -= 1;
    else if (cut > 1 && !/[aeiouy]/.test(word[cut - 1]!)) cut -= 1;
    return cut;
  });
  const pieces: string[] = [];
  let from = 0;
  for (const cut of cuts) {
    if (cut > from) {
      pieces.push(word.slice(from, cut));
      from = cut;
    }
  }
  pieces.push(word.slice(from));
  while (pieces.length < count) {
    // Split the longest piece until the count matches.
    let longest = 0;
    pieces.forEach((p, i) => (p.length > pieces[longest]!.length ? (longest = i) : undefined));
    const piece = pieces[longest]!;
    if (piece.length < 2) break;
    const half = Math.ceil(piece.length / 2);
    pieces.splice(longest, 1, piece.slice(0, half), piece.slice(half));
  }
  return pieces.length === count ? pieces : evenCut(word, count);
}

function evenCut(word: string, count: number): string[] {
  const pieces: string[] = [];
  for (let i = 0; i < count; i++) {
    const piece = word.slice(
      Math.floor((i * word.length) / count),
      Math.floor(((i + 1) * word.length) / count),
    );
    pieces.push(piece || word);
  }
  return pieces;
}

/** The vowel a singer holds for a piece of spelling. */
export function vowelOf(text: string): Vowel {
  const t = text.toLowerCase();
  // "I", "my", "sky": the long i is sung on its open first vowel.
  if (t === 'i' || /^[^aeiouy]*y$/.test(t)) return 'a';
  if (/eau|^(to|do|who|you)$/.test(t)) return 'u';
  if (/ee|ea|ie|ey$|i$|y$/.test(t) && !/eye|ye$/.test(t)) return 'i';
  if (/oo|ou|ew|ue|u[a-z]?e$/.test(t)) return 'u';
  if (/ai|ay|ei|a[a-z]e$/.test(t)) return 'e';
  if (/igh|i[a-z]e$|eye|y$/.test(t)) return 'a';
  if (/o[a-z]?e$|oa|ow|oe|au|aw|or/.test(t)) return 'o';
  const first = /[aeiouy]/.exec(t)?.[0];
  switch (first) {
    case 'a':
      return 'a';
    case 'e':
      return 'e';
    case 'i':
    case 'y':
      return 'i';
    case 'o':
      return 'o';
    case 'u':
      return 'a';
    default:
      return 'a';
  }
}
