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
  {
    set: 'lyrics',
    read: 30,
    contradictions: 14,
    note:
      'the final held-out song briefs (song-briefs-final.ts), read once on 2026-11-27 by a new reader ' +
      'before any tuning on them: 14 of 30 songs with a contradiction (10 clear: party choruses in Sad ' +
      'and Melancholic songs, a romantic chorus about a father, sand in a hospital waiting room, cold in ' +
      'the last summer), 37 of 360 lines nonsense, most from a broken subject phrase ("the Tokyo", "the ' +
      'before college", "Grandmother is"); 9 of 30 songs passed whole. The earlier halves had been tuned ' +
      'to 0 by reading, so the lyric rules did not carry over to new briefs.',
  },
  {
    set: 'qa',
    read: 50,
    contradictions: 2,
    note:
      "the test half read again on 2026-11-27 by a new reader, after that day's fixes: 2 of 50 answers " +
      'wrong or partial ("What does the card do?" -> "It also gives access to e-books"), 12 awkward ' +
      'questions, 7 statements turned into yes/no questions and answered "Yes."',
  },
  {
    set: 'ideas',
    read: 476,
    contradictions: 31,
    note:
      'the fresh keyword sets (idea-sets-fresh.ts, 120 sets), read once on 2026-11-27 by a new reader ' +
      'before they were tuned on: 31 of 476 ideas (6.5%) with a contradiction (two hours, sky or rain ' +
      "indoors, a palette against the user's colour, a mood against the action), 96 with nonsense, and " +
      'one set with no ideas. The set was then used for tuning, so later readings of it are not results.',
  },
  {
    set: 'ideas',
    read: 600,
    contradictions: 72,
    note:
      'the final held-out keyword sets (idea-sets-final.ts, 150 sets), read once on 2026-11-27 by a new ' +
      "reader after that day's fixes on the fresh set, never tuned on: 72 of 600 ideas (12%) with a " +
      'contradiction (weather or sky indoors or underwater 24, clashing weathers 16, mood 8; never two ' +
      'hours or two camera angles), 112 more with nonsense only (glued keywords "a blue a lighthouse", ' +
      '"a spruce trees", "an i want a small fishing village" 69; "a 85mm lens", "a ... vector art" 41; ' +
      'absurd elements "pizza by a still mountain lake" 24; cut titles 15). 416 of 600 ideas and 65 of ' +
      '150 sets had no fault.',
  },
  {
    set: 'ideas',
    read: 600,
    contradictions: 50,
    note:
      'the fifth held-out keyword sets (idea-sets-holdout.ts, 150 sets written blind that day), read once on ' +
      '2026-11-27 by a new reader who had seen no earlier set, output of commit 3af1173: 50 of 600 ideas (8.3%) ' +
      'with a contradiction (a subject where it cannot be or a light it cannot have 12: penguins in a sunlit ' +
      'meadow, candlelight in orbit; a close-up or macro of a big scene 8; mood against the keyword 9; colour ' +
      'film stock in black and white 7; a view that cannot show the subject 5; the hour against the keyword ' +
      '5; a style against itself 4), 52 with nonsense only (keywords glued in with a wrong article, foreign ' +
      'phrases, "an i dont know" 36; cut titles 7; odd lights 9); 498 of 600 ideas and 94 of 150 sets had ' +
      'no fault. Never two hours in one idea, never weather in a room. The set was then tuned on.',
  },
  {
    set: 'lyrics',
    read: 40,
    contradictions: 17,
    note:
      'the fifth held-out song briefs (song-briefs-holdout.ts, 40), read once the same day by the same new ' +
      'reader, output of commit 3af1173: 17 of 40 songs with a contradiction (lines against each other 5, ' +
      'against the brief or the mood tag 7, the wrong relationship or voice 3: "Oh, baby" to a mother, ' +
      '"our wife"; a title against itself 2), 47 nonsense lines (a clause pasted in as a noun: "I waited for ' +
      'my brother moved to last" 14; stock filler 18) and 8 nonsense titles; 6 of 40 songs had no fault. ' +
      "Before that day's fix, one brief of the 40 made the writer fail outright.",
  },
  {
    set: 'qa',
    read: 50,
    contradictions: 5,
    note:
      'the fifth held-out texts (qa-texts-holdout.ts, 10), read once the same day against their sources: 5 ' +
      'of 50 answers wrong or partial ("When is the clubhouse bar open?" -> "On Friday and Saturday", the ' +
      'text says evenings), 18 awkward questions cut from their sentence ("When was when Mary about ' +
      'twelve?"), 3 vague or repeated; 50 of 51 pairs asked were written (one text gave 5 of 6).',
  },
  {
    set: 'ideas',
    read: 400,
    contradictions: 20,
    note:
      'the sixth held-out keyword sets (idea-sets-sixth.ts, 100 sets written blind that day), read once by a ' +
      'new reader, output of commit fd2df7d (two checker flags on this set, a typo and candles in the rain, ' +
      'had been looked at and fixed before the reading): 20 of 400 ideas (5%) with a contradiction, in 13 ' +
      'sets (Earth weather around a black hole 4; a light that cannot be there 4; a mood against the ' +
      'keyword, cozy for anger 5; the hour against a clock time 2; a close-up of a storm 2; a named colour ' +
      'left out 2; frost in spring 1); 97 with nonsense only (no article before a name 28, titles cut from ' +
      'keyword fragments 28, a tag made a noun 20, foreign keywords in English sentences 16, long input cut ' +
      'off 12, clock times without their colon 12); 283 of 400 ideas and 64 of 100 sets had no fault.',
  },
  {
    set: 'lyrics',
    read: 30,
    contradictions: 9,
    note:
      'the sixth held-out song briefs (song-briefs-sixth.ts, 30), read once by the same new reader, commit ' +
      'fd2df7d: 9 of 30 songs with a contradiction (uplifting lines in a Sad, Melancholic or Nostalgic song ' +
      '4; the brief\'s "no" dropped, "no more rules" sung as "more rules" 2; a romantic or fighting line in a ' +
      'family or children\'s song 2; "I miss you" sung by we 1); 42 nonsense lines (keyword fragments as ' +
      'nouns, "The I taught me how to heal" 18) and 7 nonsense titles; 8 of 30 songs had no fault; no song ' +
      'switched between I and we.',
  },
  {
    set: 'qa',
    read: 41,
    contradictions: 8,
    note:
      'the sixth held-out texts (qa-texts-sixth.ts, 8), read once against their sources, commit fd2df7d: 8 ' +
      'of 41 answers wrong or partial (3 wrong: "With Outlook" where the app does not sync with Outlook; ' +
      '4 partial; 1 broken), 6 questions with broken grammar ("How long does the fire burned?") and 6 a ' +
      'person would not ask that way; all 41 pairs asked were written.',
  },
  {
    set: 'ideas',
    read: 400,
    contradictions: 27,
    note:
      'the seventh held-out keyword sets (idea-sets-seventh.ts, 100 sets written blind that day), read once ' +
      'by two new readers (50 sets each), output of commit 45c855a: 27 of 400 ideas (6.75%) with a ' +
      'contradiction (a view that cannot show the subject 5: a close-up of a caravan crossing dunes, a ' +
      "worm's-eye view of an astronaut in space; a light from another place 4: forest-canopy sunlight on an " +
      'airship over London, candlelight on a motorcycle outside a diner; a palette or hour against the dark ' +
      'tag 3; a mood against the occasion 4: calm stillness at a rooftop party, eerie for a dragon dance; a ' +
      'style against itself 3: a faded polaroid in stark black and white; a scene against the keywords 2; ' +
      'an hour, a weather, a named light and a foreground from another place 1 each; Diwali lamps by ' +
      'moonlight 1); 55 with nonsense only (a typo or "lol" kept 14, titles cut from fragments 15, titles ' +
      'that mean nothing 6, keywords glued with "and" 7, missing articles 3, redundant words 4); 318 of 400 ' +
      'ideas and 61 of 100 sets had no fault. The rate has not fallen from the sixth reading (5%): each ' +
      'blind set finds added parts the gate does not know enough about to refuse.',
  },
  {
    set: 'lyrics',
    read: 30,
    contradictions: 16,
    note:
      'the seventh held-out song briefs (song-briefs-seventh.ts, 30), read once by a new, strict reader, ' +
      'output of commit 45c855a: 16 of 30 songs with a contradiction (lines against each other 8: "I never ' +
      'felt so new" and "tonight I feel so blue"; a line against the brief or mood tag 9: "rage left me ' +
      'feeling alright" in an Angry song; the wrong voice or relationship 4: a best friend called on, then ' +
      'sung of as "our best friend"; a place the setting cannot hold 2: "under the sky" in a smoky bar; a ' +
      'title against the brief 2: "Echoes of My Cat" for a living cat); 101 nonsense lines (stock filler ' +
      '57, brief fragments as nouns 20, word pairs that mean nothing 19, grammar 5) and 9 nonsense titles ' +
      '("… and Small Things", "Divorce Once More"); no song without a fault; no "no" dropped. Lines chosen ' +
      'one by one from templates, each passing the gate, do not make a song that holds together.',
  },
  {
    set: 'qa',
    read: 39,
    contradictions: 9,
    note:
      'the seventh held-out texts (qa-texts-seventh.ts, 8), read once against their sources, output of ' +
      'commit 45c855a: 9 of 39 answers wrong or partial (4 wrong: "Why did a larger set of locks open?" ' +
      '"To pass through."; a how-to question answered by its list of tools; 5 partial: opening days without ' +
      'their hours, a warranty without its exclusions), 6 broken questions ("When did a French company lead ' +
      'by Ferdinand de Lesseps began digging?"), 7 awkward ("What can you tell me about places?"), 19 fine; ' +
      '39 of 40 pairs asked were written (one text gave 4 of 5, with the reason).',
  },
  {
    set: 'lyrics',
    read: 30,
    contradictions: 17,
    note:
      'the eighth held-out song briefs (song-briefs-eighth.ts, 30, written blind for the lyric kits), read ' +
      'once by a new, strict reader, output of commit a69a3ec (lyric kits): 17 of 30 songs with a ' +
      'contradiction (the kit of another kind of song 6: a marathon\'s last mile sung as a party, "glitter ' +
      'on my shirt"; the wrong relationship 3: a lullaby to a newborn with "you laugh at every joke I tell"; ' +
      "against the brief or mood 4: a Happy celebration of an uncle's life sung as grief; someone absent " +
      'sung as there 3: "I sit with my brother" for a brother deployed overseas; a one-time event sung as ' +
      'recurring 4: "one more day of Christmas Eve alone"; the negation of "she never called back" dropped ' +
      '1; a title against the brief 2); 42 nonsense lines (the brief pasted where it does not fit 29: "I\'ve ' +
      'wanted losing my faith since I was ten"; the wrong article on a person 7; stock filler 2) and 8 ' +
      'nonsense titles; 4 songs with no fault. Against the seventh reading (template lines, 16 of 30, 101 ' +
      'nonsense lines, no song without a fault): lines now hold together, but a kit chosen by a word of the ' +
      'brief and its subject pasted into every kind of line still contradict the brief.',
  },
  {
    set: 'ideas',
    read: 400,
    contradictions: 39,
    note:
      'the ninth blind round (idea-sets-eighth.ts, 100 sets written blind that day before its tuning), read ' +
      'once by two new, strict readers (50 sets each), output of commit 3028486: 39 of 400 ideas (9.75%) ' +
      'with a contradiction (a palette against a tag, the keywords or the medium 12: nothing cool for a ' +
      '"cool tones" tag, sepia for a glowing bioluminescent beach; light, sky or weather that cannot be ' +
      'there 7: rim light on a jellyfish in total darkness, a storm sky over a city under the sea; a view ' +
      'that cannot show the subject 6; a "pencil sketch" tag not followed 4; a mood against the occasion or ' +
      'the style 4: a haunted tea ceremony; a style against itself 2; a medium against the era 2: a 35mm ' +
      'photograph of an ancient Egyptian scribe; two times of day 1; a title against its idea 1); 47 with ' +
      'nonsense only (a keyword pasted so the sentence does not parse 21, a name left in lower case 16, ' +
      'cut-off titles 8, an abstract keyword drawn as a thing 4); 314 of 400 ideas and 63 of 100 sets had ' +
      'no fault. Against the seventh reading (6.75%) the rate rose: these readers were stricter, and 17 of ' +
      'the 39 come from tags the engine does not know ("pencil sketch", "cool tones", "warm tones").',
  },
  {
    set: 'lyrics',
    read: 30,
    contradictions: 18,
    note:
      'the ninth blind round (song-briefs-ninth.ts, 30, written blind that day before its tuning), read ' +
      'once by a new, strict reader, output of commit 3028486 (lyric kits with a brief model, 26 kinds of ' +
      'song, lines that say what they assume): 18 of 30 songs with a contradiction (23 in all: the kit of ' +
      "another kind of song 5: a party for a nurse's first day, a ghost story for warehouse night shifts; " +
      'against a fact of the brief 5: dementia that will "fade away"; an event at the wrong time 3: a move ' +
      'next month sung as long past; lines against each other 3; against the mood tag 2; a title against ' +
      'the brief 2; someone gone sung as alive 1; the wrong one far away 1; the wrong actor 1); 31 nonsense ' +
      'lines (the brief pasted where it does not fit 24, filler 6, grammar 1) and 5 nonsense titles; 6 ' +
      'songs with no fault; no song switched between I and we. Against the eighth reading (17 of 30, 42 ' +
      'nonsense lines, 4 faultless): fewer pasted lines and more faultless songs, but each blind set brings ' +
      'kinds of brief no kit was chosen for, and the rate of contradicted songs has not fallen.',
  },
  {
    set: 'qa',
    read: 41,
    contradictions: 8,
    note:
      'the ninth blind round (qa-texts-eighth.ts, 8, written blind that day before its tuning), read once ' +
      'against their sources by a new, strict reader, output of commit 3028486: 8 of 41 answers wrong or ' +
      'partial (4 wrong: "Why does the Sun raise tides?" answered with why its effect is smaller; a step ' +
      'question answered by a warning; 4 partial: free parking without where and when), 3 broken questions ' +
      '("How does residents may park free of charge?"), 15 awkward (5 of them "What can you tell me about ' +
      '…?"), 14 pairs fully fine; 41 of 42 pairs asked were written (one text gave 5 of 6; the engine ' +
      'states why, the bench file does not print it). The reader also counted 10 questions as the source ' +
      "sentence turned round, by a stricter test than the bench's copy check.",
  },
  {
    set: 'ideas',
    read: 388,
    contradictions: 67,
    note:
      'the tenth blind round (idea-sets-ninth.ts, 100 sets written blind that day before its tuning), read ' +
      'once by two new, strict readers (50 sets each), output of commit 4239b3d (moods and palettes refused ' +
      'unless the keywords show them): 67 of 388 ideas (17.3%) with a contradiction (a palette against a tag ' +
      'or the keywords 15: a red umbrella "all in monochrome tones", red cabins in "cool tones"; a view that ' +
      'cannot show the subject 14; a flat design (a logo, a card, a tattoo) given a time, a light or a camera ' +
      '11; a style asked for not followed 10: "van gogh style" as ukiyo-e, a Renaissance painting as pixel ' +
      'art; a medium that cannot show the subject 7; a light, time or setting against the keywords 6; a scale ' +
      'against the subject 2; a mood against its tag 1; a medium against the era 1); 103 with nonsense only ' +
      '(a keyword pasted so the sentence does not parse 69: "a lighthouse storm", "a yellow taxis"; a name ' +
      'in lower case 14; cut-off titles 9; other wording 11); 218 fine; 39 of 100 sets without a fault; 3 ' +
      'sets with no idea at all (a style typed before its subject said twice and refused: "synthwave sunset ' +
      '…", "vintage" with "monochrome", "wallpaper for my phone, something calm with …"; fixed after the ' +
      'reading). Against the ninth reading (9.75%) the rate rose: this set asked for more designs and named ' +
      'styles ("bakery logo", "tattoo design", "van gogh style"), which the engine renders as scenes.',
  },
  {
    set: 'lyrics',
    read: 30,
    contradictions: 21,
    note:
      'the tenth blind round (song-briefs-tenth.ts, 30, written blind that day before its tuning), read once ' +
      'by a new, strict reader, output of commit 4239b3d (28 kits: a pet kit and a kit for a fast ordinary ' +
      'day added that day): 21 of 30 songs with a contradiction (26 in all: against a fact of the brief 11: ' +
      'green hills on the Nullarbor, weekly letters to a brother silent for two years, "the climb is steep" ' +
      'for a cup already won; the kit of another kind of song 8: a protest anthem for Monday mornings, a ' +
      'dream-come-true for dock work, a partner love song for self-love, a rave for a village fiesta; against ' +
      'the tags 3; lines against each other 2; the wrong one addressed 2); 40 nonsense lines (the brief ' +
      'pasted where it does not fit 21: "I draw the teeth song in crayon bright"; articles and grammar 10; ' +
      'someone called by name and then "you" in one sentence 4; a word read as a name 2: "my brother Back"; ' +
      'filler 2; "it" for the Lord 1) and 5 nonsense titles; 3 songs with no fault; no song switched voice. ' +
      'Not fully blind: the writer of the set named some of its topics in its report (a dead dog among ' +
      'them) and the pet-loss lines were written before the run. Against the ninth reading (18 of 30, 31 ' +
      'nonsense lines, 6 faultless) no better: each blind set brings kinds of brief no kit was written for, ' +
      'and the lines of the nearest kit contradict them.',
  },
  {
    set: 'qa',
    read: 35,
    contradictions: 7,
    note:
      'the tenth blind round (qa-texts-ninth.ts, 8, written blind that day before its tuning), read once ' +
      'against their sources by a new, strict reader, output of commit 4239b3d (specific questions before ' +
      'vague ones, no pair answered "Yes." alone): 7 of 35 answers wrong or partial (2 wrong: "What does ' +
      'Halden Cycles do?" answered by one returns rule; 5 partial: a step without "before first use", a fee ' +
      'without its free-school-meals rate), 5 broken questions (source fragments pasted in: "use stand", ' +
      '"press LAUNDRY: the fan run"), 12 awkward, 11 fully fine; 35 of 40 pairs asked were written (one ' +
      'text gave 2 of 5; the engine states why, the bench file does not print it).',
  },
];
