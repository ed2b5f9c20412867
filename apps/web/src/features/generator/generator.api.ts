import { z } from 'zod';
import { CreateImageReply, ImageIdeasReply, ImageItem, ImageListReply, QueueReply } from '@muse/contracts';
import type { CreateImageBody, ImageIdeasBody } from '@muse/contracts';
import { api } from '../../app/api-client';

/** Lists the creations section shows; `mine` pages with POST /images/mine/all. */
export type ImageListKind = 'mine' | 'favorites' | 'popular';

export interface ListPageQuery {
  after?: string;
  limit: number;
  keywords?: string;
}

const anyReply = z.unknown();

/** The image generation endpoints of the Muse server. */
export const generatorApi = {
  ideas: (body: Partial<ImageIdeasBody> & { keywords: string }) =>
    api.post('/api/openai/create-image-name-description', { schema: ImageIdeasReply, body }),
  create: (body: Partial<CreateImageBody> & { description: string; model: string }) =>
    api.post('/api/images/', { schema: CreateImageReply, body }),
  queue: (signal?: AbortSignal) => api.get('/api/images/queue', { schema: QueueReply, signal }),
  cancel: (id: string) => api.post('/api/images/cancel', { schema: anyReply, body: { id } }),
  restart: (id: string) => api.post('/api/images/restart', { schema: anyReply, body: { id } }),
  item: (filename: string, signal?: AbortSignal) =>
    api.get(`/api/images/filename/${encodeURIComponent(filename)}`, { schema: ImageItem, signal }),
  list: (kind: ImageListKind, page: ListPageQuery, signal?: AbortSignal) =>
    api.post(kind === 'mine' ? '/api/images/mine/all' : `/api/images/${kind}`, {
      schema: ImageListReply,
      body: page,
      signal,
    }),
};
