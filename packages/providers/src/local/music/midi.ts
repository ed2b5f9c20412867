/** Writes a Score as a standard MIDI file: one named track per instrument, with tempo, key and metre. */
// @tonejs/midi is CommonJS: Node's ESM loader sees only its default export.
import tonejsMidi from '@tonejs/midi';
import { Key } from 'tonal';
import type { Score } from './score';

const { Midi } = tonejsMidi;

export function toMidi(score: Score): Uint8Array {
  const midi = new Midi();
  midi.name = `${score.key} ${score.mode}`;
  midi.header.setTempo(score.tempo);
  midi.header.timeSignatures.push({ ticks: 0, timeSignature: [...score.timeSignature] });
  // @tonejs/midi names a key signature by its major key; the sharps/flats byte is set right below.
  const major = score.mode === 'major' ? score.key : Key.minorKey(score.key).relativeMajor;
  midi.header.keySignatures.push({ ticks: 0, key: major, scale: score.mode });
  midi.header.update();
  for (const source of score.tracks) {
    const track = midi.addTrack();
    track.name = source.name;
    track.channel = source.channel;
    track.instrument.number = source.instrument;
    for (const note of source.notes) {
      track.addNote({ midi: note.midi, time: note.time, duration: note.duration, velocity: note.velocity });
    }
  }
  const bytes = midi.toArray();
  fixKeySignature(bytes, Key.majorKey(major).alteration);
  return bytes;
}

/**
 * @tonejs/midi 2.0.28 writes the key-signature meta event (FF 59 02 sf mi) with `sf` offset by 7; write the
 * real count of sharps (positive) or flats (negative) as a signed byte.
 */
function fixKeySignature(bytes: Uint8Array, sharps: number): void {
  for (let i = 0; i + 4 < bytes.length; i += 1) {
    if (bytes[i] === 0xff && bytes[i + 1] === 0x59 && bytes[i + 2] === 0x02) {
      bytes[i + 3] = sharps & 0xff;
      return;
    }
  }
}
