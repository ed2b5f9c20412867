import { useState } from 'react';
import { EmptyState, Select, Stack } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import type { Office } from '@muse/contracts';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { ChatBubble } from '../../offices';
import { useConversationMessages, useConversations } from '../hooks/use-conversations';
import { conversationLabel } from '../setup-view';
import classes from './SetupModal.module.css';

/** The Conversations tab: a date/user dropdown and the chosen conversation as chat bubbles. */
export function ConversationsTab({ office }: { office: Office }) {
  const conversations = useConversations(office._id);
  const [chosen, setChosen] = useState<string | null>(null);
  const list = conversations.data ?? [];
  const conversation = list.find((c) => c.id === chosen) ?? list[0] ?? null;
  const messages = useConversationMessages(office._id, conversation);

  if (conversations.isPending) return <LoadingState label="Loading..." />;
  if (conversations.isError)
    return (
      <ErrorState
        title="Couldn't load the conversations"
        error={conversations.error}
        onRetry={() => void conversations.refetch()}
        retrying={conversations.isFetching}
      />
    );
  if (list.length === 0)
    return (
      <EmptyState
        icon={<IconMessages size={26} aria-hidden />}
        title="No conversations yet"
        description="When visitors talk to the assistant, their conversations show here, one per person and day."
        py="xl"
      />
    );

  return (
    <Stack gap="md">
      <Select
        label="Conversation"
        data={list.map((c) => ({ value: c.id, label: conversationLabel(c) }))}
        value={conversation?.id ?? null}
        onChange={(id) => id && setChosen(id)}
        allowDeselect={false}
        searchable={list.length > 10}
      />
      {messages.isPending ? (
        <LoadingState label="Loading..." />
      ) : messages.isError ? (
        <ErrorState
          title="Couldn't load this conversation"
          error={messages.error}
          onRetry={() => void messages.refetch()}
          retrying={messages.isFetching}
        />
      ) : (
        <div className={classes.bubbles} role="log" aria-label="Transcript">
          {messages.data.map((m) => (
            <ChatBubble key={m.id} role={m.role}>
              {m.content}
            </ChatBubble>
          ))}
        </div>
      )}
    </Stack>
  );
}
