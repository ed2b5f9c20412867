import { describe, expect, it } from 'vitest';
import { chunkPrompt } from './prompt-chunks';
import { planStoryboard, shotCount, MAX_SHOTS, MIN_SHOTS } from './storyboard';

const PROMPTS = [
  'a red fox running through a snowy forest at dusk',
  'a lighthouse on a cliff in a storm',
  'a city street with neon signs at night in the rain',
  'snowy forest at dawn with a red fox',
  'close-up of two cats sleeping on a sofa',
  'Waves',
  'a cat sitting by a window in the morning, watercolor',
];

describe('storyboard', () => {
  it('gives about one shot per 2–3 seconds, from 2 to 6', () => {
    expect([1, 2, 4, 5, 7.5, 10, 12.5, 15, 20].map(shotCount)).toEqual([2, 2, 2, 2, 3, 4, 5, 6, 6]);
    for (let seconds = 1; seconds <= 20; seconds += 0.5) {
      const { shots } = planStoryboard({ prompt: PROMPTS[0]!, durationSeconds: seconds, seed: 3 });
      expect(shots.length).toBe(shotCount(seconds));
      expect(shots.length).toBeGreaterThanOrEqual(MIN_SHOTS);
      expect(shots.length).toBeLessThanOrEqual(MAX_SHOTS);
      // The shots follow each other without gaps and fill the video, each about a fifth either side of the mean.
      expect(shots[0]!.start).toBe(0);
      for (const [i, shot] of shots.entries()) {
        if (i > 0) expect(shot.start).toBeCloseTo(shots[i - 1]!.start + shots[i - 1]!.duration, 9);
        expect(shot.duration).toBeGreaterThan((0.8 / 1.2) * (seconds / shots.length) - 1e-9);
      }
      const last = shots.at(-1)!;
      expect(last.start + last.duration).toBeCloseTo(seconds, 9);
    }
  });

  it('opens on the prompt as written and keeps its subject, weather and style in every shot', () => {
    const subjects: Record<string, string[]> = {
      [PROMPTS[0]!]: ['red fox running'],
      [PROMPTS[1]!]: ['lighthouse', 'storm'],
      [PROMPTS[2]!]: ['city street', 'neon signs', 'rain'],
      [PROMPTS[3]!]: ['snowy forest', 'red fox'],
      [PROMPTS[4]!]: ['two cats sleeping', 'sofa'],
      [PROMPTS[5]!]: ['Waves'],
      [PROMPTS[6]!]: ['cat sitting', 'watercolor'],
    };
    for (const prompt of PROMPTS) {
      for (const seed of [1, 2, 3, 4, 5]) {
        const { shots } = planStoryboard({ prompt, durationSeconds: 15, seed });
        expect(shots[0]!.prompt).toBe(prompt);
        for (const shot of shots) {
          for (const words of subjects[prompt]!) expect(shot.prompt, `${prompt} / ${seed}`).toContain(words);
        }
      }
    }
  });

  it('varies the framing and the setting words, and moves the time of day on, never back', () => {
    const { shots } = planStoryboard({ prompt: PROMPTS[0]!, durationSeconds: 15, seed: 9 });
    const prompts = shots.map((s) => s.prompt);
    expect(new Set(prompts).size).toBe(shots.length);
    expect(new Set(shots.map((s) => s.framing)).size).toBeGreaterThan(1);
    const order = ['at dusk', 'at twilight', 'at night'];
    const times = prompts.map((p) => order.findIndex((t) => p!.endsWith(t)));
    expect(times.every((t) => t >= 0)).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // The prompt's own "at dusk" is never said twice in one shot.
    for (const p of prompts) expect(p!.match(/\bat (?:dusk|twilight|night)\b/g)).toHaveLength(1);
  });

  it('never uses the same camera move twice running, and plans every kind of move over many seeds', () => {
    const kinds = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const { shots } = planStoryboard({
        prompt: PROMPTS[seed % PROMPTS.length]!,
        durationSeconds: 20,
        seed,
      });
      for (const [i, shot] of shots.entries()) {
        kinds.add(shot.camera.kind);
        if (i > 0) expect(shot.camera.kind).not.toBe(shots[i - 1]!.camera.kind);
        expect(shot.transition).toBe(i > 0 && shot.fade > 0 ? 'fade' : 'cut');
      }
    }
    expect([...kinds].sort()).toEqual(
      ['ken-burns', 'pan-left', 'pan-right', 'pull-out', 'push-in', 'tilt-down', 'tilt-up'].sort(),
    );
  });

  it('is deterministic for a seed, and another seed gives another storyboard', () => {
    const a = planStoryboard({ prompt: PROMPTS[2]!, durationSeconds: 12, seed: 42 });
    const b = planStoryboard({ prompt: PROMPTS[2]!, durationSeconds: 12, seed: 42 });
    const c = planStoryboard({ prompt: PROMPTS[2]!, durationSeconds: 12, seed: 43 });
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
    // Without a seed the prompt decides, as in the image engine.
    expect(planStoryboard({ prompt: PROMPTS[2]!, durationSeconds: 12 })).toEqual(
      planStoryboard({ prompt: PROMPTS[2]!, durationSeconds: 12 }),
    );
  });

  it("keeps a written script's shots: their prompts and starts, the last running to the end", () => {
    const script = [
      { prompt: 'city lights are calling, synthwave', start: 0 },
      { prompt: 'we run until the morning, synthwave', start: 4 },
      { prompt: 'hold on, synthwave', start: 8 },
    ];
    const { shots } = planStoryboard({ prompt: 'night drive', durationSeconds: 12, seed: 5, script });
    expect(shots.map((s) => s.prompt)).toEqual(script.map((s) => s.prompt));
    expect(shots.map((s) => [s.start, s.duration])).toEqual([
      [0, 4],
      [4, 4],
      [8, 4],
    ]);
  });

  it('makes one unpainted shot per given image', () => {
    const { shots } = planStoryboard({ prompt: '', durationSeconds: 6, seed: 1, images: 3 });
    expect(shots.map((s) => s.image)).toEqual([0, 1, 2]);
    expect(shots.every((s) => s.prompt === undefined)).toBe(true);
  });
});

describe('prompt phrases', () => {
  it('splits before setting prepositions and at commas, and keeps "of" phrases whole', () => {
    expect(chunkPrompt('a field of tulips in the rain, wide shot').map((c) => [c.separator, c.text])).toEqual(
      [
        ['', 'a field of tulips'],
        [' ', 'in the rain'],
        [', ', 'wide shot'],
      ],
    );
  });
});
