import { ModelsReply } from '@muse/contracts';
import { api } from '../../app/api-client';

export const modelsApi = {
  list: (signal?: AbortSignal) => api.get('/api/models', { schema: ModelsReply, signal }),
};
