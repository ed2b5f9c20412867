/**
 * From espeak-ng's samples to a file: WAV as spoken (22.05 kHz, 16-bit mono), or MP3 through the music
 * engine's LAME encoder, which takes 44.1 kHz stereo: the speech is upsampled 2× and put on both channels.
 */
import { endianness } from 'node:os';
import { encodeMp3 } from '../music/mp3';
import { SAMPLE_RATE as MP3_SAMPLE_RATE } from '../music/synth/wavetable';
import { ESPEAK_SAMPLE_RATE } from './espeak';
import { upsample2x } from './upsample';

const WAV_HEADER_BYTES = 44;

/**
 * A WAV file (RIFF, PCM) of 16-bit mono samples. The 44-byte header is written here: a general WAV library
 * (wavefile) packs sample by sample, about 100 ms for 12 s of speech, where a copy takes under one.
 */
export function toWav(pcm: Int16Array, sampleRate: number = ESPEAK_SAMPLE_RATE): Buffer {
  const dataBytes = pcm.length * 2;
  const wav = Buffer.alloc(WAV_HEADER_BYTES + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(WAV_HEADER_BYTES - 8 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // bytes per frame
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  const samples = Buffer.from(pcm.buffer, pcm.byteOffset, dataBytes);
  samples.copy(wav, WAV_HEADER_BYTES);
  if (endianness() === 'BE') wav.subarray(WAV_HEADER_BYTES).swap16(); // WAV samples are little-endian
  return wav;
}

/** An MP3 file (44.1 kHz, the same speech on both channels) of 16-bit mono samples at 22.05 kHz. */
export async function toMp3(pcm: Int16Array): Promise<Buffer> {
  if (MP3_SAMPLE_RATE !== 2 * ESPEAK_SAMPLE_RATE) throw new Error('The MP3 encoder expects 44.1 kHz.');
  const input = Float32Array.from(pcm, (s) => s / 32768);
  const mono = upsample2x(input);
  return encodeMp3({ left: mono, right: mono });
}
