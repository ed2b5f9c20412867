import { useMemo } from 'react';
import { Button, EmptyState, Paper, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconMessages } from '@tabler/icons-react';
import { useSearchParams } from '../../../shared/routing';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { SignInEmptyState, useSession } from '../../auth';
import { useHelperOffice } from '../../helper-chat';
import { useMyOffices } from '../../offices';
import { chatEntries, chosenEntry } from '../chat-entries';
import { ChatConversation } from './ChatConversation';
import { ConversationList } from './ConversationList';
import classes from './ChatPage.module.css';

/**
 * /chat: the conversations a signed-in user can have, Muse's help and their own assistants, with
 * the chosen one beside the list (`?with=` names it, so a conversation can be linked). On a phone the list
 * and the conversation take turns.
 */
export function ChatPage() {
  useDocumentTitle('Chat · Muse');
  const narrow = useMediaQuery('(max-width: 799px)');
  const [params, setParams] = useSearchParams();
  const { session, isGuest, isLoading } = useSession();
  const signedIn = session !== null && !isGuest;
  const help = useHelperOffice(signedIn);
  const mine = useMyOffices();
  const offices = useMemo(() => mine.data?.data ?? [], [mine.data]);
  const entries = useMemo(
    () => chatEntries(help.data, offices, session?.userId ?? null),
    [help.data, offices, session?.userId],
  );
  const loaded = useMemo(() => new Map(offices.map((o) => [o._id, o])), [offices]);
  const asked = params.get('with');
  const selected = chosenEntry(entries, asked);
  const select = (officeId: string) => setParams({ with: officeId });

  const body = () => {
    if (isLoading) return <LoadingState label="Loading your conversations…" />;
    if (!signedIn)
      return (
        <SignInEmptyState
          title="Sign in to chat"
          description="Ask Muse's help how anything works, or talk to the assistants you made. Sign in with your email to start."
        />
      );
    if (help.isPending || mine.isPending) return <LoadingState label="Loading your conversations…" />;
    if (help.isError || mine.isError)
      return (
        <ErrorState
          title="Couldn't load your conversations"
          error={help.error ?? mine.error}
          onRetry={() => void Promise.all([help.refetch(), mine.refetch()])}
          retrying={help.isFetching || mine.isFetching}
        />
      );
    if (!selected)
      return (
        <EmptyState
          icon={<IconMessages size={26} aria-hidden />}
          title="No one to talk to yet"
          description="Make an assistant under Assistants, train it on your topics, and talk to it here."
          py="xl"
        />
      );
    // On a phone, the list shows until a conversation is asked for; then the conversation, with a way back.
    const showList = !narrow || asked === null;
    const showConversation = !narrow || asked !== null;
    return (
      <div className={classes.layout}>
        {showList && (
          <div className={classes.list}>
            <ConversationList
              entries={entries}
              loaded={loaded}
              selectedId={narrow ? undefined : selected.officeId}
              onSelect={select}
            />
          </div>
        )}
        {showConversation && (
          <Paper withBorder className={classes.pane}>
            {narrow && (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconArrowLeft size={16} aria-hidden />}
                onClick={() => setParams({})}
                className={classes.back}
              >
                All conversations
              </Button>
            )}
            <ChatConversation key={selected.officeId} entry={selected} />
          </Paper>
        )}
      </div>
    );
  };

  return (
    <div className={classes.page}>
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        Chat
      </Title>
      {body()}
    </div>
  );
}
