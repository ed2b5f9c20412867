import { OkReply, SessionReply, type UpdateProfileBody } from '@muse/contracts';
import { api } from '../../app/api-client';

/** The profile calls (only the signed-in shell loads this). */
export const profileApi = {
  /** The session as an app page of this store sees it: `updateStoreInfo` says whether to send its info. */
  sessionInStore: (store: string) => api.get('/api/session', { schema: SessionReply, query: { store } }),
  update: (body: UpdateProfileBody) => api.post('/api/offices/updateProfile', { schema: OkReply, body }),
};
