import {
  Asset,
  AssetSearchReply,
  DeleteAssetReply,
  ImageListReply,
  MusicListReply,
  UploadReply,
  type AssetType,
  type CreateAssetBody,
} from '@muse/contracts';
import { api } from '../../app/api-client';
import { postForm } from '../../app/post-form';

const enc = encodeURIComponent;

export interface AssetFilters {
  types: AssetType[];
  tags: string[];
  text: string;
}

/** The asset library's endpoints, and the creations it adds from (the caller's pictures and tracks). */
export const assetsApi = {
  search: (filters: AssetFilters, after: string | undefined, signal?: AbortSignal) =>
    api.get('/api/assets/search', {
      schema: AssetSearchReply,
      query: {
        types: filters.types.join(','),
        tags: filters.tags.join(','),
        text: filters.text.trim(),
        after,
        limit: 24,
      },
      signal,
    }),
  add: (body: CreateAssetBody) => api.post('/api/assets', { schema: Asset, body }),
  remove: (id: string) => api.request('DELETE', `/api/assets/${enc(id)}`, { schema: DeleteAssetReply }),
  tag: (id: string, tag: string) => api.post(`/api/assets/tag/${enc(id)}`, { schema: Asset, body: { tag } }),
  untag: (id: string, tag: string) =>
    api.post(`/api/assets/untag/${enc(id)}`, { schema: Asset, body: { tag } }),
  /** a picture from the device: uploaded, then added as an asset of its own */
  async upload(file: File): Promise<Asset> {
    const form = new FormData();
    form.append('file', file, file.name);
    const { filename } = await postForm('/api/user/upload', form, UploadReply);
    return assetsApi.add({ type: 'image', filename, name: file.name.replace(/\.[a-z0-9]+$/i, '') });
  },
  myPictures: (signal?: AbortSignal) =>
    api.post('/api/images/mine/all', {
      schema: ImageListReply,
      body: { index: 0, limit: 40, media: 'image' },
      signal,
    }),
  myMusic: (signal?: AbortSignal) =>
    api.get('/api/music/mine', { schema: MusicListReply, query: { index: 0 }, signal }),
};
