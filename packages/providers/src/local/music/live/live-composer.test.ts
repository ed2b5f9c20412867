import type { LiveMusicSettings } from '@muse/contracts';
import { Scale } from 'tonal';
import { describe, expect, it } from 'vitest';
import { chromaOf } from '../compose/theory';
import { blendPrompts } from './blend';
import { BASS_CHANNEL, DRUM_CHANNEL, LiveComposer, sectionAt, type LiveBar } from './live-composer';

const BASE: LiveMusicSettings = {
  prompts: [{ text: 'upbeat pop with piano', weight: 1 }],
  tempo: 120,
  density: 0.5,
  brightness: 0.5,
  key: 'C major',
};

const bars = (settings: Partial<LiveMusicSettings>, count = 8, seed = 7): LiveBar[] => {
  const composer = new LiveComposer({ ...BASE, ...settings }, seed);
  return Array.from({ length: count }, () => composer.nextBar());
};
const pitched = (list: LiveBar[]) => list.flatMap((b) => b.notes).filter((n) => n.channel !== DRUM_CHANNEL);

describe('live composer', () => {
  it('writes bars one after another through a looping form', () => {
    const list = bars({}, 3);
    expect(list.map((b) => b.index)).toEqual([0, 1, 2]);
    expect(sectionAt(0).type).toBe('verse');
    expect(sectionAt(8).type).toBe('chorus');
    expect(sectionAt(36)).toMatchObject({ type: 'verse', cycle: 1, barInPart: 0 });
    for (const bar of list) {
      expect(bar.notes.length).toBeGreaterThan(0);
      for (const note of bar.notes) expect(note.time).toBeLessThan(bar.seconds);
    }
  });

  it('plays more notes when the density goes up', () => {
    const sparse = bars({ density: 0 }, 16).flatMap((b) => b.notes).length;
    const dense = bars({ density: 1 }, 16).flatMap((b) => b.notes).length;
    expect(dense).toBeGreaterThan(sparse * 1.5);
  });

  it('plays in the key asked for', () => {
    const inScale = (key: string, list: LiveBar[]) => {
      const [tonic, mode] = key.split(' ');
      const scale = new Set(
        Scale.get(`${tonic} ${mode === 'minor' ? 'aeolian' : 'major'}`).notes.map(chromaOf),
      );
      const notes = pitched(list);
      return notes.filter((n) => scale.has(n.midi % 12)).length / notes.length;
    };
    for (const key of ['C major', 'F# major', 'Eb minor'])
      expect(inScale(key, bars({ key }, 16))).toBeGreaterThan(0.9);
    // C major's notes are mostly outside F# major's scale (they share only B and F/E#).
    expect(inScale('F# major', bars({ key: 'C major' }, 16))).toBeLessThan(0.5);
  });

  it('makes the tone and the cymbals brighter with the brightness', () => {
    const dark = bars({ brightness: 0 }, 4);
    const bright = bars({ brightness: 1 }, 4);
    expect(dark[0]!.brightness).toBeCloseTo(0.5);
    expect(bright[0]!.brightness).toBeCloseTo(2);
    const hats = (list: LiveBar[]) =>
      list.flatMap((b) => b.notes).filter((n) => n.channel === DRUM_CHANNEL && n.midi === 42);
    const mean = (xs: { velocity: number }[]) => xs.reduce((s, n) => s + n.velocity, 0) / xs.length;
    expect(mean(hats(bright))).toBeGreaterThan(mean(hats(dark)) * 1.5);
  });

  it('sets the bar length by the tempo', () => {
    expect(bars({ tempo: 60 }, 1)[0]!.seconds).toBeCloseTo(4);
    expect(bars({ tempo: 120 }, 1)[0]!.seconds).toBeCloseTo(2);
    expect(bars({ tempo: 180 }, 1)[0]!.seconds).toBeCloseTo(4 / 3);
  });

  it('applies a change from the next bar it writes', () => {
    const composer = new LiveComposer(BASE, 3);
    composer.nextBar();
    composer.nextBar();
    expect(composer.update({ tempo: 90, key: 'A minor' })).toEqual({ revision: 1, fromBar: 2 });
    const next = composer.nextBar();
    expect(next).toMatchObject({ index: 2, revision: 1, tempo: 90, key: 'A minor' });
    expect(next.seconds).toBeCloseTo(240 / 90);
    // An absent field keeps its value.
    composer.update({ density: 1 });
    expect(composer.nextBar()).toMatchObject({ tempo: 90, key: 'A minor', revision: 2 });
  });

  it('is the same for the same seed and settings', () => {
    expect(bars({}, 4, 11)).toEqual(bars({}, 4, 11));
    expect(bars({}, 4, 11)).not.toEqual(bars({}, 4, 12));
  });
});

describe('prompt blend', () => {
  it('lets the heaviest prompt set the groove and every prompt play by its weight', () => {
    const prompts = [
      { text: 'calm ambient pad', weight: 0.25 },
      { text: 'heavy metal, distorted guitar', weight: 0.75 },
    ];
    const blend = blendPrompts(prompts);
    expect(blend.groove.name).toBe('metal');
    expect(blend.layers.map((l) => l.share)).toEqual([0.75, 0.25]);
    expect(blend.layers[0]!.lead).toBe(30);
    expect(blendPrompts(prompts.map((p) => ({ ...p, weight: 1 - p.weight }))).groove.name).toBe('ambient');
  });

  it('moves the instruments’ levels when a weight moves', () => {
    const at = (metal: number) =>
      new LiveComposer(
        {
          ...BASE,
          prompts: [
            { text: 'calm ambient pad', weight: 1 - metal },
            { text: 'metal distorted guitar', weight: metal },
          ],
        },
        1,
      ).nextBar();
    const before = at(0);
    const after = at(1);
    expect(before.channels.find((c) => c.channel === DRUM_CHANNEL)!.program).not.toBe(
      after.channels.find((c) => c.channel === DRUM_CHANNEL)!.program,
    );
    expect(after.channels.find((c) => c.channel === 0)!.program).toBe(30);
    expect(after.channels.find((c) => c.channel === 2)!.volume).toBe(0);
    const mixed = at(0.5);
    expect(mixed.channels.find((c) => c.channel === 0)!.volume).toBeCloseTo(
      mixed.channels.find((c) => c.channel === 2)!.volume,
    );
    expect(mixed.notes.some((n) => n.channel === BASS_CHANNEL)).toBe(true);
  });

  it('counts every prompt alike when all weights are zero', () => {
    const blend = blendPrompts([
      { text: 'jazz piano', weight: 0 },
      { text: 'rock guitar', weight: 0 },
    ]);
    expect(blend.layers.map((l) => l.share)).toEqual([0.5, 0.5]);
  });
});
