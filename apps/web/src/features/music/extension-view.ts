import type { MusicExtension } from '@muse/contracts';
import { extendingLabel } from '@muse/domain';

export const EXTENSION_FAILED_TEXT = "This extension couldn't be made.";
export const DELETE_EXTENSION_QUESTION = 'Are you sure you want to delete this extension?';
export const DELETE_EXTENSION_CONFIRM = 'Yes, delete';

type ExtensionState = Pick<
  MusicExtension,
  'start' | 'end' | 'length' | 'finishedOn' | 'startedOn' | 'url' | 'message' | 'progress'
>;

export type ExtensionStatus =
  | { kind: 'pending'; label: string; progress: number | null }
  | { kind: 'failed'; text: string }
  | { kind: 'ready' };

const secs = (n: number) => Math.round(n);

/**
 * An extension is in progress until finishedOn, shown as 'Extending ... from X to Y seconds': X is the
 * part taken (Take To − Take From), Y the length of the result.
 */
export function extensionStatus(ext: ExtensionState, trackName: string): ExtensionStatus {
  if (!ext.finishedOn)
    return {
      kind: 'pending',
      label: extendingLabel(trackName, secs(ext.end - ext.start), secs(ext.length)),
      progress: ext.startedOn ? Math.max(0, Math.min(100, Math.round(ext.progress))) : null,
    };
  if (!ext.url) return { kind: 'failed', text: ext.message || EXTENSION_FAILED_TEXT };
  return { kind: 'ready' };
}

/** "0–15 s + 10 s": what was taken and what was added. */
export function extensionSummary(ext: Pick<MusicExtension, 'start' | 'end' | 'extension'>): string {
  return `${secs(ext.start)}–${secs(ext.end)} s + ${secs(ext.extension)} s`;
}

export function extensionsPending(list: readonly Pick<MusicExtension, 'finishedOn'>[]): boolean {
  return list.some((e) => !e.finishedOn);
}
