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
      'beach and at sea, water smoothed to glass in a desert).',
  },
  {
    set: 'lyrics',
    read: 3,
    contradictions: 1,
    note:
      'songs 1, 3, 5. No line under four words, every chorus opens on the hook. One contradiction (a ' +
      '"midnight drive" chorus burning "in the dawn"); about one line in four is still nonsense ("We were ' +
      'dancing in my hand", "I carried rain in the gloom"): collocations and point of view are not done.',
  },
  {
    set: 'qa',
    read: 15,
    contradictions: 0,
    note:
      'texts 1, 3, 5. 5 of 5 pairs each. Two questions are broken ("When is and Mondays the shop closed?", ' +
      '"Should I anyone?") and one awkward ("How much do you also rent city bikes for?"); answers are whole ' +
      'sentences, not the shortest span: the Q&A part of the issue is not done.',
  },
];
