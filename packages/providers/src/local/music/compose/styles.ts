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

/** Instrument and timbre words → the program each role would play (undefined: not for that role). */
const INSTRUMENTS: readonly { re: RegExp; lead?: number; chords?: number; bass?: number }[] = [
  { re: /\b(electric piano|rhodes|keys)\b/, lead: 4, chords: 4 },
  { re: /\bpiano\b/, lead: 0, chords: 0 },
  { re: /\borgan\b/, lead: 16, chords: 16 },
  { re: /\b(distort\w*|heavy) guitar\b|\bdistort\w*\b/, lead: 30, chords: 30 },
  { re: /\belectric guitar\b/, lead: 27, chords: 27 },
  { re: /\bguitar\b/, lead: 25, chords: 25 },
  { re: /\bviolin\b/, lead: 40, chords: 48 },
  { re: /\bcello\b/, lead: 42, chords: 48 },
  { re: /\bharp\b/, lead: 46, chords: 46 },
  { re: /\b(strings|orchestra\w*)\b/, lead: 40, chords: 48 },
  { re: /\bchoir\b/, chords: 52 },
  { re: /\btrumpet\b/, lead: 56 },
  { re: /\bbrass\b/, lead: 61, chords: 61 },
  { re: /\bsax\w*\b/, lead: 65 },
  { re: /\bflute\b/, lead: 73 },
  { re: /\bsynth\w*\b/, lead: 81, chords: 89, bass: 38 },
  { re: /\bpad\b/, chords: 89 },
  { re: /\b(bells?|marimba|mallets?)\b/, lead: 12, chords: 12 },
  { re: /\bbass\b/, bass: 33 },
];

/** The band's programs: tagged instruments first (the voice takes the lead when sung), else the genre's. */
export function bandOf(
  instrumentTags: readonly string[],
  genre: GenreStyle,
  sung: boolean,
  gritty: boolean,
): Record<Role, number> {
  const tagged = instrumentTags
    .map((word) => INSTRUMENTS.find((i) => i.re.test(word.toLowerCase())))
    .filter((i) => i !== undefined);
  const melodic = tagged.filter((i) => i.lead !== undefined || i.chords !== undefined);
  let lead = genre.lead;
  let chords = genre.chords;
  if (sung) {
    chords = melodic.find((i) => i.chords !== undefined)?.chords ?? genre.chords;
  } else {
    const first = melodic.find((i) => i.lead !== undefined);
    if (first) lead = first.lead!;
    const second = melodic.find((i) => i !== first && i.chords !== undefined);
    if (second) chords = second.chords!;
    else if (first?.chords !== undefined && melodic.length === 1 && genre.chords === lead) chords = 48;
  }
  const bass = tagged.find((i) => i.bass !== undefined && i.lead === undefined)?.bass ?? genre.bass;
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
