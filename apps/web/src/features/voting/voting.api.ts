import { ImageItem, ReactionReply } from '@muse/contracts';
import { api } from '../../app/api-client';
import type { Vote } from './voting-rules';

const enc = encodeURIComponent;

/** The voting screen's endpoints: a random public image, and a like or dislike of it. */
export const votingApi = {
  /** POST /images/random: one random public image; 404 when there is none yet. */
  random: (signal?: AbortSignal) => api.post('/api/images/random', { schema: ImageItem, signal }),
  /** POST /images/{filename}/like or /dislike: toggles, like the viewer's buttons. */
  vote: (filename: string, vote: Vote) =>
    api.post(`/api/images/${enc(filename)}/${vote}`, { schema: ReactionReply }),
};
