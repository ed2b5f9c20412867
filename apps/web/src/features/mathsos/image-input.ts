/** What a problem picture may be: PNG, JPEG or WebP up to 10 MB (the parse-image contract's bounds). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

interface FileLike {
  type: string;
  size: number;
}

/** The first picture among dropped, pasted or picked files (a paste may hold text and a picture). */
export function firstImage<F extends FileLike>(files: ArrayLike<F> | null | undefined): F | null {
  if (!files) return null;
  for (let i = 0; i < files.length; i += 1) {
    const file = files[i];
    if (file && file.type.startsWith('image/')) return file;
  }
  return null;
}

/** Why a picture cannot be read, or null when it can be sent. */
export function imageProblem(file: FileLike | null): string | null {
  if (!file) return 'Choose a screenshot or photo of the problem.';
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Choose a PNG, JPEG or WebP picture.';
  if (file.size > MAX_IMAGE_BYTES)
    return 'The picture is larger than 10 MB. Crop it to the problem and try again.';
  return null;
}

/** A picture file as a data URL, the way parse-image takes it. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}
