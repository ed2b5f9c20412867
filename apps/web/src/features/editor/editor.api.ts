import { ImageItem } from '@muse/contracts';
import { ApiError, CLIENT_ERROR_CODES, UNREACHABLE_MESSAGE, errorFromReply } from '../../app/api-error';
import type { EditorSource } from './state/editor-document';

/**
 * POST /api/user/upload/image: the edited picture saved as a new item of My creations, linked to the item
 * it was edited from. The text fields go before the file (the server reads the fields sent before it).
 */
export async function saveEditedPicture(png: Blob, source: EditorSource): Promise<ImageItem> {
  const form = new FormData();
  if (source.itemId) form.append('sourceId', source.itemId);
  form.append('private', String(source.private));
  if (source.description) form.append('description', source.description);
  form.append('file', png, 'edited-image.png');
  let response: Response;
  try {
    response = await fetch('/api/user/upload/image', {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, CLIENT_ERROR_CODES.unreachable, UNREACHABLE_MESSAGE);
  }
  const text = await response.text();
  if (!response.ok) throw errorFromReply(response.status, text);
  return ImageItem.parse(JSON.parse(text));
}

/** Saves a picture on the device under `name`. */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next task; the address can go then.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
