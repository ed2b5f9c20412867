import { CreateImageReply, ImageItem, ShareLinkReply } from '@muse/contracts';
import { WIZARD_REQUEST } from '@muse/domain';
import { api } from '../../app/api-client';
import { ApiError, CLIENT_ERROR_CODES, UNREACHABLE_MESSAGE, errorFromReply } from '../../app/api-error';

const enc = encodeURIComponent;

/** The photo wizard's calls: upload the photo, transform it (POST /images/), poll the result, share it. */
export const wizardApi = {
  /** The photo becomes a private item of My creations (the wizard's upload target). */
  async upload(file: File): Promise<ImageItem> {
    const form = new FormData();
    form.append('name', 'Photo for the wizard');
    form.append('private', 'true');
    form.append('file', file, file.name || 'photo.png');
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
  },
  transform: (photoFilename: string, prompt: string) =>
    api.post('/api/images/', {
      schema: CreateImageReply,
      body: { ...WIZARD_REQUEST, description: prompt.trim(), source: 'web', videoImages: [photoFilename] },
    }),
  item: (filename: string, signal?: AbortSignal) =>
    api.get(`/api/images/filename/${enc(filename)}`, { schema: ImageItem, signal }),
  shareLink: (filename: string) =>
    api.get(`/api/images/sharelink/${enc(filename)}`, { schema: ShareLinkReply }),
};
