import { Anchor, Text, Title } from '@mantine/core';
import { Link } from '../../../shared/routing';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import {
  AssistantChat,
  AssistantPortrait,
  assistantName,
  assistantVoiceId,
  mainAssistant,
  useOffice,
  welcomeMessage,
} from '../../offices';
import { ENTRY_NOTES, type ChatEntry } from '../chat-entries';
import classes from './ChatPage.module.css';

/** One conversation of /chat: who you talk to, then the chat with its welcome message. */
export function ChatConversation({ entry }: { entry: ChatEntry }) {
  const office = useOffice(entry.officeId);
  if (office.isPending) return <LoadingState label="Loading the conversation…" minHeight="40vh" />;
  if (office.isError)
    return (
      <ErrorState
        title="Couldn't open this conversation"
        error={office.error}
        onRetry={() => void office.refetch()}
        retrying={office.isFetching}
      />
    );
  const data = office.data;
  const name = assistantName(data);
  const assistant = mainAssistant(data);
  return (
    <div className={classes.conversation}>
      <header className={classes.who}>
        <AssistantPortrait
          avatarId={assistant?.avatar?.id}
          finish={assistant?.avatar?.finish}
          name={name}
          size={48}
        />
        <div>
          <Title order={2} fz="h4">
            {name}
          </Title>
          {entry.kind === 'help' ? (
            <Text size="sm" c="dimmed">
              {ENTRY_NOTES.help}
            </Text>
          ) : (
            <Anchor component={Link} to={`/app/${data._id}`} size="sm">
              Open its page
            </Anchor>
          )}
        </div>
      </header>
      <div className={classes.chatBox}>
        <AssistantChat
          key={data._id}
          officeId={data._id}
          welcome={{ text: welcomeMessage(data), voiceId: assistantVoiceId(data) }}
        />
      </div>
    </div>
  );
}
