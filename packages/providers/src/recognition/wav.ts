import { RecognitionError } from './port';

/** Decoded PCM audio: one channel (the channels averaged), samples in −1…1. */
export interface PcmAudio {
  sampleRate: number;
  samples: Float32Array;
}

const unsupported = (why: string) => new RecognitionError('unsupported_audio', why);

/** Whether the bytes start like a RIFF/WAVE file. */
export function isWav(bytes: Buffer): boolean {
  return (
    bytes.length >= 12 &&
    bytes.toString('ascii', 0, 4) === 'RIFF' &&
    bytes.toString('ascii', 8, 12) === 'WAVE'
  );
}

/**
 * Reads a WAV file: PCM 8, 16, 24 or 32 bit, or 32-bit float (WAVE_FORMAT_EXTENSIBLE included), any
 * number of channels. Anything else is a RecognitionError('unsupported_audio').
 */
export function decodeWav(bytes: Buffer): PcmAudio {
  if (!isWav(bytes)) throw unsupported('The clip is not a WAV file.');
  let offset = 12;
  let format: { tag: number; channels: number; rate: number; bits: number } | undefined;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > bytes.length) throw unsupported('The WAV file has a broken header.');
      let tag = bytes.readUInt16LE(body);
      if (tag === 0xfffe && size >= 26) tag = bytes.readUInt16LE(body + 24); // extensible: the sub-format
      format = {
        tag,
        channels: bytes.readUInt16LE(body + 2),
        rate: bytes.readUInt32LE(body + 4),
        bits: bytes.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format) throw unsupported('The WAV file has no format header.');
      // A recorder that never went back to fill in the size writes 0 or 0xFFFFFFFF: take what is there.
      const end = size === 0 || size === 0xffffffff ? bytes.length : Math.min(bytes.length, body + size);
      return { sampleRate: format.rate, samples: readSamples(bytes.subarray(body, end), format) };
    }
    offset = body + size + (size % 2);
  }
  throw unsupported('The WAV file has no audio data.');
}

function readSamples(
  data: Buffer,
  f: { tag: number; channels: number; rate: number; bits: number },
): Float32Array {
  if (f.channels < 1 || f.channels > 8) throw unsupported('The WAV file has an unusual channel count.');
  if (f.rate < 4000 || f.rate > 192_000) throw unsupported('The WAV file has an unusual sample rate.');
  const isFloat = f.tag === 3 && f.bits === 32;
  if (!isFloat && !(f.tag === 1 && [8, 16, 24, 32].includes(f.bits)))
    throw unsupported('Only PCM WAV files are understood.');
  const width = f.bits / 8;
  const frame = width * f.channels;
  const frames = Math.floor(data.length / frame);
  const out = new Float32Array(frames);
  for (let i = 0; i < frames; i++) {
    let sum = 0;
    for (let c = 0; c < f.channels; c++) {
      const at = i * frame + c * width;
      if (isFloat) sum += data.readFloatLE(at);
      else if (f.bits === 8) sum += (data[at]! - 128) / 128;
      else if (f.bits === 16) sum += data.readInt16LE(at) / 32768;
      else if (f.bits === 24) sum += data.readIntLE(at, 3) / 8388608;
      else sum += data.readInt32LE(at) / 2147483648;
    }
    out[i] = sum / f.channels;
  }
  return out;
}

/**
 * Resamples to `rate` by a windowed-sinc interpolator whose cut-off follows the lower of the two rates, so
 * going down (44.1 or 48 kHz → 16 kHz) does not fold the treble back into the speech band.
 */
export function resample(audio: PcmAudio, rate: number): Float32Array {
  if (audio.sampleRate === rate) return audio.samples;
  const input = audio.samples;
  const ratio = audio.sampleRate / rate;
  const length = Math.floor(input.length / ratio);
  const out = new Float32Array(length);
  const cutoff = Math.min(1, 1 / ratio); // relative to the input's Nyquist
  const half = Math.ceil(8 / cutoff); // taps on each side
  for (let i = 0; i < length; i++) {
    const centre = i * ratio;
    const first = Math.max(0, Math.ceil(centre - half));
    const last = Math.min(input.length - 1, Math.floor(centre + half));
    let acc = 0;
    let norm = 0;
    for (let j = first; j <= last; j++) {
      const t = j - centre;
      const x = t * cutoff;
      const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
      const w = 0.5 + 0.5 * Math.cos((Math.PI * t) / (half + 1)); // Hann
      const k = sinc * w;
      acc += input[j]! * k;
      norm += k;
    }
    out[i] = norm > 0 ? acc / norm : 0;
  }
  return out;
}

/** 16-bit mono PCM WAV of the samples at `rate`. */
export function encodeWav16(samples: Float32Array, rate: number): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    data.writeInt16LE(Math.round(s < 0 ? s * 32768 : s * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** The clip's length in seconds, for a WAV file; undefined for other formats. */
export function wavSeconds(bytes: Buffer): number | undefined {
  if (!isWav(bytes)) return undefined;
  const audio = decodeWav(bytes);
  return audio.samples.length / audio.sampleRate;
}
