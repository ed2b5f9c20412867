import { Office } from '@muse/contracts';
import type { AssistantDialog } from '@muse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client';
import { isApiError } from '../../../app/api-error';
import { officeKeys } from '../../offices';

/** POST /offices/{officeId}/updateAssistantDialog: the main assistant's dialog tree; the office as saved. */
export function saveDialog(officeId: string, dialog: AssistantDialog): Promise<Office> {
  return api.post(`/api/offices/${encodeURIComponent(officeId)}/updateAssistantDialog`, {
    schema: Office,
    body: { dialog },
  });
}

/** Saves the tree; the reply replaces the cached office, so the page behind the setup runs the new dialog. */
export function useSaveDialog(officeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dialog: AssistantDialog) => saveDialog(officeId, dialog),
    onSuccess: (office: Office) => {
      queryClient.setQueriesData<Office>({ queryKey: officeKeys.officePrefix(officeId) }, () => office);
    },
    meta: {
      errorTitle: "Couldn't save the dialog",
      // field errors are shown at their fields
      shownInPlace: (error) => isApiError(error) && Object.keys(error.fields).length > 0,
    },
  });
}
