import type { Page } from 'playwright-core';

/** Saves a two-colour picture of this size as a new item of the signed-in user's; its filename. */
export async function uploadPicture(page: Page, width: number, height: number): Promise<string> {
  return page.evaluate(
    async ({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#1E3C72';
      ctx.fillRect(0, 0, width, height);
      ctx.fillStyle = '#F7B733';
      ctx.fillRect(width / 3, 0, (width * 2) / 3, height);
      const png = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      const form = new FormData();
      form.append('file', png, 'picture.png');
      const res = await fetch('/api/user/upload/image', { method: 'POST', body: form });
      if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { filename: string }).filename;
    },
    { width, height },
  );
}
