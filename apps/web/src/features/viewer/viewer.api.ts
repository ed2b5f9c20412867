import {
  ImageItem,
  OkReply,
  ReactionReply,
  ReportReply,
  ShareLinkReply,
  UrlReply,
  ViewReply,
} from '@muse/contracts';
import type { ReportType } from '@muse/contracts';
import { api } from '../../app/api-client';

const enc = encodeURIComponent;

/** The viewer's endpoints: like, view count, share link, report, delete, privacy and download. */
export const viewerApi = {
  /** Toggles the viewer's like: a second like takes it back. */
  like: (filename: string) => api.post(`/api/images/${enc(filename)}/like`, { schema: ReactionReply }),
  dislike: (filename: string) => api.post(`/api/images/${enc(filename)}/dislike`, { schema: ReactionReply }),
  view: (filename: string) => api.post(`/api/images/${enc(filename)}/view`, { schema: ViewReply }),
  shareLink: (filename: string) =>
    api.get(`/api/images/sharelink/${enc(filename)}`, { schema: ShareLinkReply }),
  report: (filename: string, type: ReportType) =>
    api.post(`/api/images/${enc(filename)}/report`, { schema: ReportReply, body: { type } }),
  remove: (id: string) => api.request('DELETE', `/api/images/user/${enc(id)}`, { schema: OkReply }),
  switchPrivate: (id: string) =>
    api.request('PUT', `/api/images/switch-private/${enc(id)}`, { schema: ImageItem }),
  /** May spend a credit (a download can cost one), hence a POST. */
  download: (file: string) => api.post(`/api/images/download-watermark/${enc(file)}`, { schema: UrlReply }),
};
