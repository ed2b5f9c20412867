/**
 * The local speech engine (espeak-ng in WebAssembly) and the question writer: milliseconds to
 * speak a 200-character sentence as MP3 and as WAV (after one warm-up request), and to write 10 Q&A pairs
 * from a topic of about 2,000 words. Wall-time p50 / p95 over a few runs; one call at a time. Then, on a
 * real server, the latency of GET /api/health/live while 20 different texts are spoken at once through
 * POST /api/offices/textToSpeach (on the engine threads; goal: p95 under 50 ms).
 */
import { generateChatQuestions, LocalSpeechEngine } from '@muse/providers';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startBenchServer } from './bench-server';
import { formatLatency, liveLatencyWhile, postJson, type LoopLatency } from './loop-latency';
import type { BenchResult } from './run';

const SENTENCE =
  'Welcome to Pedal Point! We open at nine in the morning, and our mechanics can tune up any bicycle ' +
  'within two working days. Ask me about rentals, repairs or the best rides near the harbour.';
const RUNS = 10;
/** Concurrent speech requests while the event loop is measured, and the characters of each text. */
const SPEECH_REQUESTS = 20;
const SPEECH_CHARS = 500;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

async function timeRuns(run: () => Promise<unknown> | unknown): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/** The event loop's latency while SPEECH_REQUESTS different texts are spoken through the API at once. */
async function speechUnderLoad(voice: string): Promise<LoopLatency> {
  const server = await startBenchServer();
  try {
    const texts = Array.from({ length: SPEECH_REQUESTS }, (_, i) =>
      `Request ${i + 1}. ${SENTENCE} ${SENTENCE} ${SENTENCE}`.slice(0, SPEECH_CHARS),
    );
    const speaking = Promise.all(
      texts.map((text) => postJson(server, '/api/offices/textToSpeach', { text, voiceId: voice })),
    );
    return await liveLatencyWhile(server.base, speaking);
  } finally {
    await server.close();
  }
}

export async function speechEngine(): Promise<BenchResult> {
  const engine = new LocalSpeechEngine({ id: 'local-speech' });
  const voice = 'azure-en-US-JennyNeural';
  const warmStart = performance.now();
  await engine.synthesize({ text: SENTENCE, voice, format: 'wav' });
  const firstMs = performance.now() - warmStart;
  const mp3 = await timeRuns(() => engine.synthesize({ text: SENTENCE, voice, format: 'mp3' }));
  const wav = await timeRuns(() => engine.synthesize({ text: SENTENCE, voice, format: 'wav' }));

  // About 2,000 words of plain prose: the Constitution fixture of the answer bench.
  const text = readFileSync(join(import.meta.dirname, 'fixtures', 'constitution.txt'), 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n')
    .split(/\s+/)
    .slice(0, 2000)
    .join(' ');
  generateChatQuestions({ text, topic: 'warm-up', count: 1 });
  const questions = await timeRuns(() =>
    generateChatQuestions({ text, topic: 'The Constitution', count: 10 }),
  );

  const loop = await speechUnderLoad(voice);

  const ms = (n: number) => `${n.toFixed(0)} ms`;
  return {
    name: 'speech-engine',
    figures: {
      'speech: first request (load + warm-up)': ms(firstMs),
      'speech: 200 chars → MP3 p50 / p95': `${ms(mp3.p50)} / ${ms(mp3.p95)}`,
      'speech: 200 chars → WAV p50 / p95': `${ms(wav.p50)} / ${ms(wav.p95)}`,
      'questions: 10 from 2,000 words p50 / p95': `${ms(questions.p50)} / ${ms(questions.p95)}`,
      [`server: ${SPEECH_REQUESTS} × ${SPEECH_CHARS} chars spoken at once (ms)`]: Math.round(loop.workMs),
      'server: /api/health/live meanwhile p50 / p95 / max (ms)': formatLatency(loop),
      'server: /api/health/live p95 goal (ms)': 50,
    },
  };
}
