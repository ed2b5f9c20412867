import { useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSession } from '../../auth';
import { officeKeys, officesApi } from '../offices.api';
import { followUpChoices, mergeTranscript, type ChatEntry } from '../transcript';

/**
 * Talking to an office's assistant: the earlier conversation is restored once, then each question shows at
 * once, the answer follows, and the answer's follow-up questions are offered. Mount it again (a React key)
 * for another office.
 */
export function useAssistantChat(officeId: string) {
  const { session, isLoading: sessionLoading } = useSession();
  const viewer = session?.userId ?? null;
  const localId = useRef(0);
  const [local, setLocal] = useState<ChatEntry[]>([]);
  const [followUps, setFollowUps] = useState<string[]>([]);
  const [lastQuestion, setLastQuestion] = useState<string | null>(null);

  const restored = useQuery({
    queryKey: officeKeys.transcript(officeId, viewer),
    queryFn: async ({ signal }): Promise<ChatEntry[]> => {
      const { hasMessages } = await officesApi.hasMessages(officeId, signal);
      if (!hasMessages) return [];
      const { messages } = await officesApi.lastMessages(officeId, signal);
      return messages.map(({ id, role, content }) => ({ id, role, content }));
    },
    enabled: !sessionLoading,
    // Restored once per visit: this visit's messages are kept locally and would otherwise show twice.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    meta: { errorTitle: "Couldn't restore the earlier conversation" },
  });

  const ask = useMutation({
    mutationFn: ({ question }: { question: string; again?: boolean }) =>
      officesApi.ask({ officeId, question }),
    onMutate: ({ question, again }) => {
      setFollowUps([]);
      setLastQuestion(question);
      // Asking again after a failure: the question is already in the transcript.
      if (again) return;
      setLocal((entries) => [
        ...entries,
        { id: `local-${++localId.current}`, role: 'user', content: question },
      ]);
    },
    onSuccess: (reply) => {
      setLocal((entries) => [
        ...entries,
        { id: `local-${++localId.current}`, role: 'assistant', content: reply.answer },
      ]);
      setFollowUps(reply.followUpQuestions);
    },
    meta: { shownInPlace: () => true },
  });

  return {
    entries: mergeTranscript(restored.data ?? [], local),
    restoring: restored.isPending && !sessionLoading,
    thinking: ask.isPending,
    error: ask.error,
    /** asks again the question that failed */
    retry: () => {
      if (lastQuestion) ask.mutate({ question: lastQuestion, again: true });
    },
    followUps: ask.isPending ? [] : followUpChoices(followUps, lastQuestion),
    ask: (question: string) => ask.mutate({ question }),
  };
}
