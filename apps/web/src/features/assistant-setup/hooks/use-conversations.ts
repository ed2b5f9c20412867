import { useQuery } from '@tanstack/react-query';
import { setupApi, setupKeys } from '../assistant-setup.api';

/** The office's conversations, newest first (POST /ai/conversations). */
export function useConversations(officeId: string) {
  return useQuery({
    queryKey: setupKeys.conversations(officeId),
    queryFn: ({ signal }) => setupApi.conversations(officeId, signal),
    select: (reply) => reply.conversations,
    meta: { shownInPlace: () => true },
  });
}

/** One conversation's messages (POST /ai/conversationMessages). */
export function useConversationMessages(
  officeId: string,
  conversation: { id: string; userId: string; date: string } | null,
) {
  return useQuery({
    queryKey: setupKeys.conversation(officeId, conversation?.id ?? ''),
    queryFn: ({ signal }) =>
      setupApi.conversationMessages(
        { officeId, userId: conversation!.userId, date: conversation!.date },
        signal,
      ),
    enabled: conversation !== null,
    select: (reply) => reply.messages,
    meta: { shownInPlace: () => true },
  });
}
