import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavePageBody, TopicPage } from '@muse/contracts';
import { setupApi, setupKeys } from '../assistant-setup.api';

/** An office's topics (GET /ai/pages/{officeId}); the Train AI tab shows its errors. */
export function useTopics(officeId: string) {
  return useQuery({
    queryKey: setupKeys.pages(officeId),
    queryFn: ({ signal }) => setupApi.pages(officeId, signal),
    select: (reply) => reply.data,
    meta: { shownInPlace: () => true },
  });
}

/** Saving (creating, changing or renaming) and deleting topics; the topic list is read again after each. */
export function useTopicActions(officeId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: setupKeys.pages(officeId) });
  const save = useMutation({
    mutationFn: (body: Omit<SavePageBody, 'officeId'>) => setupApi.savePage({ officeId, ...body }),
    // The saved topic is in the list at once (the editor selects it), then the list is read again.
    onSuccess: (saved, body) => {
      queryClient.setQueryData<{ data: TopicPage[] }>(setupKeys.pages(officeId), (old) =>
        old
          ? { data: [...old.data.filter((p) => p.topic !== body.topic && p.topic !== saved.topic), saved] }
          : old,
      );
      return refresh();
    },
    meta: { shownInPlace: () => true },
  });
  const remove = useMutation({
    mutationFn: async (topic: string) => {
      await setupApi.deletePage({ officeId, topic });
      return topic;
    },
    onSuccess: (topic) => {
      queryClient.removeQueries({ queryKey: setupKeys.questions(officeId, topic) });
      return refresh();
    },
    meta: { errorTitle: "Couldn't delete the topic" },
  });
  const readPage = useMutation({
    mutationFn: (pageUrl: string) => setupApi.readPage({ officeId, pageUrl }),
    meta: { shownInPlace: () => true },
  });
  return { save, remove, readPage };
}
