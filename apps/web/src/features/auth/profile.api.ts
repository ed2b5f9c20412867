import { OkReply, type UpdateProfileBody } from '@muse/contracts';
import { api } from '../../app/api-client';

/** POST /offices/updateProfile (only the signed-in shell loads this). */
export const profileApi = {
  update: (body: UpdateProfileBody) => api.post('/api/offices/updateProfile', { schema: OkReply, body }),
};
