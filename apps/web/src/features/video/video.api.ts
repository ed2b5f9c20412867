import { CreateImageReply, ImageListReply } from '@muse/contracts';
import * as z from 'zod/mini';
import { api } from '../../app/api-client';

const anyReply = z.unknown();
import type { videoBody } from './video-settings';

/** The video view's lists: the user's own videos and everyone's public ones, most liked first. */
export type VideoListKind = 'mine' | 'popular';

const LIST_PATHS: Record<VideoListKind, string> = {
  mine: '/api/images/mine/all',
  popular: '/api/images/popular',
};

export const videoKeys = {
  all: ['videos'] as const,
  list: (kind: VideoListKind) => ['videos', 'list', kind] as const,
};

/** Videos are items of the images API: the same create, lists (with `media: 'video'`) and animate. */
export const videoApi = {
  create: (body: ReturnType<typeof videoBody>) =>
    api.post('/api/images/', { schema: CreateImageReply, body }),
  animate: (imageId: string, model: string) =>
    api.post(`/api/images/animate/${encodeURIComponent(imageId)}`, {
      schema: CreateImageReply,
      body: { model },
    }),
  list: (kind: VideoListKind, page: { after?: string; limit: number }, signal?: AbortSignal) =>
    api.post(LIST_PATHS[kind], { schema: ImageListReply, body: { ...page, media: 'video' }, signal }),
  restart: (id: string) => api.post('/api/images/restart', { schema: anyReply, body: { id } }),
  /** The user's finished pictures, to choose some to animate. */
  pictures: (page: { after?: string; limit: number }, signal?: AbortSignal) =>
    api.post('/api/images/mine/all', { schema: ImageListReply, body: page, signal }),
};
