import { z } from 'zod';
import { ImageItem, ShareLinkReply, UrlReply } from '@muse/contracts';
import type { ReportType } from '@muse/contracts';
import { api } from '../../app/api-client';

/** POST /images/{filename}/like and /dislike. */
export const LikeReply = z.object({
  liked: z.boolean(),
  disliked: z.boolean().optional(),
  likes: z.number().int(),
});
/** POST /images/{filename}/view: the views after this one. */
export const ViewReply = z.object({ views: z.number().int().nonnegative() });
const anyReply = z.unknown();
const enc = encodeURIComponent;

/** The viewer's endpoints: like, view count, share link, report, delete, privacy and download. */
export const viewerApi = {
  like: (filename: string) => api.post(`/api/images/${enc(filename)}/like`, { schema: LikeReply }),
  /** Toggles the viewer's like: a second like takes it back. */
  dislike: (filename: string) => api.post(`/api/images/${enc(filename)}/dislike`, { schema: LikeReply }),
  view: (filename: string) => api.post(`/api/images/${enc(filename)}/view`, { schema: ViewReply }),
  shareLink: (filename: string) =>
    api.get(`/api/images/sharelink/${enc(filename)}`, { schema: ShareLinkReply }),
  report: (filename: string, type: ReportType) =>
    api.post(`/api/images/${enc(filename)}/report`, { schema: anyReply, body: { type } }),
  remove: (id: string) => api.request('DELETE', `/api/images/user/${enc(id)}`, { schema: anyReply }),
  switchPrivate: (id: string) =>
    api.request('PUT', `/api/images/switch-private/${enc(id)}`, { schema: ImageItem }),
  download: (file: string) => api.get(`/api/images/download-watermark/${enc(file)}`, { schema: UrlReply }),
};
