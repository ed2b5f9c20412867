/**
 * `npm run bench`: every benchmark, printing figures (never pass/fail). Add a benchmark by adding a module
 * to BENCHMARKS below.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { answerEngine } from './answer-engine';
import { answerQuality } from './answer-quality';
import { editorBench } from './editor';
import { firstVisit } from './first-visit';
import { galleryPaging } from './gallery-paging';
import { helpAnswers } from './help-answers';
import { imageAdherence } from './image-adherence';
import { imageEngine } from './image-engine';
import { interviewQuality } from './interview-quality';
import { mathBench } from './math';
import { musicEngine } from './music-engine';
import { ocrTune } from './ocr-tune';
import { musicQuality } from './music-quality';
import { promptLanguage } from './prompt-language';
import { realtimeMusic } from './realtime-music';
import { sessionThroughput } from './session-throughput';
import { speechEngine } from './speech-engine';
import { speechRecognition } from './speech-recognition';
import { textCoherence } from './text-coherence';
import { videoEngine } from './video-engine';
import { webFirstLoad } from './web-first-load';

export interface BenchResult {
  name: string;
  figures: Record<string, number | string>;
}

const BENCHMARKS: { name: string; run: () => Promise<BenchResult> }[] = [
  { name: 'session-throughput', run: sessionThroughput },
  { name: 'image-engine', run: imageEngine },
  { name: 'image-adherence', run: imageAdherence },
  { name: 'music-engine', run: musicEngine },
  { name: 'music-quality', run: musicQuality },
  { name: 'realtime-music', run: realtimeMusic },
  { name: 'gallery-paging', run: galleryPaging },
  { name: 'answer-engine', run: answerEngine },
  { name: 'answer-quality', run: answerQuality },
  { name: 'help-answers', run: helpAnswers },
  { name: 'interview-quality', run: interviewQuality },
  { name: 'math', run: mathBench },
  { name: 'ocr-tune', run: ocrTune },
  { name: 'editor', run: editorBench },
  { name: 'video-engine', run: videoEngine },
  { name: 'speech-engine', run: speechEngine },
  { name: 'speech-recognition', run: speechRecognition },
  { name: 'text-coherence', run: textCoherence },
  { name: 'prompt-language', run: promptLanguage },
  { name: 'first-visit', run: firstVisit },
  { name: 'first-load', run: webFirstLoad },
];

const only = process.argv[2];
const results: BenchResult[] = [];
for (const bench of BENCHMARKS) {
  if (only && bench.name !== only) continue;
  console.log(`\n▶ ${bench.name}`);
  const result = await bench.run();
  for (const [k, v] of Object.entries(result.figures)) console.log(`  ${k.padEnd(36)} ${v}`);
  results.push(result);
}
const dir = join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(
  join(dir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
  JSON.stringify(results, null, 2),
);
process.exit(0);
