import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeWav } from '../../recognition/wav';
import { RecognitionError } from '../../recognition/port';
import { ffmpegBinary } from '../ffmpeg-binary';
import { LocalSpeechEngine } from '../speech';
import { RECOGNITION_RATE, toRecognitionWav } from './decode';
import { PocketsphinxRecognizer } from './pocketsphinx';
import { detectPocketsphinx, findExecutable } from './tools';

const run = promisify(execFile);
const SENTENCE = 'I would like to work on your team because I enjoy building software';
// The build npm install brings, as a server without a system ffmpeg uses it (createSpeechRecognizer).
const ffmpeg = ffmpegBinary() ?? findExecutable('ffmpeg');
const pocketsphinx = detectPocketsphinx();

describe('clips that cannot be decoded', () => {
  it('without ffmpeg, names the clip type the server cannot read', async () => {
    const error = await toRecognitionWav(Buffer.from('OggS not really'), 'audio/ogg', {
      timeoutMs: 5000,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RecognitionError);
    expect(error).toMatchObject({ code: 'unsupported_audio' });
    expect((error as Error).message).toContain('audio/ogg');
  });

  it('with an ffmpeg that cannot be started, is a recogniser failure rather than a bad clip', async () => {
    const error = await toRecognitionWav(Buffer.from('OggS not really'), 'audio/ogg', {
      ffmpeg: join(tmpdir(), 'muse-no-such-ffmpeg'),
      timeoutMs: 5000,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'failed' });
  });
});

describe.skipIf(!ffmpeg)('WebM and Ogg clips through ffmpeg (skipped: ffmpeg is not installed)', () => {
  let dir: string;
  let spokenSeconds: number;
  const clips: Record<'ogg' | 'webm', Buffer> = { ogg: Buffer.alloc(0), webm: Buffer.alloc(0) };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'muse-decode-'));
    const { audio } = await new LocalSpeechEngine({ id: 'local-speech' }).synthesize({
      text: SENTENCE,
      voice: 'en-US-GuyNeural',
      format: 'wav',
    });
    const pcm = decodeWav(audio);
    spokenSeconds = pcm.samples.length / pcm.sampleRate;
    const wav = join(dir, 'answer.wav');
    await writeFile(wav, audio);
    // What browsers' MediaRecorder makes: Opus at 48 kHz in an Ogg or a WebM container.
    for (const kind of ['ogg', 'webm'] as const) {
      const out = join(dir, `answer.${kind}`);
      await run(ffmpeg!, [
        '-hide_banner',
        '-loglevel',
        'error',
        '-i',
        wav,
        '-c:a',
        'libopus',
        '-ar',
        '48000',
        out,
      ]);
      clips[kind] = await readFile(out);
    }
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each(['ogg', 'webm'] as const)(
    'turns an Opus %s clip into 16 kHz mono WAV of the same length',
    async (kind) => {
      const wav = await toRecognitionWav(clips[kind], `audio/${kind};codecs=opus`, {
        ffmpeg: ffmpeg!,
        timeoutMs: 30_000,
      });
      expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
      expect(wav.readUInt16LE(22)).toBe(1); // mono
      expect(wav.readUInt32LE(24)).toBe(RECOGNITION_RATE);
      expect(wav.readUInt16LE(34)).toBe(16);
      const back = decodeWav(wav);
      const seconds = back.samples.length / back.sampleRate;
      expect(Math.abs(seconds - spokenSeconds), `${seconds} s vs ${spokenSeconds} s`).toBeLessThan(0.1);
      const loudest = back.samples.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
      expect(loudest).toBeGreaterThan(0.1); // speech, not silence
    },
    60_000,
  );

  it('refuses garbage with a message that says the clip could not be read', async () => {
    const error = await toRecognitionWav(Buffer.from('OggS'.padEnd(400, 'x')), 'audio/ogg', {
      ffmpeg: ffmpeg!,
      timeoutMs: 30_000,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RecognitionError);
    expect(error).toMatchObject({ code: 'unsupported_audio' });
    expect((error as Error).message).toMatch(/audio\/ogg/);
  });

  it.skipIf(!pocketsphinx)(
    'lets pocketsphinx hear the words of the Ogg clip (skipped: pocketsphinx is not installed)',
    async () => {
      const rec = new PocketsphinxRecognizer({ ...pocketsphinx!, ffmpeg: ffmpeg! });
      const { text } = await rec.transcribe(clips.ogg, 'audio/ogg', { language: 'en-US' });
      const heard = new Set(text.toLowerCase().split(/\s+/));
      const words = SENTENCE.toLowerCase().split(/\s+/);
      const found = words.filter((w) => heard.has(w)).length;
      expect(found / words.length, text).toBeGreaterThanOrEqual(0.5);
    },
    180_000,
  );
});
