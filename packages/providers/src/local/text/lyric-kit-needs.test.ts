import { describe, expect, it } from 'vitest';
import type { LineNeed } from './lyric-brief-model';
import { moodOfTags } from './lyric-feelings';
import { kitIdOf, writeKitChorus, writeKitVerse } from './lyric-kit-writer';
import { KITS } from './lyric-kits';
import type { KitCouplet } from './lyric-kits/kit';
import { themesFromKeywords } from './lyric-theme';
import { createLyricContext } from './lyric-writer';
import { createRng } from './rng';

function context(keywords: string, tags: string[], seed: number) {
  const rng = createRng(seed);
  return createLyricContext({
    rng,
    themes: themesFromKeywords(keywords.split(/,\s*/), rng),
    target: 9,
    tone: 'any',
    tags,
    mood: moodOfTags(tags),
  });
}

const songOf = (keywords: string, tags: string[], seed: number): string[] => {
  const ctx = context(keywords, tags, seed);
  return [...(writeKitChorus(ctx) ?? []), ...(writeKitVerse(ctx) ?? [])];
};

/** Every kit line that assumes `need`, as a pattern any subject fills, in either voice. */
function linesNeeding(need: LineNeed): RegExp[] {
  const items = Object.values(KITS).flatMap((kit) => [
    ...[...kit.verse, ...kit.chorus].map((c) => ({ texts: c.lines, needs: c.needs })),
    ...kit.hooks.map((h) => ({ texts: [h.line], needs: h.needs })),
  ]);
  // A line some kit sings without the need ("I'm holding on to {kw}" of a loss) is no sign of it.
  const free = new Set(items.filter((i) => !i.needs?.includes(need)).flatMap((i) => i.texts));
  return items
    .filter((i) => i.needs?.includes(need))
    .flatMap((i) => i.texts)
    .filter((t) => !free.has(t))
    .map((t) => {
      const parts = t.split(/\{kw\}|\{bare\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      return new RegExp(`^(?:oh, )?${parts.join('.+')}$`, 'i');
    });
}

/** Whether any of the songs of these briefs, over some seeds, sings a line assuming `need`. */
function sings(need: LineNeed, briefs: readonly [string, string[]][], seeds = 15): string[] {
  const patterns = linesNeeding(need);
  const found: string[] = [];
  for (const [keywords, tags] of briefs)
    for (let seed = 1; seed <= seeds; seed++)
      for (const line of songOf(keywords, tags, seed))
        if (patterns.some((p) => p.test(line))) found.push(line);
  return found;
}

describe('kit lines keep to what the brief allows', () => {
  it('finds the lines that assume someone alive', () => {
    expect(linesNeeding('alive').some((p) => p.test('You make the ordinary bright'))).toBe(true);
    expect(linesNeeding('ongoing').some((p) => p.test('The coffee’s cold, I let it stay'))).toBe(true);
  });

  it('never sings one who has died as alive, whatever the mood', () => {
    const gone: [string, string[]][] = [
      ['grandpa joe passed away, he would want a big party', ['Funk', 'Happy']],
      ['my late mother, her garden, her old radio', ['Folk', 'Warm']],
      ['auntie mae died last year, her laugh, her cooking', ['Gospel', 'Energetic']],
    ];
    expect(sings('alive', gone)).toEqual([]);
  });

  it('celebrates a life with the tribute kit: thanks and dancing, sung to the one remembered', () => {
    const ctx = context('grandpa joe passed away, he would want a big party', ['Funk', 'Happy'], 3);
    expect(kitIdOf(ctx)).toBe('tribute');
    const song = songOf('grandpa joe passed away, he would want a big party', ['Funk', 'Happy'], 3);
    expect(song.join(' ')).toMatch(/Grandpa Joe/);
  });

  it('never sings a one-time event with lines of a long low stretch or of a day that comes round', () => {
    const once: [string, string[]][] = [
      ['new year’s eve alone in a hostel, far from home', ['Lo-fi', 'Sad']],
      ['prom night and my date never showed', ['Indie', 'Dark']],
      ['last day at my first job, cleaning out my desk', ['Acoustic', 'Melancholic']],
    ];
    expect(sings('ongoing', once)).toEqual([]);
    expect(sings('recurring', once)).toEqual([]);
  });

  it('sings a friend no lines of the family home, and a toast to a couple', () => {
    const friend: [string, string[]][] = [
      ['toast for my best friend at his wedding, we met in college', ['Pop', 'Happy']],
      ['my friend sam, road trips and bad jokes', ['Indie', 'Happy']],
    ];
    expect(sings('kin', friend)).toEqual([]);
    expect(sings('couple', friend.slice(0, 1)).length).toBeGreaterThan(0);
  });

  it('sings a race as a race and a game as a game, and a win only when it was won', () => {
    const race: [string, string[]][] = [
      ['half marathon, mile twenty, my knees are gone', ['EDM', 'Energetic']],
    ];
    const game: [string, string[]][] = [['our team won the league on the last day', ['Anthem', 'Epic']]];
    expect(sings('game', race)).toEqual([]);
    expect(sings('won', race)).toEqual([]);
    expect(sings('race', game)).toEqual([]);
    expect(sings('won', game).length).toBeGreaterThan(0);
  });

  it('sings a divorce or a break-up to "you", never to the word', () => {
    for (let seed = 1; seed <= 15; seed++) {
      const song = songOf('divorce, dividing the books, who gets the dog', ['Blues', 'Sad'], seed);
      expect(song.length).toBeGreaterThan(0);
      expect(song.join(' '), song.join(' / ')).not.toMatch(/\bdivorce\b/i);
      expect(song.join(' ')).toMatch(/\byou\b/i);
      const breakup = songOf('the breakup, her toothbrush still in the cup', ['Indie', 'Melancholic'], seed);
      expect(breakup.join(' '), breakup.join(' / ')).not.toMatch(/\b(?:of|from|to) (?:the )?breakup\b/i);
    }
  });

  it('sings a new love no lines of a long shared life, and a love far away none of the room', () => {
    const fresh: [string, string[]][] = [
      ['first date at the bowling alley, butterflies', ['Pop', 'Romantic']],
      ['falling in love with the barista, paper cups', ['Jazz', 'Romantic']],
    ];
    expect(sings('settled', fresh)).toEqual([]);
    const far: [string, string[]][] = [
      ['she lives in tokyo, long distance love, time zones', ['R&B', 'Romantic']],
    ];
    expect(sings('present', far)).toEqual([]);
    expect(sings('away', far).length).toBeGreaterThan(0);
  });

  it('never sings something left behind as a goal', () => {
    const left: [string, string[]][] = [
      ['leaving my hometown for college', ['Pop', 'Hopeful']],
      ['moving out, goodbye to my old room', ['Indie', 'Hopeful']],
    ];
    expect(sings('goal', left)).toEqual([]);
  });

  it('puts a detail of the brief only into a pair made for any concrete thing', () => {
    // Pairs a detail may fill: they take things or scenes, never feelings or people.
    const concrete = Object.values(KITS)
      .flatMap((kit) => kit.verse)
      .filter(
        (c: KitCouplet) =>
          c.kinds !== undefined &&
          !c.kinds.includes('abstract') &&
          !c.kinds.includes('person') &&
          (c.kinds.includes('thing') || c.kinds.includes('scene')),
      )
      .flatMap((c) => c.lines)
      .map(
        (t) =>
          new RegExp(
            `^${t
              .split(/\{kw\}|\{bare\}/)
              .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
              .join('.+')}$`,
            'i',
          ),
      );
    const briefs: [string, string, string[]][] = [
      ['falling in love in lisbon, trams, late coffee', 'trams', ['Jazz', 'Romantic']],
      ['nobody came to my housewarming, paper plates', 'paper plates', ['Indie', 'Dark']],
    ];
    for (const [keywords, detail, tags] of briefs)
      for (let seed = 1; seed <= 15; seed++) {
        const ctx = context(keywords, tags, seed);
        const verse = writeKitVerse(ctx, ctx.themes.slice(1)) ?? [];
        for (const line of verse.filter((l) => l.toLowerCase().includes(detail)))
          expect(
            concrete.some((p) => p.test(line.replace(/\bwe\b/gi, 'I'))),
            line,
          ).toBe(true);
      }
  });

  it('keeps lines of the singer roaming, a passing pain, race day and a faith found once to their briefs', () => {
    expect(sings('homesick', [['my big sister serving in the navy overseas', ['Country', 'Warm']]])).toEqual(
      [],
    );
    expect(sings('passing', [['looking after my grandad with alzheimer’s', ['Folk', 'Sad']]])).toEqual([]);
    expect(sings('raceday', [['training for the city 10k', ['EDM', 'Energetic']]])).toEqual([]);
    expect(sings('once', [['evening vespers at the abbey every week', ['Choral', 'Calm']]])).toEqual([]);
    expect(sings('job', [['so relieved my engagement is off', ['Pop', 'Happy']]])).toEqual([]);
  });
});
