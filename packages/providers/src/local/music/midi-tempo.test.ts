import { describe, expect, it } from 'vitest';
import { compose } from './composer';
import { toMidi } from './midi';
import { midiTempo } from './midi-tempo';

describe('midiTempo', () => {
  it('reads back the tempo and metre the local composer wrote, and 120 in 4/4 from what it cannot read', () => {
    const score = compose({ keywords: 'waltz', tags: { Genre: ['Jazz'] }, lengthSeconds: 10 }, 3);
    const { bpm, beatsPerBar } = midiTempo(toMidi(score));
    expect(bpm).toBeCloseTo(score.tempo, 3);
    expect(beatsPerBar).toBe(score.timeSignature[0]);
    expect(midiTempo(new Uint8Array([1, 2, 3]))).toEqual({ bpm: 120, beatsPerBar: 4 });
  });
});
