import type { CreateMusicBody, ExtendMusicBody, MusicIdeasBody, SongSectionBody } from '@muse/contracts';
import {
  MusicExtension,
  MusicExtensionsReply,
  MusicGalleriesReply,
  MusicIdeasReply,
  MusicListReply,
  MusicRandomReply,
  MusicReactionReply,
  MusicTrack,
  OkReply,
  SongSectionReply,
  VerifiedEmailReply,
  VerifyEmailCodeReply,
} from '@muse/contracts';
import type * as z from 'zod/mini';
import { api } from '../../app/api-client';

const enc = encodeURIComponent;
type In<S extends z.ZodMiniType> = z.input<S>;

/** Every music endpoint the web app calls, and the email verification ones. */
export const musicApi = {
  galleries: (signal?: AbortSignal) => api.get('/api/music/all', { schema: MusicGalleriesReply, signal }),
  mine: (index: number, signal?: AbortSignal) =>
    api.get('/api/music/mine', { schema: MusicListReply, query: { index }, signal }),
  inProgress: (signal?: AbortSignal) => api.get('/api/music/in-progress', { schema: MusicListReply, signal }),
  single: (filename: string, signal?: AbortSignal) =>
    api.get(`/api/music/single/${enc(filename)}`, { schema: MusicTrack, signal }),
  similar: (keywords: string, signal?: AbortSignal) =>
    api.post('/api/music/similar', { schema: MusicListReply, body: { keywords }, signal }),
  random: () => api.post('/api/music/random', { schema: MusicRandomReply }),

  ideas: (body: In<typeof MusicIdeasBody>, signal?: AbortSignal) =>
    api.post('/api/ai/create-music-name-description', { schema: MusicIdeasReply, body, signal }),
  songSection: (body: In<typeof SongSectionBody>) =>
    api.post('/api/openai/create-song-section', { schema: SongSectionReply, body }),
  create: (body: In<typeof CreateMusicBody>) => api.post('/api/music', { schema: MusicTrack, body }),

  like: (filename: string) => api.post(`/api/music/${enc(filename)}/like`, { schema: MusicReactionReply }),
  dislike: (filename: string) =>
    api.post(`/api/music/${enc(filename)}/dislike`, { schema: MusicReactionReply }),
  done: (filename: string) => api.post(`/api/music/done/${enc(filename)}`, { schema: MusicTrack }),
  regenerate: (filename: string) =>
    api.post(`/api/music/regenerate/${enc(filename)}`, { schema: MusicTrack }),
  remove: (filename: string) => api.post(`/api/music/delete/${enc(filename)}`, { schema: OkReply }),
  requestVideo: (filename: string) =>
    api.post(`/api/music/requestvideo/${enc(filename)}`, { schema: MusicTrack }),
  /** The download address (a plain link: the browser saves the file). */
  downloadUrl: (filename: string, ext: 'mp3' | 'mid') => `/api/music/download/${enc(filename)}.${ext}`,

  extensions: (filename: string, signal?: AbortSignal) =>
    api.get(`/api/music/${enc(filename)}/extensions`, { schema: MusicExtensionsReply, signal }),
  extend: (filename: string, body: In<typeof ExtendMusicBody>) =>
    api.post(`/api/music/${enc(filename)}/extend`, { schema: MusicExtension, body }),
  removeExtension: (id: string) =>
    api.request('DELETE', `/api/music/extension/${enc(id)}`, { schema: OkReply }),
  likeExtension: (id: string) =>
    api.post(`/api/music/extension/${enc(id)}/like`, { schema: MusicReactionReply }),
  dislikeExtension: (id: string) =>
    api.post(`/api/music/extension/${enc(id)}/dislike`, { schema: MusicReactionReply }),

  feedback: (body: { email?: string; review?: string; feedback?: string }) =>
    api.post('/api/music/feedback', { schema: OkReply, body }),

  verifiedEmail: (signal?: AbortSignal) =>
    api.get('/api/user/verifiedEmail', { schema: VerifiedEmailReply, signal }),
  verifyEmail: (email: string) => api.post('/api/user/verifyEmail', { schema: OkReply, body: { email } }),
  verifyEmailWithCode: (code: string) =>
    api.post('/api/user/verifyEmailWithCode', { schema: VerifyEmailCodeReply, body: { code } }),
};

/** Query keys of the music pages (invalidate `musicKeys.all` after any change to a track). */
export const musicKeys = {
  all: ['music'] as const,
  galleries: ['music', 'galleries'] as const,
  mine: (userId: string) => ['music', 'mine', userId] as const,
  inProgress: (userId: string) => ['music', 'in-progress', userId] as const,
  single: (filename: string) => ['music', 'single', filename] as const,
  similar: (keywords: string) => ['music', 'similar', keywords] as const,
  extensions: (filename: string) => ['music', 'extensions', filename] as const,
  verifiedEmail: (userId: string) => ['music', 'verified-email', userId] as const,
};
