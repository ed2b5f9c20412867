/**
 * What a person found reading the test-half samples (`results/text-coherence/*.txt`) once, after tuning:
 * contradictions and nonsense found by reading, per set. Filled in by hand; the bench prints it.
 */
export interface Reading {
  set: 'ideas' | 'lyrics' | 'qa';
  /** How many items were read (ideas, songs, pairs). */
  read: number;
  contradictions: number;
  note: string;
}

export const READING: readonly Reading[] = [
  {
    set: 'ideas',
    read: 100,
    contradictions: 6,
    note:
      'sets 1–49 (the first 25 test sets, 4 ideas each). No clash of time, weather or season left; all 6 ' +
      'are places: a setting added to a subject that has its own (mountain lake on a city street, space ' +
      'station in a greenhouse / doubled in a lake), or a detail that belongs elsewhere (wet pavement on a ' +
      'beach and at sea, water smoothed to glass in a desert). After the place rules (words2) a search of ' +
      'the new test-half samples finds none of these six; the 100 were not read again in full.',
  },
  {
    set: 'lyrics',
    read: 22,
    contradictions: 1,
    note:
      'songs 1–43 (22 test songs: first lyrics and a new verse, 12 lines each), read once after tuning on ' +
      'the dev half (lyric checker, one point of view, keyword kinds, word pairs). Checker: 0 songs flagged. ' +
      'No line under four words, every chorus opens on the hook, no song mixes I and we, no hour against ' +
      'the subject ("midnight drive" stays at night). One contradiction by reading: an "autumn leaves" song ' +
      'waiting "in the heat" and "on the beach" (heat is not checked, only hours and seasons). About one ' +
      'line in 14 is still nonsense (was one in four): keyword in an odd place ("We found the broken heart ' +
      'on the tide", "found the second chance in the shade"), "taught me how to" with the wrong subject ' +
      '("Northern lights taught us how to sail", "winter taught me how to sail"), "watching summer love ' +
      'burn", "I\'ll keep you in the crowd". Two briefs are misread as themes: "leaving town" → "the ' +
      'leaving town", "lost at sea" → "the lost" ("Hold on to the lost at sea").',
  },
  {
    set: 'qa',
    read: 50,
    contradictions: 0,
    note:
      'all 10 test texts, 5 of 5 pairs each, read once after tuning on the dev half (words2). No wrong ' +
      'answer; answers are now the shortest span ("45 euros.", "In 1952.", "Because of the fire risk.", ' +
      '"No, but we can replace batteries for most brands."), yes/no questions answer "Yes." alone. No ' +
      'question copies its sentence and none carries a trailing place or time phrase. Still broken: 3 ' +
      'fallback topics cut across a clause ("about Mondays the shop", "about headphones play music", ' +
      '"about English start"); awkward: "How much do you also rent city bikes for?", "How much does the ' +
      'Pacific Ring of Fire contain of the world\'s active volcanoes?"; vague topics: "about the time", ' +
      '"about the surface", "about the atmosphere".',
  },
];
