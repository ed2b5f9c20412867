import type { ImageEditJob } from '@muse/contracts';
import { mediaUrl } from '../../platform/storage';
import type { ImageEditRow } from './editor.repository';

/** A run as the editor polls it; the result's address is signed (it is private to its owner). */
export function presentEdit(row: ImageEditRow, secret: string): ImageEditJob {
  const status = row.finishedOn ? (row.failed ? 'failed' : 'finished') : row.startedOn ? 'running' : 'queued';
  return {
    _id: row.id,
    tool: row.tool,
    status,
    progress: row.progress,
    message: row.message,
    imageUrl: status === 'finished' ? mediaUrl(row.resultKey, secret) : null,
    width: row.width,
    height: row.height,
    credits: row.credits,
  };
}
