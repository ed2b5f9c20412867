import { describe, expect, it } from 'vitest';
import { planStoryboard } from './storyboard';
import { frameCount, planTimeline, viewAt } from './timeline';

describe('timeline', () => {
  it('covers every frame with one shot, or two during a fade that blends from the first to the second', () => {
    for (let seed = 0; seed < 30; seed++) {
      const seconds = 1 + (seed % 20);
      const fps = seed % 2 ? 30 : 24;
      const { shots } = planStoryboard({
        prompt: 'a boat on a lake at sunset',
        durationSeconds: seconds,
        seed,
      });
      const timeline = planTimeline(shots, seconds, fps);
      expect(timeline.frames).toBe(frameCount(seconds, fps));
      expect(timeline.spans[0]!.first).toBe(0);
      expect(timeline.spans.at(-1)!.last).toBe(timeline.frames - 1);
      let shown = 0;
      let alpha = 0;
      for (let frame = 0; frame < timeline.frames; frame++) {
        const view = viewAt(timeline, frame);
        expect(view.shot).toBeGreaterThanOrEqual(shown);
        if ('next' in view) {
          expect(shots[view.next]!.transition).toBe('fade');
          expect(view.alpha).toBeGreaterThan(view.shot === shown && alpha > 0 ? alpha : 0);
          expect(view.alpha).toBeLessThan(1);
          alpha = view.alpha;
        } else alpha = 0;
        shown = view.shot;
      }
      expect(shown).toBe(shots.length - 1);
      // Each shot runs its whole move: from its first frame (t = 0) to its last (t = 1).
      for (const [i, span] of timeline.spans.entries()) {
        const at = (frame: number) => {
          const view = viewAt(timeline, frame);
          return view.shot === i ? view.t : 'next' in view && view.next === i ? view.nextT : NaN;
        };
        expect(at(span.first)).toBe(0);
        expect(at(span.last)).toBe(1);
        expect(span.fadeIn > 0).toBe(shots[i]!.transition === 'fade');
      }
      // The poster comes from the first shot alone.
      expect(viewAt(timeline, timeline.poster)).toMatchObject({ shot: 0 });
      expect('next' in viewAt(timeline, timeline.poster)).toBe(false);
    }
  });
});
