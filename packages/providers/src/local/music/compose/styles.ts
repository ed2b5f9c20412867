/**
 * Genres and instruments: what each genre plays (tempo, groove, instruments, bass and comping rhythms) and
 * which General MIDI program each Instrument/Timbre tag means in each role of the band.
 */
import type { VocalKind } from '../score';

export type DrumStyle = 'backbeat' | 'four' | 'hiphop' | 'jazz' | 'metal' | 'soft' | 'none';
export type Role = 'lead' | 'chords' | 'bass';

export interface GenreStyle {
  name: string;
  re: RegExp;
  tempo: number;
  drums: DrumStyle;
  kit: 'acoustic' | 'electronic';
  lead: number;
  chords: number;
  bass: number;
  /** Beats (in a 4/4 bar) on which the bass plays. */
  bassBeats: readonly number[];
  /** Beats on which the chord is struck (each held until the next). */
  compBeats: readonly number[];
  /** Seventh chords (jazz, soul). */
  sevenths: boolean;
  /** How late the off-beat eighths fall, as a fraction of an eighth (0 straight, ~0.33 swung). */
  swing: number;
}

const style = (s: Omit<GenreStyle, 'kit' | 'sevenths' | 'swing'> & Partial<GenreStyle>): GenreStyle => ({
  kit: 'acoustic',
  sevenths: false,
  swing: 0,
  ...s,
});

export const GENRES: readonly GenreStyle[] = [
  style({
    name: 'metal',
    re: /\b(metal|hard ?rock|punk)\b/,
    tempo: 150,
    drums: 'metal',
    lead: 30,
    chords: 30,
    bass: 34,
    bassBeats: [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5],
    compBeats: [0, 1, 2, 3],
  }),
  style({
    name: 'rock',
    re: /\b(rock|grunge|indie)\b/,
    tempo: 124,
    drums: 'backbeat',
    lead: 29,
    chords: 27,
    bass: 33,
    bassBeats: [0, 1, 2, 3],
    compBeats: [0, 1.5, 2, 3],
  }),
  style({
    name: 'electronic',
    re: /\b(edm|electronic|electro|house|techno|trance|dance|synth ?pop|dubstep)\b/,
    tempo: 126,
    drums: 'four',
    kit: 'electronic',
    lead: 81,
    chords: 89,
    bass: 38,
    bassBeats: [0.5, 1.5, 2.5, 3.5],
    compBeats: [0],
  }),
  style({
    name: 'hiphop',
    re: /\b(hip[ -]?hop|rap|trap|r&b|rnb)\b/,
    tempo: 90,
    drums: 'hiphop',
    kit: 'electronic',
    lead: 4,
    chords: 4,
    bass: 38,
    bassBeats: [0, 1.75, 2.5],
    compBeats: [0, 2.5],
    sevenths: true,
    swing: 0.2,
  }),
  style({
    name: 'funk',
    re: /\b(funk|soul|disco)\b/,
    tempo: 104,
    drums: 'backbeat',
    lead: 4,
    chords: 27,
    bass: 36,
    bassBeats: [0, 0.75, 1.5, 2, 2.75, 3.5],
    compBeats: [0.5, 1.5, 2.5, 3.5],
    sevenths: true,
  }),
  style({
    name: 'lofi',
    re: /\b(lo-?fi)\b/,
    tempo: 80,
    drums: 'hiphop',
    kit: 'electronic',
    lead: 4,
    chords: 4,
    bass: 32,
    bassBeats: [0, 2.5],
    compBeats: [0, 2.5],
    sevenths: true,
    swing: 0.25,
  }),
  style({
    name: 'jazz',
    re: /\b(jazz|swing|bossa)\b/,
    tempo: 116,
    drums: 'jazz',
    lead: 65,
    chords: 0,
    bass: 32,
    bassBeats: [0, 1, 2, 3],
    compBeats: [0, 1.5, 3],
    sevenths: true,
    swing: 0.33,
  }),
  style({
    name: 'blues',
    re: /\bblues\b/,
    tempo: 96,
    drums: 'backbeat',
    lead: 27,
    chords: 0,
    bass: 33,
    bassBeats: [0, 1, 2, 3],
    compBeats: [0, 1.5, 2, 3.5],
    sevenths: true,
    swing: 0.3,
  }),
  style({
    name: 'country',
    re: /\b(country|folk|bluegrass|acoustic)\b/,
    tempo: 108,
    drums: 'backbeat',
    lead: 25,
    chords: 25,
    bass: 32,
    bassBeats: [0, 2],
    compBeats: [0, 1, 2, 3],
  }),
  style({
    name: 'classical',
    re: /\b(classical|orchestra\w*|cinematic|soundtrack)\b/,
    tempo: 88,
    drums: 'none',
    lead: 40,
    chords: 48,
    bass: 42,
    bassBeats: [0, 2],
    compBeats: [0],
  }),
  style({
    name: 'ambient',
    re: /\b(ambient|new ?age|meditation)\b/,
    tempo: 72,
    drums: 'soft',
    kit: 'electronic',
    lead: 73,
    chords: 89,
    bass: 32,
    bassBeats: [0],
    compBeats: [0],
  }),
  style({
    name: 'ballad',
    re: /\b(ballad)\b/,
    tempo: 76,
    drums: 'soft',
    lead: 0,
    chords: 48,
    bass: 33,
    bassBeats: [0, 2],
    compBeats: [0, 2],
  }),
  style({
    name: 'reggae',
    re: /\b(reggae|ska)\b/,
    tempo: 84,
    drums: 'backbeat',
    lead: 0,
    chords: 16,
    bass: 33,
    bassBeats: [0, 1.5, 2],
    compBeats: [0.5, 1.5, 2.5, 3.5],
  }),
];

export const POP: GenreStyle = style({
  name: 'pop',
  re: /\bpop\b/,
  tempo: 112,
  drums: 'backbeat',
  lead: 0,
  chords: 0,
  bass: 33,
  bassBeats: [0, 1.5, 2, 3],
  compBeats: [0, 2],
});

/** The genre of the Genre tags, else of the keywords, else pop. */
export function genreOf(genreTags: readonly string[], keywords: string): GenreStyle {
  const genres = genreTags.join(' ').toLowerCase();
  const all = `${genres} ${keywords.toLowerCase()}`;
  return GENRES.find((g) => g.re.test(genres)) ?? GENRES.find((g) => g.re.test(all)) ?? POP;
}

export function genreNamed(name: string): GenreStyle {
  return GENRES.find((g) => g.name === name) ?? POP;
}

/**
 * Instrument words → the General MIDI programs they may mean (`family`) and the one each role plays when the
 * genre's own choice is not among them (undefined: the instrument does not take that role; a saxophone or
 * a flute plays one note at a time, so it never comps).
 */
interface Instrument {
  re: RegExp;
  family: readonly number[];
  lead?: number;
  chords?: number;
  bass?: number;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const INSTRUMENTS: readonly Instrument[] = [
  { re: /\b(electric piano|rhodes|keys)\b/, family: [4, 5], lead: 4, chords: 4 },
  { re: /\bpiano\b/, family: range(0, 7), lead: 0, chords: 0 },
  { re: /\borgan\b/, family: range(16, 23), lead: 16, chords: 16 },
  { re: /\b(distort\w*|heavy) guitar\b|\bdistort\w*\b/, family: [30], lead: 30, chords: 30 },
  { re: /\belectric guitar\b/, family: range(26, 31), lead: 27, chords: 27 },
  { re: /\bguitar\b/, family: [24, 25], lead: 25, chords: 25 },
  { re: /\bviolin\b/, family: [40, 48, 49], lead: 40, chords: 48 },
  { re: /\bcello\b/, family: [42, 48, 49], lead: 42, chords: 48 },
  { re: /\bharp\b/, family: [46], lead: 46, chords: 46 },
  { re: /\b(strings|orchestra\w*)\b/, family: [...range(40, 51), 55], lead: 40, chords: 48 },
  { re: /\bchoir\b/, family: range(52, 54), chords: 52 },
  { re: /\btrumpet\b/, family: [56, 59], lead: 56 },
  { re: /\bbrass\b/, family: range(56, 63), lead: 61, chords: 61 },
  { re: /\bsax\w*\b/, family: range(64, 67), lead: 65 },
  { re: /\bflute\b/, family: range(72, 79), lead: 73 },
  { re: /\bsynth\w*\b/, family: [...range(80, 95), 38, 39], lead: 81, chords: 89, bass: 38 },
  { re: /\bpad\b/, family: range(88, 95), chords: 89 },
  { re: /\b(bells?|marimba|mallets?)\b/, family: range(8, 15), lead: 12, chords: 12 },
  { re: /\bbass\b/, family: range(32, 39), bass: 33 },
];

/** The instruments some tag words name, in the order named (words that name none are left out). */
function instrumentsNamed(words: readonly string[]): Instrument[] {
  const named: Instrument[] = [];
  for (const word of words) {
    const instrument = INSTRUMENTS.find((i) => i.re.test(word.toLowerCase()));
    if (instrument && !named.includes(instrument)) named.push(instrument);
  }
  return named;
}

/** What `instrument` plays in `role`: the genre's program when it is of the instrument's kind, else its own. */
function programFor(instrument: Instrument, role: Role, genre: GenreStyle): number | undefined {
  const own = instrument[role];
  if (own === undefined) return undefined;
  return instrument.family.includes(genre[role]) ? genre[role] : own;
}

/**
 * The band's programs from the Instrument tags, in the order named: the first instrument leads and the
 * second comps (a melody-only instrument such as a saxophone named second leads instead, and the first
 * comps); with one instrument named, the genre fills the other role; with none, the genre plays. A sung
 * song's voice takes the lead, so the first instrument that can comp comps. A gritty timbre drives
 * electric guitars into distortion.
 */
export function bandOf(
  instrumentTags: readonly string[],
  genre: GenreStyle,
  sung: boolean,
  gritty: boolean,
): Record<Role, number> {
  const named = instrumentsNamed(instrumentTags);
  const melodic = named.filter((i) => i.lead !== undefined || i.chords !== undefined);
  let lead = genre.lead;
  let chords = genre.chords;
  if (sung) {
    const comping = melodic.find((i) => i.chords !== undefined);
    if (comping) chords = programFor(comping, 'chords', genre)!;
  } else {
    const [first, second] = melodic;
    let leader = first?.lead !== undefined ? first : undefined;
    let comper = second?.chords !== undefined ? second : undefined;
    // "Piano, Saxophone": the saxophone cannot comp, so it leads and the piano comps.
    if (first && second && second.chords === undefined && first.chords !== undefined) {
      leader = second;
      comper = first;
    }
    // One instrument that cannot lead (a choir) comps.
    if (first && !second && first.lead === undefined) comper = first;
    if (leader) lead = programFor(leader, 'lead', genre)!;
    if (comper) chords = programFor(comper, 'chords', genre)!;
  }
  const bassist = named.find((i) => i.bass !== undefined && i.lead === undefined);
  const bass = bassist ? programFor(bassist, 'bass', genre)! : genre.bass;
  // A gritty timbre or a metal genre drives electric guitars into distortion.
  const drive = (p: number) => (gritty && p >= 26 && p <= 29 ? 30 : p);
  return { lead: sung ? 53 : drive(lead), chords: drive(chords), bass };
}

/** Who sings, from the Vocal tags; undefined for an instrumental piece. */
export function vocalOf(vocalTags: readonly string[], hasLyrics: boolean): VocalKind | undefined {
  const tags = vocalTags.map((v) => v.toLowerCase());
  const voices = tags.filter((v) => !/\b(none|instrumental|no vocals?)\b/.test(v));
  if (voices.length === 0) return tags.length === 0 && hasLyrics ? 'female' : undefined;
  const has = (re: RegExp) => voices.some((v) => re.test(v));
  if (has(/choir|chorus|group/)) return 'choir';
  if (has(/duet/) || (has(/female|woman|girl/) && has(/\b(male|man|boy)\b/))) return 'duet';
  if (has(/\b(male|man|boy|baritone|tenor|bass)\b/)) return 'male';
  return 'female';
}

/** The sung melody's range (MIDI) for each voice; instruments play the default. */
export function registerOf(vocal: VocalKind | undefined): { low: number; high: number } {
  switch (vocal) {
    case 'male':
      return { low: 48, high: 69 };
    case 'female':
      return { low: 57, high: 79 };
    case 'duet':
    case 'choir':
      return { low: 53, high: 74 };
    default:
      return { low: 57, high: 81 };
  }
}
