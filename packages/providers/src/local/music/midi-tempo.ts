// @tonejs/midi is CommonJS: Node's ESM loader sees only its default export.
import tonejsMidi from '@tonejs/midi';

const { Midi } = tonejsMidi;

/** A MIDI file's opening tempo and metre (120 BPM in 4/4 when it names none, or cannot be read). */
export function midiTempo(data: Uint8Array): { bpm: number; beatsPerBar: number } {
  try {
    const midi = new Midi(data);
    const bpm = midi.header.tempos[0]?.bpm;
    const beats = midi.header.timeSignatures[0]?.timeSignature[0];
    return {
      bpm: bpm && Number.isFinite(bpm) && bpm > 0 ? bpm : 120,
      beatsPerBar: beats && beats > 0 ? beats : 4,
    };
  } catch {
    return { bpm: 120, beatsPerBar: 4 };
  }
}
