import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QaItem } from '@muse/contracts';
import type { QuestionCount } from '@muse/domain';
import { setupApi, setupKeys } from '../assistant-setup.api';
import type { EditableRow } from '../qa-rows';
import { saveBody } from '../qa-rows';

/** A topic's Q&A pairs (POST /ai/questions) and generating and saving them. */
export function useQuestions(officeId: string, topic: string) {
  const queryClient = useQueryClient();
  const key = setupKeys.questions(officeId, topic);
  const store = (items: QaItem[]) => queryClient.setQueryData(key, { data: items });

  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => setupApi.questions({ officeId, topic }, signal),
    select: (reply) => reply.data,
    // Edits live in the form: reading the list again would not change what is shown.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    meta: { shownInPlace: () => true },
  });
  const generate = useMutation({
    mutationFn: (numberOfQuestions: QuestionCount) =>
      setupApi.createQuestions({ officeId, topic, numberOfQuestions }),
    onSuccess: (reply) => store(reply.data),
    meta: { shownInPlace: () => true },
  });
  const save = useMutation({
    mutationFn: (rows: readonly EditableRow[]) =>
      setupApi.saveQuestions({ officeId, topic, questions: saveBody(rows) }),
    onSuccess: (reply) => store(reply.data),
    meta: { shownInPlace: () => true },
  });
  return { list, generate, save };
}
