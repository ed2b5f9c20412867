import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MathSection, MathTopic, SatResultBody } from '@muse/contracts';
import { useSession } from '../../auth';
import { satMathApi, satMathKeys } from '../sat-math.api';

/** A section's lessons with the viewer's best results (shown in place: loading, empty and error states). */
export function useSatTopics(officeId: string, section: MathSection) {
  const { session, isLoading } = useSession();
  const viewer = session?.userId ?? null;
  return useQuery({
    queryKey: satMathKeys.topics(officeId, section, viewer),
    queryFn: ({ signal }) => satMathApi.topics(officeId, section, signal).then((r) => r.data),
    enabled: !isLoading,
    meta: { shownInPlace: () => true },
  });
}

/** A lesson's concepts and their explanations, for the study view. */
export function useSatConcepts(topic: MathTopic) {
  return useQuery({
    queryKey: satMathKeys.concepts(topic.officeId, topic.section, topic.lesson),
    queryFn: ({ signal }) =>
      satMathApi.concepts(topic.officeId, topic.section, topic.lesson, signal).then((r) => r.data),
    meta: { shownInPlace: () => true },
  });
}

/** A lesson's problems, fetched afresh for each quiz (an admin may have added some). */
export function useSatQuestions(topic: MathTopic) {
  return useQuery({
    queryKey: satMathKeys.questions(topic.officeId, topic.section, topic.lesson),
    queryFn: ({ signal }) =>
      satMathApi
        .questions(
          { officeId: topic.officeId, section: topic.section, lesson: topic.lesson, topic: topic.topic },
          signal,
        )
        .then((r) => r.data),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    meta: { shownInPlace: () => true },
  });
}

/** Sends a finished quiz; the lesson list refreshes so its ring and best time move. */
export function useSubmitResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SatResultBody) => satMathApi.result(body),
    onSettled: (_reply, _error, body) =>
      queryClient.invalidateQueries({ queryKey: satMathKeys.topicsOf(body.officeId) }),
    meta: { shownInPlace: () => true },
  });
}
