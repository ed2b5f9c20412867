/**
 * One engine thread (see engine-worker.boot.mjs): speaks texts with the local speech engine and answers
 * questions from the answer indexes it keeps. CPU-bound work that would otherwise hold the event loop.
 */
import { isProviderError, LocalSpeechEngine } from '@muse/providers';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { AnswerIndexCache } from './answer-indexes';
import type {
  AnswerTask,
  AnswerTaskResult,
  EngineTask,
  EngineTaskResult,
  SpeechTask,
  SpeechTaskResult,
} from './tasks';

// espeak-ng loads and warms up (about a second) on this thread's first speech task.
const speech = new LocalSpeechEngine({ id: 'local-speech' });
const indexes = new AnswerIndexCache();

async function speak(task: SpeechTask): Promise<SpeechTaskResult> {
  try {
    const result = await speech.synthesize({ text: task.text, voice: task.voice, format: task.format });
    // A buffer of its own, so transferring it moves exactly these bytes and nothing else.
    const audio = new Uint8Array(result.audio.byteLength);
    audio.set(result.audio);
    return {
      ok: true,
      audio,
      mimeType: result.mimeType,
      characters: result.usage.characters ?? task.text.length,
      seconds: result.usage.seconds ?? 0,
    };
  } catch (err) {
    if (isProviderError(err)) return { ok: false, code: err.code, message: err.message };
    throw err;
  }
}

function answer(task: AnswerTask): AnswerTaskResult {
  const index =
    indexes.get(task.officeId, task.trainedAt) ??
    (task.training && indexes.build(task.officeId, task.trainedAt, task.training));
  if (!index) return { ok: false, missing: true };
  return { ok: true, answer: index.answer(task.question, task.options) };
}

/** Runs one task; the answer is an EngineTaskResult (audio moved to the server's thread, not copied). */
export async function runEngineTask(task: EngineTask): Promise<EngineTaskResult | ReturnType<typeof move>> {
  if (task.kind === 'answer') return answer(task);
  const result = await speak(task);
  if (!result.ok) return result;
  const audio = result.audio.buffer;
  return move({ [transferableSymbol]: [audio], [valueSymbol]: result });
}
