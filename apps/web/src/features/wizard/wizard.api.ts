import { CreateImageReply, ImageItem, ShareLinkReply } from '@muse/contracts';
import { WIZARD_REQUEST } from '@muse/domain';
import { api } from '../../app/api-client';
import { postForm } from '../../app/post-form';

const enc = encodeURIComponent;

/** The photo wizard's calls: upload the photo, transform it (POST /images/), poll the result, share it. */
export const wizardApi = {
  /** The photo becomes a private item of My creations (the wizard's upload target). */
  async upload(file: File): Promise<ImageItem> {
    const form = new FormData();
    form.append('name', 'Photo for the wizard');
    form.append('private', 'true');
    form.append('file', file, file.name || 'photo.png');
    return postForm('/api/user/upload/image', form, ImageItem);
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
