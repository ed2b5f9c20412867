import Pitchfinder from 'pitchfinder';
import wavefile from 'wavefile';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../errors';
import type { SpeechRequest } from '../../ports/speech';
import { findVoice, listVoiceLocales } from '../../voices';
import { mp3Frames } from '../music/mp3-frames';
import { LocalSpeechEngine, MAX_SPEECH_CHARACTERS } from './engine';
import { ESPEAK_SAMPLE_RATE, loadEspeak } from './espeak';
import { espeakLanguageFor } from './languages';
import { prosodyFor } from './prosody';

const engine = new LocalSpeechEngine({ id: 'local-speech' });
const SENTENCE = 'The weather is lovely today, and we are going for a long walk by the river.';

/** 16-bit samples of a WAV reply. */
function samplesOf(audio: Buffer): Int16Array {
  const wav = new wavefile.WaveFile(audio);
  return wav.getSamples(false, Int16Array) as unknown as Int16Array;
}

/** The median fundamental frequency (Hz) of the voiced frames, by YIN. */
function medianPitch(samples: Int16Array): number {
  const detect = Pitchfinder.YIN({ sampleRate: ESPEAK_SAMPLE_RATE, threshold: 0.15 });
  const pitches: number[] = [];
  for (let at = 0; at + 1024 <= samples.length; at += 512) {
    const frame = Float32Array.from(samples.subarray(at, at + 1024), (s) => s / 32768);
    const pitch = detect(frame);
    if (pitch && pitch > 60 && pitch < 600) pitches.push(pitch);
  }
  pitches.sort((a, b) => a - b);
  return pitches[pitches.length >> 1] ?? 0;
}

const speak = (req: Partial<SpeechRequest>) =>
  engine.synthesize({ text: SENTENCE, voice: 'en-US-JennyNeural', ...req });

// Each case speaks a few sentences (a second or two on a busy machine): a longer time-out than the default.
describe('local speech engine', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await loadEspeak(); // the first load compiles and warms up espeak-ng
  }, 120_000);

  it('speaks MP3 by default: whole MPEG frames at 44.1 kHz, as long as the speech', async () => {
    const result = await speak({});
    expect(result.mimeType).toBe('audio/mpeg');
    expect(result.usage.characters).toBe(SENTENCE.length);
    const { frames, seconds, first } = mp3Frames(result.audio);
    expect(frames).toBeGreaterThan(100);
    expect(first?.sampleRate).toBe(44100);
    expect(seconds).toBeGreaterThan(3);
    expect(Math.abs(seconds - result.usage.seconds!)).toBeLessThan(0.15);
  });

  it('speaks longer for a longer text', async () => {
    const short = await speak({ text: 'Hello there.' });
    const long = await speak({ text: `${SENTENCE} ${SENTENCE}` });
    const shortSeconds = mp3Frames(short.audio).seconds;
    const longSeconds = mp3Frames(long.audio).seconds;
    expect(shortSeconds).toBeGreaterThan(0.5);
    expect(longSeconds).toBeGreaterThan(shortSeconds * 3);
  });

  it('gives WAV when asked: 16-bit mono at 22.05 kHz with real sound in it', async () => {
    const result = await speak({ format: 'wav' });
    expect(result.mimeType).toBe('audio/wav');
    const wav = new wavefile.WaveFile(result.audio);
    expect(wav.fmt).toMatchObject({ numChannels: 1, sampleRate: ESPEAK_SAMPLE_RATE, bitsPerSample: 16 });
    const samples = samplesOf(result.audio);
    expect(samples.length / ESPEAK_SAMPLE_RATE).toBeCloseTo(result.usage.seconds!, 2);
    const peak = samples.reduce((m, s) => Math.max(m, Math.abs(s)), 0);
    expect(peak).toBeGreaterThan(3000);
  });

  it('speaks a female voice higher than a male one, and a child higher still', async () => {
    const pitchOf = async (voice: string) =>
      medianPitch(samplesOf((await speak({ voice, format: 'wav' })).audio));
    const female = await pitchOf('azure-en-US-JennyNeural');
    const male = await pitchOf('azure-en-US-GuyNeural');
    const child = await pitchOf('azure-en-US-AnaNeural');
    expect(male).toBeGreaterThan(70);
    expect(male).toBeLessThan(160);
    expect(female).toBeGreaterThan(male * 1.5);
    expect(child).toBeGreaterThan(female * 1.1);
  });

  it('moves the voice’s pitch by the percent asked (the dialog’s questionVoicePitch)', async () => {
    const pitchAt = async (pitch?: number) =>
      medianPitch(
        samplesOf(
          (await speak({ voice: 'azure-en-US-GuyNeural', format: 'wav', ...(pitch ? { pitch } : {}) })).audio,
        ),
      );
    const plain = await pitchAt();
    expect(await pitchAt(50)).toBeGreaterThan(plain * 1.1);
    expect(await pitchAt(-50)).toBeLessThan(plain * 0.92);
  });

  it('moves the delivery with the tone and its intensity', async () => {
    const run = async (voice: string) => {
      const { audio, usage } = await speak({ voice, format: 'wav' });
      return { pitch: medianPitch(samplesOf(audio)), seconds: usage.seconds! };
    };
    const plain = await run('azure-en-US-JennyNeural');
    const cheerful = await run('azure-en-US-JennyNeural_cheerful_2');
    const sad = await run('azure-en-US-JennyNeural_sad_2');
    const slightlySad = await run('azure-en-US-JennyNeural_sad_0.4');
    expect(cheerful.pitch).toBeGreaterThan(plain.pitch * 1.1);
    expect(cheerful.seconds).toBeLessThan(plain.seconds);
    expect(sad.pitch).toBeLessThan(plain.pitch * 0.95);
    expect(sad.seconds).toBeGreaterThan(plain.seconds * 1.2);
    expect(slightlySad.seconds).toBeGreaterThan(plain.seconds);
    expect(slightlySad.seconds).toBeLessThan(sad.seconds);
  });

  it('speaks a German voice with German phonemes', async () => {
    const espeak = await loadEspeak();
    const text = 'Ich möchte zwei Brötchen.';
    const german = espeak.phonemes(text, espeakLanguageFor('de-DE'));
    const english = espeak.phonemes(text, espeakLanguageFor('en-US'));
    expect(german).toContain('ç'); // "ich"
    expect(german).toContain('ø'); // "möchte", "Brötchen"
    expect(english).not.toContain('ç');
    // The engine's audio for a German voice is exactly espeak-ng's German.
    const katja = findVoice('de-DE-KatjaNeural')!;
    const { audio } = await engine.synthesize({ text, voice: katja.id, format: 'wav' });
    expect(samplesOf(audio)).toEqual(espeak.speak(text, 'de', prosodyFor(katja)));
  });

  it('speaks every locale of the catalogue with an espeak-ng language it has', async () => {
    const espeak = await loadEspeak();
    const languages = new Set(listVoiceLocales().map(({ locale }) => espeakLanguageFor(locale)));
    expect(languages.size).toBeGreaterThan(70);
    for (const language of languages) expect(espeak.languages.has(language), language).toBe(true);
    // The regional choices and the stand-ins for languages espeak-ng lacks really speak.
    for (const locale of [
      'es-MX',
      'pt-BR',
      'fr-BE',
      'zh-CN',
      'zh-HK',
      'fil-PH',
      'iu-Latn-CA',
      'mn-MN',
      'so-SO',
      'zu-ZA',
    ]) {
      const pcm = espeak.speak('1 2 3', espeakLanguageFor(locale), prosodyFor(findVoice('en-US-GuyNeural')!));
      expect(pcm.length, locale).toBeGreaterThan(ESPEAK_SAMPLE_RATE / 2);
    }
  });

  it('is deterministic: the same request gives the same bytes, whatever was spoken in between', async () => {
    const first = await speak({ voice: 'azure-en-GB-SoniaNeural_cheerful_1.2' });
    await speak({ voice: 'azure-fr-FR-HenriNeural', text: 'Bonjour à tous, et bienvenue.', format: 'wav' });
    const again = await speak({ voice: 'azure-en-GB-SoniaNeural_cheerful_1.2' });
    expect(again.audio.equals(first.audio)).toBe(true);
  });

  it(`refuses more than ${MAX_SPEECH_CHARACTERS} characters, empty text and unknown voices`, async () => {
    const tooLong = speak({ text: 'a'.repeat(MAX_SPEECH_CHARACTERS + 1) });
    await expect(tooLong).rejects.toBeInstanceOf(ProviderError);
    await expect(tooLong).rejects.toMatchObject({ code: 'bad_request', retryable: false });
    await expect(speak({ text: '   ' })).rejects.toMatchObject({ code: 'bad_request' });
    await expect(speak({ voice: 'azure-en-US-NobodyNeural' })).rejects.toMatchObject({
      code: 'bad_request',
      message: 'There is no voice "azure-en-US-NobodyNeural".',
    });
  });

  it('stops when the request is cancelled', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(
      engine.synthesize({ text: SENTENCE, voice: 'en-US-JennyNeural' }, { signal: controller.signal }),
    ).rejects.toThrow('cancelled');
  });
});
