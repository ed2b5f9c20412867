/**
 * One engine thread (see engine-worker.boot.mjs): speaks texts with the local speech engine, answers
 * questions from the answer indexes it keeps, and ranks offices' embedded training by cosine. CPU-bound
 * work that would otherwise hold the event loop.
 */
import type { GenerateOptions } from '@muse/math';
import type { LocalSpeechEngine } from '@muse/providers';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import type { AnswerIndexCache } from './answer-indexes';
import type {
  AnswerTask,
  FinishTask,
  FinishTaskResult,
  AnswerTaskResult,
  EditTask,
  EditTaskResult,
  EngineTask,
  MathTask,
  MathTaskResult,
  EngineTaskResult,
  SpeechTask,
  SpeechTaskResult,
  VectorSearchTask,
  VectorSearchTaskResult,
} from './tasks';
import { cosineScores, topScores } from './vector-ranking';
import { VectorSetCache } from './vector-sets';

/** A module loaded on first use: a thread that only ever solves math never loads the other engines. */
const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
};
const providers = once(() => import('@muse/providers'));
const mathEngine = once(() => import('@muse/math'));
const imageEdit = once(() => import('@muse/image-edit'));
// espeak-ng loads and warms up (about a second) on this thread's first speech task.
const speechEngine = once(
  async (): Promise<LocalSpeechEngine> => new (await providers()).LocalSpeechEngine({ id: 'local-speech' }),
);
const answerIndexes = once(
  async (): Promise<AnswerIndexCache> => new (await import('./answer-indexes')).AnswerIndexCache(),
);
const vectorSets = new VectorSetCache();

async function speak(task: SpeechTask): Promise<SpeechTaskResult> {
  try {
    const result = await (
      await speechEngine()
    ).synthesize({
      text: task.text,
      voice: task.voice,
      format: task.format,
      ...(task.pitch ? { pitch: task.pitch } : {}),
    });
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
    if ((await providers()).isProviderError(err)) return { ok: false, code: err.code, message: err.message };
    throw err;
  }
}

async function answer(task: AnswerTask): Promise<AnswerTaskResult> {
  const indexes = await answerIndexes();
  let index = indexes.get(task.officeId, task.trainedAt);
  if (!index && task.training) {
    index = await indexes.build(task.officeId, task.trainedAt, task.training);
    // Meanwhile the thread encodes the office's passages a few at a time, so later first asks come
    // sooner; should that fail, each answer encodes what it needs itself and reports its own failure.
    index.warm().catch(() => undefined);
  }
  if (!index) return { ok: false, missing: true };
  return { ok: true, answer: await index.answer(task.question, task.options) };
}

function searchVectors(task: VectorSearchTask): VectorSearchTaskResult {
  const set =
    vectorSets.get(task.officeId, task.mark) ??
    (task.vectors && vectorSets.add(task.officeId, task.mark, task.vectors));
  if (!set) return { ok: false, missing: true };
  if (task.query.length !== set.dims) return { ok: false, dimensions: task.query.length };
  const scores = cosineScores(set.matrix, set.dims, task.query);
  const hitsOf = (rows: { index: number; score: number }[]) =>
    rows.map(({ index, score }) => ({ ...set.items[index]!, score }));
  return {
    ok: true,
    hits: hitsOf(topScores(scores, task.limit, task.floor)),
    pairs: hitsOf(topScores(scores, task.pairs, -Infinity, (i) => set.items[i]!.kind === 'qa')),
  };
}

/** The finished pixels, moved back to the server's thread (applyFinish returns a buffer of their own). */
async function paint(task: FinishTask): Promise<ReturnType<typeof move>> {
  const { data } = (await providers()).applyFinish(task, task.finish, task.seed);
  const result: FinishTaskResult = { ok: true, data: data as Uint8ClampedArray<ArrayBuffer> };
  return move({ [transferableSymbol]: [result.data.buffer], [valueSymbol]: result });
}

/** The math engine's work; a problem it cannot read is an answer, not a failure. */
async function mathWork(task: MathTask): Promise<MathTaskResult> {
  const { generateProblems, MathInputError, solveProblem, verifyProblem } = await mathEngine();
  try {
    if (task.op === 'generate') return { ok: true, value: generateProblems(task.input as GenerateOptions) };
    if (task.op === 'verify')
      return { ok: true, value: verifyProblem(task.input as Parameters<typeof verifyProblem>[0]) };
    return { ok: true, value: solveProblem(String(task.input)) };
  } catch (err) {
    if (err instanceof MathInputError) return { ok: false, message: err.message };
    throw err;
  }
}

/** One of the editor's AI tools; the PNG moves back to the server's thread. */
async function editWork(task: EditTask): Promise<EditTaskResult | ReturnType<typeof move>> {
  const tools = await imageEdit();
  const image = Buffer.from(task.image.buffer, task.image.byteOffset, task.image.byteLength);
  const second =
    task.second && Buffer.from(task.second.buffer, task.second.byteOffset, task.second.byteLength);
  const o = task.options;
  let png: Buffer;
  try {
    png = await runEditOp(tools, task.op, image, second, o);
  } catch (err) {
    if (err instanceof tools.EditInputError) return { ok: false, message: err.message };
    throw err;
  }
  const own = new Uint8Array(png.byteLength);
  own.set(png);
  const result: EditTaskResult = { ok: true, png: own };
  return move({ [transferableSymbol]: [own.buffer], [valueSymbol]: result });
}

type ImageEditTools = Awaited<ReturnType<typeof imageEdit>>;

function runEditOp(
  tools: ImageEditTools,
  op: EditTask['op'],
  image: Buffer,
  second: Buffer | undefined,
  o: Record<string, unknown>,
): Promise<Buffer> {
  switch (op) {
    case 'removeBackground':
      return tools.removeBackground(image);
    case 'upscale':
      return tools.upscale(image, { factor: o.factor === 4 ? 4 : 2 });
    case 'inpaint':
      if (!second) throw new tools.EditInputError('An area edit needs a mask.');
      return tools.inpaint(image, second, { prompt: typeof o.prompt === 'string' ? o.prompt : undefined });
    case 'outpaint':
      // The options were built by the editor's runner from a checked request.
      return tools.outpaint(image, o as unknown as Parameters<ImageEditTools['outpaint']>[1]);
    case 'restore':
      // The wizard's restoration presets: one step of the restoration, or all of it.
      if (o.step === 'scratches') return tools.removeScratches(image);
      if (o.step === 'colourise') return tools.colourise(image);
      return tools.restorePhoto(image);
    case 'stylise':
      return tools.stylise(image, o.style as Parameters<ImageEditTools['stylise']>[1]);
    case 'matchColours':
      if (!second) throw new tools.EditInputError('Matching colours needs a reference picture.');
      return tools.matchColours(image, second);
  }
}

/** Runs one task; the answer is an EngineTaskResult (audio moved to the server's thread, not copied). */
export async function runEngineTask(task: EngineTask): Promise<EngineTaskResult | ReturnType<typeof move>> {
  if (task.kind === 'answer') return answer(task);
  if (task.kind === 'vectors') return searchVectors(task);
  if (task.kind === 'finish') return paint(task);
  if (task.kind === 'math') return mathWork(task);
  if (task.kind === 'edit') return editWork(task);
  const result = await speak(task);
  if (!result.ok) return result;
  const audio = result.audio.buffer;
  return move({ [transferableSymbol]: [audio], [valueSymbol]: result });
}
