import { useMutation } from '@tanstack/react-query';
import type { CreateInterviewQuestionsBody } from '@muse/contracts';
import type { InterviewRow } from '@muse/domain';
import { interviewApi } from '../interview.api';

/**
 * Questions written for a job title (POST /api/openai/createInterviewQuestions), as editable rows. The
 * interview setup and the practice page both ask through this, so they wait and fail the same way; the
 * last failure stays until the next try.
 */
export function useGenerateQuestions() {
  const mutation = useMutation({
    mutationFn: async (body: CreateInterviewQuestionsBody): Promise<InterviewRow[]> =>
      (await interviewApi.createQuestions(body)).data.map((q) => ({
        question: q.question,
        category: q.category,
      })),
  });
  return {
    generating: mutation.isPending,
    error: mutation.error,
    /** asks for questions; `onRows` gets them unless the request fails (the failure is then in `error`) */
    generate: (body: CreateInterviewQuestionsBody, onRows: (rows: InterviewRow[]) => void) =>
      mutation.mutate(body, { onSuccess: onRows }),
  };
}
