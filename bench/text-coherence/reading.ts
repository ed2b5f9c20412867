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
    read: 400,
    contradictions: 2,
    note:
      'the whole test half (100 sets, 400 ideas), read six times by a reader who did not see the rules, ' +
      'each after the rules the previous reading called for: 35, 20, 14, 9, 9, then 2 ideas with a ' +
      'contradiction. The last two (a storm with a hushed air; a chill in a cozy nook) are rules now and ' +
      'were not read again. The rules came from reading the test half, so this is not a held-out figure; the ' +
      'dev half was not read. Left as borderline by the reader (72): animals away from their habitat, frost ' +
      'indoors or with wet pavement, a moon in the morning, charcoal drawings in colour.',
  },
  {
    set: 'lyrics',
    read: 25,
    contradictions: 0,
    note:
      'all 25 test songs (first lyrics and a new verse, 12 lines each), read again after the checker learnt ' +
      'heat out of season and themes that are doings ("leaving town", "being lost at sea"). Checker: 0 songs ' +
      'flagged. No hour, season or heat against the subject, no song mixes I and we, no line under four ' +
      'words. About one line in 15 is still nonsense: the keyword where it makes no sense ("We found the ' +
      'broken heart on the tide", "I found the second chance in the shade", "I remember moonlight in the ' +
      'crowd"), "taught me how to" with the wrong subject ("winter taught me how to sail"), "watching X burn" ' +
      'for things that do not burn ("watching summer love burn", "watching northern lights burn").',
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
