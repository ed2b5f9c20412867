/**
 * What a person found reading the samples (`results/text-coherence/*.txt`; `TEXT_HALF=dev` writes the dev
 * half's): contradictions and nonsense found by reading, per set. Filled in by hand; the bench prints it.
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
    read: 800,
    contradictions: 49,
    note:
      "read on 2026-11-27 by two new readers who had not seen the rules, before that day's fixes: the dev " +
      'half (never read or tuned on by reading) 35 of 400 ideas with a contradiction, the test half 14 of ' +
      '400 (an earlier reader, whose findings became rules, had ended at 2). So the rules made from reading ' +
      'the test half did not carry over: the held-out figure is 8.75%. Kinds: daylight words at night, a ' +
      'hue against black and white, dust shafts in rain, two places at once, close-up against panorama. ' +
      'Nonsense: 55 and 70 ideas (glued keywords "a woodland path with winter", thesaurus swaps "peak ' +
      'lake", repeated stems). The fixes made that day are checked by the third set (idea-sets-fresh.ts).',
  },
  {
    set: 'lyrics',
    read: 50,
    contradictions: 12,
    note:
      "read on 2026-11-27 by a new reader, both halves, before that day's fixes: test half 5 of 25 songs " +
      'with a contradiction, dev half 7 of 25 (a feeling against the mood tag: "And everything is good" ' +
      'in a melancholic song; heat in a snowfall song; starlight against the sun; one I/we switch). ' +
      'Nonsense lines: 22 and 28 of 300 each ("winter taught me how to sail", "the lighthouse in the car").',
  },
  {
    set: 'qa',
    read: 100,
    contradictions: 2,
    note:
      'read on 2026-11-27 by a new reader, both halves: one wrong answer each ("What do chloroplasts do?" ' +
      '-> "They contain chlorophyll."; "about the dog" -> the time adoption takes); 7 topics cut across a ' +
      'clause ("about Mondays the shop"), 17 awkward questions ("How much do you also rent city bikes ' +
      'for?").',
  },
];
