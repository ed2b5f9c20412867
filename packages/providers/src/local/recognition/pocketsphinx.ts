import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EngineContext } from '../../ports/engine';
import type { RecognitionOptions, RecognitionResult, SpeechRecognizer } from '../../recognition/port';
import { RecognitionError } from '../../recognition/port';
import { toRecognitionWav } from './decode';
import { Limiter } from './limiter';
import { runProcess } from './run-process';
import type { PocketsphinxInstall } from './tools';

export interface PocketsphinxOptions extends PocketsphinxInstall {
  /** ffmpeg, when found, decodes clips that are not WAV */
  ffmpeg?: string;
  /** per clip; default 60 s (a 2-minute clip takes about 15 s on one core) */
  timeoutMs?: number;
  /** recognitions at once; default half the cores, at least 1 */
  concurrency?: number;
  /** recognitions that may wait; more are refused as busy. Default 8. */
  queueMax?: number;
  /** extra pocketsphinx arguments (the bench tries knobs with it) */
  extraArgs?: string[];
}

/**
 * The knobs chosen by `bench speech-recognition` on synthetic English: dither (a digital silence otherwise
 * upsets the noise estimate) and a fixed seed, so the same clip always gives the same words. Wider beams
 * (-beam 1e-80 -wbeam 1e-60 -pbeam 1e-80) gained about one point of WER for three times the CPU.
 */
export const POCKETSPHINX_ARGS = ['-dither', 'yes', '-seed', '1'];

/**
 * Local speech recognition: CMU pocketsphinx (Debian's pocketsphinx_continuous with the en-us model), run
 * as a child process per clip on a 16 kHz mono WAV temp file, with a deadline and bounded concurrency.
 * Open vocabulary (the model's 130k-word language model): no grammar, so any answer can be written down.
 */
export class PocketsphinxRecognizer implements SpeechRecognizer {
  readonly engine = 'pocketsphinx';
  readonly kind = 'local';
  private readonly limiter: Limiter;

  constructor(private readonly options: PocketsphinxOptions) {
    const cores = availableParallelism();
    this.limiter = new Limiter(
      options.concurrency ?? Math.max(1, Math.floor(cores / 2)),
      options.queueMax ?? 8,
    );
  }

  async transcribe(
    audio: Buffer,
    mime: string,
    options: RecognitionOptions,
    ctx: EngineContext = {},
  ): Promise<RecognitionResult> {
    if (options.language !== 'en-US')
      throw new RecognitionError('unsupported_audio', 'Only US English is recognised on this server.');
    const timeoutMs = this.options.timeoutMs ?? 60_000;
    return this.limiter.run(async () => {
      const wav = await toRecognitionWav(audio, mime, {
        timeoutMs,
        ...(this.options.ffmpeg ? { ffmpeg: this.options.ffmpeg } : {}),
        ...(ctx.signal ? { signal: ctx.signal } : {}),
      });
      const dir = await mkdtemp(join(tmpdir(), 'muse-asr-'));
      try {
        const file = join(dir, 'clip.wav');
        await writeFile(file, wav, { mode: 0o600 });
        const m = this.options.modelDir;
        const { stdout } = await runProcess(
          this.options.binary,
          [
            '-infile',
            file,
            '-hmm',
            join(m, 'en-us'),
            '-lm',
            join(m, 'en-us.lm.bin'),
            '-dict',
            join(m, 'cmudict-en-us.dict'),
            '-logfn',
            '/dev/null',
            ...POCKETSPHINX_ARGS,
            ...(this.options.extraArgs ?? []),
          ],
          { timeoutMs, ...(ctx.signal ? { signal: ctx.signal } : {}) },
        );
        return { text: tidy(stdout.toString('utf8')) };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  }
}

/** One line per utterance → one line of text; the dictionary's alternates (word(2)) lose their marks. */
function tidy(out: string): string {
  return out
    .split(/\r?\n/)
    .map((line) => line.replace(/\(\d+\)/g, '').trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ');
}
