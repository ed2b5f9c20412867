/**
 * Speech recognition (voice answers): word error rate of each available recogniser on 30 clips spoken by the
 * local speech engine (15 varied sentences, two voices, three tones that change the pace), and its
 * real-time factor (wall seconds of recognition per second of audio, one clip at a time, one process:
 * pocketsphinx is single-threaded). Goal: WER ≤ 30% for pocketsphinx on clear synthetic English.
 * `BENCH_POCKETSPHINX_ARGS="-lw 8"` tries other pocketsphinx knobs; TRANSCRIBE_BASE_URL (+ _API_KEY,
 * _MODEL) adds a hosted recogniser.
 */
import {
  decodeWav,
  detectPocketsphinx,
  HostedRecognizer,
  LocalSpeechEngine,
  PocketsphinxRecognizer,
  type SpeechRecognizer,
} from '@muse/providers';
import type { BenchResult } from './run';

const SENTENCES = [
  'I would like to work on your team because I enjoy building software',
  'My name is Sarah and I live in a small town near the river',
  'The meeting starts at nine in the morning on Monday',
  'I have three years of experience as a project manager',
  'We should plant more trees in the city park this spring',
  'Please send me the report before the end of the week',
  'She likes to read books about history and science',
  'The weather was cold and windy all day yesterday',
  'I solved the problem by talking to the customer first',
  'Our company sells fresh bread and coffee every day',
  'My biggest strength is that I learn new things quickly',
  'The children played football in the garden after school',
  'I want to improve my communication skills this year',
  'He bought a new car and drove it to the mountains',
  'Thank you for your time and I look forward to hearing from you',
];
/** Two voices; the tones vary the pace (a sad voice is slower, a cheerful one faster). */
const VOICES = ['en-US-GuyNeural', 'en-US-JennyNeural'];
const TONES = ['', '_cheerful_1.2', '_sad_1.2'];

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z' ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** Word-level edit distance. */
export function wordErrors(reference: string, hypothesis: string): { errors: number; words: number } {
  const r = words(reference);
  const h = words(hypothesis);
  let prev = Array.from({ length: h.length + 1 }, (_, j) => j);
  for (let i = 1; i <= r.length; i++) {
    const row = [i];
    for (let j = 1; j <= h.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (r[i - 1] === h[j - 1] ? 0 : 1));
    prev = row;
  }
  return { errors: prev[h.length]!, words: r.length };
}

export async function speechRecognition(): Promise<BenchResult> {
  const speech = new LocalSpeechEngine({ id: 'local-speech' });
  const clips: { text: string; audio: Buffer; seconds: number }[] = [];
  for (const [i, text] of SENTENCES.entries()) {
    for (const [v, voice] of VOICES.entries()) {
      const tone = TONES[(i + v) % TONES.length]!;
      const { audio } = await speech.synthesize({ text, voice: `azure-${voice}${tone}`, format: 'wav' });
      const pcm = decodeWav(audio);
      clips.push({ text, audio, seconds: pcm.samples.length / pcm.sampleRate });
    }
  }

  const recognizers: [string, SpeechRecognizer][] = [];
  const install = detectPocketsphinx();
  if (install) {
    const extra = process.env.BENCH_POCKETSPHINX_ARGS?.split(/\s+/).filter(Boolean) ?? [];
    recognizers.push([
      'pocketsphinx',
      new PocketsphinxRecognizer({ ...install, concurrency: 1, extraArgs: extra }),
    ]);
  }
  if (process.env.TRANSCRIBE_BASE_URL)
    recognizers.push([
      'hosted',
      new HostedRecognizer({
        baseUrl: process.env.TRANSCRIBE_BASE_URL,
        apiKey: process.env.TRANSCRIBE_API_KEY,
        model: process.env.TRANSCRIBE_MODEL ?? 'whisper-1',
      }),
    ]);

  const figures: Record<string, number | string> = { clips: clips.length };
  if (recognizers.length === 0)
    figures.recognisers = 'none available (install pocketsphinx pocketsphinx-en-us)';
  for (const [name, recognizer] of recognizers) {
    let errors = 0;
    let total = 0;
    let wall = 0;
    let audioSeconds = 0;
    const worst: string[] = [];
    for (const clip of clips) {
      const start = performance.now();
      const { text } = await recognizer.transcribe(clip.audio, 'audio/wav', { language: 'en-US' });
      wall += (performance.now() - start) / 1000;
      audioSeconds += clip.seconds;
      const e = wordErrors(clip.text, text);
      errors += e.errors;
      total += e.words;
      if (e.errors / e.words > 0.6) worst.push(`"${text}"`);
    }
    figures[`${name} WER %`] = Math.round((1000 * errors) / total) / 10;
    figures[`${name} real-time factor`] = Math.round((100 * wall) / audioSeconds) / 100;
    figures[`${name} worst example`] = worst[0] ?? '-';
  }
  return { name: 'speech-recognition', figures };
}
