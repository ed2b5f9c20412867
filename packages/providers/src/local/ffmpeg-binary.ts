import { createRequire } from 'node:module';

let installed: string | null | undefined;

/**
 * The FFmpeg binary that `npm install` brings (@ffmpeg-installer's static build), or undefined when it has
 * none for this platform. The video engine encodes with it; speech recognition reads non-WAV clips with it
 * when the system has no ffmpeg of its own.
 */
export function ffmpegBinary(): string | undefined {
  if (installed === undefined) {
    try {
      // Loaded on first use: the package throws at import on platforms it has no build for.
      const found = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path?: unknown };
      installed = typeof found.path === 'string' ? found.path : null;
    } catch {
      installed = null;
    }
  }
  return installed ?? undefined;
}
