import { DEVICE_PICTURE_ID, type ImageEditJob } from '@muse/contracts';
import { adjustmentsAreDefault, type EditorAiTool } from '@muse/domain';
import type { EditorDocument, WorkingImage } from '../state/editor-document';
import { editBody, inpaintBody, toolKind, type AiSettings } from './ai-settings';
import type { aiApi } from './ai.api';
import type { LassoPath } from './lasso';

/** How often a running edit is asked for its progress. */
export const POLL_MS = 1000;
export const EDIT_FAILED_MESSAGE = 'The tool could not finish this picture. Try again, please.';

export type RunStage = 'preparing' | 'queued' | 'running' | 'loading';
export interface RunProgress {
  stage: RunStage;
  /** 0–100 */
  progress: number;
}

export interface RunInput {
  tool: EditorAiTool;
  settings: AiSettings;
  /** the saved item the editor opened, null for a picture from the device */
  itemId: string | null;
  doc: EditorDocument;
  /** no step in the history: the document is the item as it was opened */
  untouched: boolean;
  paths: readonly LassoPath[];
  exportPicture(): Promise<Blob>;
}

export interface RunDeps {
  api: Pick<typeof aiApi, 'upload' | 'inpaint' | 'edit' | 'job' | 'result'>;
  maskPng(paths: readonly LassoPath[], width: number, height: number): Promise<Blob>;
  objectUrl(blob: Blob): string;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export interface RunResult {
  image: WorkingImage;
  job: ImageEditJob;
}

/**
 * Which picture a run works on: the saved item itself (nothing changed it), a picture the server already
 * holds (`serverName`), or the picture as it looks now, to be exported and uploaded first.
 */
export function runInputSource(
  input: Pick<RunInput, 'itemId' | 'doc' | 'untouched'>,
): { kind: 'item' } | { kind: 'uploaded'; name: string } | { kind: 'export' } {
  const plain = adjustmentsAreDefault(input.doc.adjustments);
  if (input.doc.image.serverName && plain) return { kind: 'uploaded', name: input.doc.image.serverName };
  if (input.itemId && input.untouched && plain) return { kind: 'item' };
  return { kind: 'export' };
}

/**
 * One run of an AI tool: uploads what the server needs (the working picture when it differs from the saved
 * item, the lasso mask), asks for the run (charged then), follows it every second and fetches the result.
 * Throws an ApiError for a refused request, or an Error with the tool's message when the run failed.
 */
export async function runAiTool(
  input: RunInput,
  deps: RunDeps,
  onProgress: (p: RunProgress) => void,
  signal?: AbortSignal,
): Promise<RunResult> {
  onProgress({ stage: 'preparing', progress: 0 });
  const source = runInputSource(input);
  let imageUrl: string | undefined;
  if (source.kind === 'uploaded') imageUrl = source.name;
  if (source.kind === 'export') {
    const picture = await input.exportPicture();
    imageUrl = (await deps.api.upload(picture, signal)).filename;
  }
  const id = input.itemId ?? DEVICE_PICTURE_ID;
  const kind = toolKind(input.tool);
  let job: ImageEditJob;
  if (kind === 'area') {
    const { width, height } = input.doc.image;
    const mask = await deps.maskPng(input.paths, width, height);
    const maskUrl = (await deps.api.upload(mask, signal)).filename;
    job = await deps.api.inpaint(id, inpaintBody(input.tool, input.settings, { maskUrl, imageUrl }), signal);
  } else if (kind === 'expand') {
    job = await deps.api.inpaint(id, inpaintBody(input.tool, input.settings, { imageUrl }), signal);
  } else {
    job = await deps.api.edit(id, editBody(input.tool, input.settings, imageUrl), signal);
  }

  while (job.status === 'queued' || job.status === 'running') {
    onProgress({ stage: job.status, progress: job.progress });
    await deps.sleep(POLL_MS, signal);
    job = await deps.api.job(job._id, signal);
  }
  if (job.status === 'failed' || !job.imageUrl) throw new Error(job.message || EDIT_FAILED_MESSAGE);

  onProgress({ stage: 'loading', progress: 100 });
  const blob = await deps.api.result(job.imageUrl, signal);
  const before = input.doc.image;
  return {
    job,
    image: {
      url: deps.objectUrl(blob),
      width: job.width ?? before.width,
      height: job.height ?? before.height,
    },
  };
}

/** Waits `ms`, or rejects when the run is abandoned. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
