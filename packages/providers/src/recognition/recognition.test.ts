import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalSpeechEngine } from '../local/speech';
import { detectPocketsphinx, PocketsphinxRecognizer } from '../local/recognition';
import { HostedRecognizer } from '../openai/transcription';
import { ProviderError } from '../errors';
import { RecognitionError } from './port';
import { decodeWav, encodeWav16, resample } from './wav';

const tone = (rate: number, seconds: number, hz = 440) =>
  Float32Array.from(
    { length: Math.round(rate * seconds) },
    (_, i) => 0.5 * Math.sin((2 * Math.PI * hz * i) / rate),
  );

describe('WAV reading and resampling', () => {
  it('round-trips 16-bit mono', () => {
    const wav = encodeWav16(tone(16000, 0.1), 16000);
    const back = decodeWav(wav);
    expect(back.sampleRate).toBe(16000);
    expect(back.samples.length).toBe(1600);
    expect(back.samples[4]).toBeCloseTo(0.5 * Math.sin((2 * Math.PI * 440 * 4) / 16000), 3);
  });

  it('averages channels and reads float WAV', () => {
    const frames = 100;
    const data = Buffer.alloc(frames * 8);
    for (let i = 0; i < frames; i++) {
      data.writeFloatLE(0.5, i * 8);
      data.writeFloatLE(-0.1, i * 8 + 4);
    }
    const header = Buffer.alloc(44);
    header.write('RIFF', 0, 'ascii');
    header.writeUInt32LE(36 + data.length, 4);
    header.write('WAVEfmt ', 8, 'ascii');
    header.writeUInt32LE(16, 16);
    header.writeUInt16LE(3, 20);
    header.writeUInt16LE(2, 22);
    header.writeUInt32LE(48000, 24);
    header.writeUInt32LE(48000 * 8, 28);
    header.writeUInt16LE(8, 32);
    header.writeUInt16LE(32, 34);
    header.write('data', 36, 'ascii');
    header.writeUInt32LE(data.length, 40);
    const pcm = decodeWav(Buffer.concat([header, data]));
    expect(pcm.sampleRate).toBe(48000);
    expect(pcm.samples[10]).toBeCloseTo(0.2, 5);
  });

  it('refuses what is not a PCM WAV file', () => {
    expect(() => decodeWav(Buffer.from('OggS not a wav file at all'))).toThrow(RecognitionError);
  });

  it('resamples 48 kHz to 16 kHz keeping a tone and removing one above the new Nyquist', () => {
    const keep = resample({ sampleRate: 48000, samples: tone(48000, 0.2, 440) }, 16000);
    expect(keep.length).toBe(3200);
    const rms = (s: Float32Array) =>
      Math.sqrt(s.slice(200, -200).reduce((a, v) => a + v * v, 0) / (s.length - 400));
    expect(rms(keep)).toBeGreaterThan(0.3);
    const folded = resample({ sampleRate: 48000, samples: tone(48000, 0.2, 12000) }, 16000);
    expect(rms(folded)).toBeLessThan(0.05);
  });
});

describe('hosted recogniser (OpenAI-compatible /audio/transcriptions)', () => {
  let base: string;
  const seen: { url: string; auth: string | undefined; type: string | undefined; body: string }[] = [];
  let status = 200;
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        url: req.url ?? '',
        auth: req.headers.authorization,
        type: req.headers['content-type'],
        body: Buffer.concat(chunks).toString('latin1'),
      });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          status === 200 ? { text: ' Hello there. ' } : { error: { message: 'Invalid file format.' } },
        ),
      );
    });
  });
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('posts the clip, model and language as multipart and returns the text', async () => {
    const rec = new HostedRecognizer({
      baseUrl: base,
      apiKey: 'sk-x',
      model: 'Systran/faster-whisper-small',
    });
    const wav = encodeWav16(tone(16000, 0.1), 16000);
    expect(await rec.transcribe(wav, 'audio/wav', { language: 'en-US' })).toEqual({ text: 'Hello there.' });
    const req = seen.at(-1)!;
    expect(req.url).toBe('/v1/audio/transcriptions');
    expect(req.auth).toBe('Bearer sk-x');
    expect(req.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(req.body).toContain('name="model"\r\n\r\nSystran/faster-whisper-small');
    expect(req.body).toContain('name="language"\r\n\r\nen');
    expect(req.body).toMatch(/name="file"; filename="clip\.wav"\r\nContent-Type: audio\/wav/);
    expect(req.body).toContain('RIFF');
  });

  it('sends no key when none is configured, and maps a refused clip and a server error', async () => {
    const rec = new HostedRecognizer({ baseUrl: base });
    status = 400;
    await expect(rec.transcribe(Buffer.from('x'), 'audio/webm', { language: 'en-US' })).rejects.toMatchObject(
      {
        code: 'unsupported_audio',
      },
    );
    expect(seen.at(-1)!.auth).toBeUndefined();
    expect(seen.at(-1)!.body).toContain('filename="clip.webm"');
    status = 503;
    await expect(rec.transcribe(Buffer.from('x'), 'audio/wav', { language: 'en-US' })).rejects.toBeInstanceOf(
      ProviderError,
    );
    status = 200;
  });
});

const pocketsphinx = detectPocketsphinx();
describe.skipIf(!pocketsphinx)(
  'pocketsphinx (skipped: pocketsphinx and pocketsphinx-en-us are not installed)',
  () => {
    it('writes down a clear English sentence spoken by the local speech engine', async () => {
      const speech = new LocalSpeechEngine({ id: 'local-speech' });
      const sentence = 'I would like to work on your team because I enjoy building software';
      const { audio } = await speech.synthesize({
        text: sentence,
        voice: 'en-US-GuyNeural',
        format: 'wav',
      });
      const rec = new PocketsphinxRecognizer({ ...pocketsphinx! });
      const { text } = await rec.transcribe(audio, 'audio/wav', { language: 'en-US' });
      const heard = new Set(text.toLowerCase().split(/\s+/));
      const words = sentence.toLowerCase().split(/\s+/);
      const found = words.filter((w) => heard.has(w)).length;
      expect(found / words.length, text).toBeGreaterThanOrEqual(0.5);
    }, 180_000);

    it('hears nothing in silence, and refuses a clip that is not WAV without ffmpeg', async () => {
      const rec = new PocketsphinxRecognizer({ ...pocketsphinx! });
      const silence = encodeWav16(new Float32Array(16000), 16000);
      expect((await rec.transcribe(silence, 'audio/wav', { language: 'en-US' })).text).toBe('');
      await expect(
        rec.transcribe(Buffer.from('OggS....'), 'audio/ogg', { language: 'en-US' }),
      ).rejects.toMatchObject({ code: 'unsupported_audio' });
    }, 180_000);
  },
);
