import * as z from 'zod/mini';
import {
  CheckSafeReply,
  CreateImageReply,
  ImageIdeasReply,
  ImageItem,
  ImageListReply,
  QueueReply,
  UrlReply,
} from '@muse/contracts';
import type { CreateImageBody, ImageIdeasBody } from '@muse/contracts';
import { api } from '../../app/api-client';

/**
 * The paged lists of the creations tabs: `mine` and `private` page with POST /images/mine/all (`private` asks
 * for the private items only), `favorites` with POST /images/favorites, `popular` with POST /images/popular.
 */
export type ImageListKind = 'mine' | 'favorites' | 'popular' | 'private';

export interface ListPageQuery {
  /** the last item's `_id`: the next page starts after it */
  after?: string;
  limit: number;
}

/** POST /images/similar: page N is `index: N` (20 a page, a short page is the last). */
export interface SimilarQuery {
  keywords: string;
  limit: number;
  index: number;
}

const LIST_PATHS: Record<ImageListKind, string> = {
  mine: '/api/images/mine/all',
  private: '/api/images/mine/all',
  favorites: '/api/images/favorites',
  popular: '/api/images/popular',
};

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
    api.post(LIST_PATHS[kind], {
      schema: ImageListReply,
      body: kind === 'private' ? { ...page, private: true } : page,
      signal,
    }),
  similar: (query: SimilarQuery, signal?: AbortSignal) =>
    api.post('/api/images/similar', { schema: ImageListReply, body: query, signal }),
  /** A picture's download address (the owner's own: free); a POST because others' downloads may cost. */
  downloadUrl: (filename: string) =>
    api.post(`/api/images/download-watermark/${encodeURIComponent(filename)}`, { schema: UrlReply }),
  /** The safety call before an in-app free user's search or generation; `error` set means blocked. */
  checkSafe: (text: string, signal?: AbortSignal) =>
    api.post('/api/images/check-safe', { schema: CheckSafeReply, body: { text }, signal }),
};
