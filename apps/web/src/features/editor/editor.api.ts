import { ImageItem } from '@muse/contracts';
import { postForm } from '../../app/post-form';
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
  return postForm('/api/user/upload/image', form, ImageItem);
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
