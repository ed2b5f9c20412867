/**
 * A small Web Audio voice for the Piano Challenge: each note played sounds as a short plucked tone (a
 * triangle wave with a soft octave above it, a quick attack and a decay). The context is made on the
 * player's click (browsers refuse sound before one); where there is no Web Audio it stays silent.
 */
export interface PianoSynth {
  play(midi: number): void;
  close(): void;
}

const DECAY_SECONDS = 0.7;

export function frequencyOf(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

export function createSynth(): PianoSynth {
  let ctx: AudioContext | null = null;
  try {
    ctx = typeof AudioContext === 'undefined' ? null : new AudioContext();
  } catch {
    ctx = null;
  }
  return {
    play(midi) {
      if (!ctx) return;
      const at = ctx.currentTime;
      const out = ctx.createGain();
      out.gain.setValueAtTime(0.0001, at);
      out.gain.exponentialRampToValueAtTime(0.22, at + 0.008);
      out.gain.exponentialRampToValueAtTime(0.0001, at + DECAY_SECONDS);
      out.connect(ctx.destination);
      for (const [type, ratio, level] of [
        ['triangle', 1, 1],
        ['sine', 2, 0.25],
      ] as const) {
        const osc = ctx.createOscillator();
        const gain = ctx.createGain();
        osc.type = type;
        osc.frequency.value = frequencyOf(midi) * ratio;
        gain.gain.value = level;
        osc.connect(gain).connect(out);
        osc.start(at);
        osc.stop(at + DECAY_SECONDS + 0.05);
      }
    },
    close() {
      void ctx?.close().catch(() => {});
      ctx = null;
    },
  };
}
