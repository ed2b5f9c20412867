import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Office, UpdateAssistantBody } from '@muse/contracts';
import { officeKeys, officesApi } from '../../offices';

/**
 * POST /offices/{id}/updateAssistant/0 with {voiceId}, {avatar, welcomeMessage} or {personality}; the reply
 * (the office as saved) replaces the cached office, so the page behind the setup shows it at once.
 */
export function useUpdateAssistant(officeId: string, errorTitle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAssistantBody) => officesApi.updateAssistant(officeId, body),
    onSuccess: (office: Office) => {
      queryClient.setQueriesData<Office>({ queryKey: officeKeys.officePrefix(officeId) }, () => office);
      void queryClient.invalidateQueries({ queryKey: ['offices', 'mine'] });
    },
    meta: { errorTitle },
  });
}
