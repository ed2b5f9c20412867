import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MathSection, MathTopic, SaveSatTopicBody } from '@muse/contracts';
import { mathSetupApi, mathSetupKeys } from '../math/math-setup.api';

/** A section's lessons (GET /ai/topics/{officeId}/{section}) and saving one (POST /ai/topic/satmath). */
export function useMathTopics(officeId: string, section: MathSection) {
  const queryClient = useQueryClient();
  const key = mathSetupKeys.topics(officeId, section);
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => mathSetupApi.topics(officeId, section, signal),
    select: (reply) => reply.data,
    meta: { shownInPlace: () => true },
  });
  const save = useMutation({
    mutationFn: (body: SaveSatTopicBody) => mathSetupApi.saveTopic(body),
    onSuccess: ({ topic }) => {
      queryClient.setQueryData<{ data: MathTopic[] }>(key, (old) => {
        const others = (old?.data ?? []).filter((t) => t.lesson !== topic.lesson);
        return { data: [...others, topic].sort((a, b) => a.lesson - b.lesson) };
      });
    },
    // Field errors show under the fields; the rest in place too.
    meta: { shownInPlace: () => true },
  });
  return { list, save };
}
