/** Spec: "batch download delay 2 s between files". */
export const BATCH_DOWNLOAD_GAP_MS = 2_000;

export interface BatchFile {
  filename: string;
  name: string;
  video: boolean;
}

/** The name a downloaded file is saved under: the item's name (else its filename) and its type. */
export function downloadName(file: BatchFile): string {
  const base = (file.name.trim() || file.filename)
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${base || file.filename}.${file.video ? 'mp4' : 'png'}`;
}

/**
 * Downloads the files one after another with `gapMs` between two saves (browsers refuse a burst of
 * downloads). A file that fails is counted and skipped; `signal` stops before the next file.
 */
export async function downloadInTurn(
  files: readonly BatchFile[],
  steps: {
    urlOf(file: BatchFile): Promise<string>;
    save(url: string, name: string): void;
    wait(ms: number, signal?: AbortSignal): Promise<void>;
    onProgress?(done: number): void;
  },
  opts: { gapMs?: number; signal?: AbortSignal } = {},
): Promise<{ saved: number; failed: number }> {
  let saved = 0;
  let failed = 0;
  for (const [i, file] of files.entries()) {
    if (opts.signal?.aborted) break;
    if (i > 0) await steps.wait(opts.gapMs ?? BATCH_DOWNLOAD_GAP_MS, opts.signal);
    if (opts.signal?.aborted) break;
    try {
      steps.save(await steps.urlOf(file), downloadName(file));
      saved += 1;
    } catch {
      failed += 1;
    }
    steps.onProgress?.(i + 1);
  }
  return { saved, failed };
}
