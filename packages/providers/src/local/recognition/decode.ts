import { decodeWav, encodeWav16, isWav, resample } from '../../recognition/wav';
import { RecognitionError } from '../../recognition/port';
import { ProcessExitError, runProcess } from './run-process';

/** The sample rate pocketsphinx's US English model was trained at. */
export const RECOGNITION_RATE = 16_000;

/**
 * The clip as 16 kHz, 16-bit mono WAV. WAV (any PCM rate and channel count) is decoded here; other formats
 * (WebM/Opus, Ogg/Opus, MP3…) need ffmpeg, used when it was found at start. The web app records WAV itself,
 * so ffmpeg is only for other clients (MediaRecorder's WebM or Ogg). A clip that cannot be read is a
 * RecognitionError('unsupported_audio') whose message names the problem and the clip's type.
 */
export async function toRecognitionWav(
  audio: Buffer,
  mime: string,
  tools: { ffmpeg?: string; timeoutMs: number; signal?: AbortSignal },
): Promise<Buffer> {
  if (isWav(audio)) {
    const pcm = decodeWav(audio);
    return encodeWav16(resample(pcm, RECOGNITION_RATE), RECOGNITION_RATE);
  }
  if (!tools.ffmpeg)
    throw new RecognitionError(
      'unsupported_audio',
      `This server reads voice clips as WAV only (this one is ${mime || 'of an unknown type'}).`,
    );
  const { stdout } = await runProcess(
    tools.ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      'pipe:0',
      '-ac',
      '1',
      '-ar',
      String(RECOGNITION_RATE),
    ].concat(['-acodec', 'pcm_s16le', '-f', 'wav', 'pipe:1']),
    { input: audio, timeoutMs: tools.timeoutMs, ...(tools.signal ? { signal: tools.signal } : {}) },
  ).catch((error: unknown) => {
    // ffmpeg that ran and gave up means the bytes are not audio it knows; one that could not be started
    // (or was killed) stays a recogniser failure.
    if (error instanceof ProcessExitError && error.exitCode !== null)
      throw new RecognitionError(
        'unsupported_audio',
        `This voice clip (${mime || 'of an unknown type'}) could not be read as audio.`,
        { cause: error },
      );
    throw error;
  });
  // ffmpeg writing to a pipe cannot seek back to fill in the sizes: decodeWav takes what is there.
  return encodeWav16(decodeWav(stdout).samples, RECOGNITION_RATE);
}
