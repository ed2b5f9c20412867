/**
 * The local video engine: a storyboard of shots from the prompt (or the given images), each shot painted by
 * the image engine, then moved frame by frame (camera moves with parallax, drifting light, cross-fades,
 * weather) and streamed to FFmpeg as H.264; with `audio`, a soundtrack from the local composer muxed as AAC.
 * Offline, no keys, deterministic for a seed up to the encoder's own bytes.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { ProviderError } from '../../errors';
import type { EngineContext } from '../../ports/engine';
import type { ImageEngine } from '../../ports/image';
import type { MusicEngine } from '../../ports/music';
import type { VideoEngine, VideoRequest, VideoResult } from '../../ports/video';
import { LocalImageEngine } from '../image';
import { hashString, mix32 } from '../image/random';
import { LocalMusicEngine } from '../music';
import { encodeFrames } from './encode-frames';
import { ffmpegBinary } from '../ffmpeg-binary';
import { frameRenderer } from './frames';
import { flashAt, lightning, stormy } from './lightning';
import { paintShots, rasterSize, stillRasters } from './paint';
import { particleField, particlesFor } from './particles';
import type { Raster } from './resample';
import { soundtrackRequest } from './soundtrack';
import { planStoryboard } from './storyboard';
import { planTimeline } from './timeline';
import { checkVideoRequest } from './validate';

export interface LocalVideoEngineOptions {
  /** The catalogue key this engine serves. */
  id: string;
  /** Paints the shots; the local image engine (painterly) when absent. */
  painter?: ImageEngine;
  /** Composes soundtracks; the local music engine when absent. */
  composer?: MusicEngine;
  /** Where the temporary files go (the soundtrack, the MP4 while FFmpeg writes it); the OS's when absent. */
  tempDir?: string;
  /** The FFmpeg binary; @ffmpeg-installer's when absent. */
  ffmpeg?: string;
}

/** What each phase is worth in the progress bar, measured on the bench (frames dominate). */
const WEIGHTS = { paint: 0.15, audio: 0.05 };

export class LocalVideoEngine implements VideoEngine {
  readonly kind = 'local';
  readonly capability = 'video';
  readonly id: string;
  private readonly painter: ImageEngine;
  private readonly composer: MusicEngine;
  private readonly tempDir: string | undefined;
  private readonly ffmpeg: string | undefined;

  constructor(options: LocalVideoEngineOptions) {
    this.id = options.id;
    this.painter =
      options.painter ?? new LocalImageEngine({ id: `${options.id}-painter`, defaultStyle: 'painterly' });
    this.composer = options.composer ?? new LocalMusicEngine({ id: `${options.id}-composer` });
    this.tempDir = options.tempDir;
    this.ffmpeg = options.ffmpeg;
  }

  async generate(req: VideoRequest, ctx: EngineContext = {}): Promise<VideoResult> {
    const { signal } = ctx;
    signal?.throwIfAborted();
    const input = checkVideoRequest(req);
    const ffmpeg = this.ffmpeg ?? ffmpegBinary();
    if (!ffmpeg) {
      throw new ProviderError({
        code: 'not_configured',
        provider: 'local',
        message: 'FFmpeg is not available on this platform, so videos cannot be made here.',
      });
    }
    const seed = input.seed === undefined ? hashString(input.prompt) : input.seed >>> 0;
    const size = { width: input.width, height: input.height };
    const board = planStoryboard({
      prompt: input.prompt,
      durationSeconds: input.durationSeconds,
      seed,
      ...(input.images.length > 0 ? { images: input.images.length } : {}),
      ...(input.script ? { script: input.script } : {}),
    });
    const audioShare = input.audio ? WEIGHTS.audio : 0;
    const progress = monotonic(ctx.onProgress);

    let rasters: Raster[];
    let notes: string | undefined;
    if (input.images.length > 0) {
      rasters = await stillRasters(input.images, rasterSize(size));
      progress(WEIGHTS.paint);
    } else {
      const painted = await paintShots(board.shots, this.painter, size, ctx, (f) =>
        progress(WEIGHTS.paint * f),
      );
      rasters = painted.rasters;
      notes = painted.notes;
    }
    signal?.throwIfAborted();

    const dir = await mkdtemp(join(this.tempDir ?? tmpdir(), 'muse-video-'));
    try {
      let audio: string | undefined;
      if (input.soundtrack) {
        // Laid under as it is; FFmpeg reads its format and cuts it at the video's end.
        audio = join(dir, 'soundtrack.input');
        await writeFile(audio, input.soundtrack);
      } else if (input.audio) {
        const music = await this.composer.compose(
          soundtrackRequest(input.prompt, input.durationSeconds, seed),
          {
            ...(signal ? { signal } : {}),
            onProgress: (pct) => progress(WEIGHTS.paint + (audioShare * pct) / 100),
          },
        );
        audio = join(dir, 'soundtrack.mp3');
        await writeFile(audio, music.audio);
      }
      const timeline = planTimeline(board.shots, input.durationSeconds, input.fps);
      const kind = particlesFor(input.prompt);
      const bolts = stormy(input.prompt) ? lightning(input.durationSeconds, mix32(seed, 0xf1a5)) : undefined;
      const renderer = frameRenderer({
        shots: board.shots,
        rasters,
        timeline,
        size,
        fps: input.fps,
        ...(kind ? { particles: particleField(kind, size.width, size.height, mix32(seed, 0xd05)) } : {}),
        ...(bolts ? { lightning: bolts } : {}),
      });
      // A lightning flash shows the storm, not the scene: the poster waits for the dark after it.
      let posterFrame = timeline.poster;
      while (bolts && flashAt(bolts, posterFrame / input.fps) > 0 && posterFrame < timeline.frames - 1)
        posterFrame++;
      const output = join(dir, 'video.mp4');
      const poster = await encodeFrames({
        renderer,
        frames: timeline.frames,
        poster: posterFrame,
        size,
        encoder: {
          ffmpeg,
          ...size,
          fps: input.fps,
          frames: timeline.frames,
          output,
          ...(audio ? { audio } : {}),
          ...(signal ? { signal } : {}),
        },
        progress: (f) => progress(WEIGHTS.paint + audioShare + (1 - WEIGHTS.paint - audioShare) * f),
        ...(signal ? { signal } : {}),
      });
      const video = await readFile(output);
      return {
        video,
        mimeType: 'video/mp4',
        durationSeconds: timeline.frames / input.fps,
        poster: await posterPng(poster, size.width, size.height),
        ...(notes ? { notes } : {}),
        usage: { seconds: timeline.frames / input.fps },
      };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

function posterPng(rgba: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(rgba, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** Progress as whole percents that never go back, reported only when they change. */
function monotonic(report: ((pct: number) => void) | undefined): (fraction: number) => void {
  let last = -1;
  return (fraction) => {
    const pct = Math.min(100, Math.max(0, Math.round(fraction * 100)));
    if (pct > last) {
      last = pct;
      report?.(pct);
    }
  };
}
