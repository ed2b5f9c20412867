import { LegalReply } from '@muse/contracts';
import { api } from '../../app/api-client';

export const legalApi = {
  facts: (signal?: AbortSignal) => api.get('/api/legal', { schema: LegalReply, signal }),
};

export const legalKeys = { facts: ['legal'] as const };
