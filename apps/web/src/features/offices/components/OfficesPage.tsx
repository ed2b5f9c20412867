import { useState } from 'react';
import { Button, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMessageChatbot, IconPlus, IconUserQuestion } from '@tabler/icons-react';
import { useSearchParams } from '../../../shared/routing';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { PageContainer } from '../../../shared/PageContainer';
import { SignInEmptyState, useSession } from '../../auth';
import { useMyOffices, type NewOfficeKind } from '../hooks/use-my-offices';
import { InvitationsCard } from './InvitationsCard';
import { NewAssistantModal } from './NewAssistantModal';
import { OfficeCard } from './OfficeCard';
import classes from './OfficesPage.module.css';

/**
 * /app: "Your assistants", the offices one owns or is a member of, "New assistant", and the invitations to
 * answer (`?invitation=…` is an emailed invitation link).
 */
export function OfficesPage() {
  useDocumentTitle('Your assistants · Muse');
  const [searchParams] = useSearchParams();
  const invitationToken = searchParams.get('invitation');
  const { isLoading: sessionLoading } = useSession();
  const offices = useMyOffices();
  const [creating, setCreating] = useState(false);
  // kept after closing, so the dialog keeps its title while it fades out
  const [kind, setKind] = useState<NewOfficeKind>('aiChat');
  const startNew = (next: NewOfficeKind) => {
    setKind(next);
    setCreating(true);
  };

  const body = () => {
    if (sessionLoading) return <LoadingState label="Loading your assistants…" />;
    if (!offices.signedIn)
      return (
        <SignInEmptyState
          title="Sign in to make an assistant"
          description="Your assistants are kept with your account. Sign in with your email to make one."
        />
      );
    if (offices.isPending) return <LoadingState label="Loading your assistants…" />;
    if (offices.isError)
      return (
        <ErrorState
          title="Couldn't load your assistants"
          error={offices.error}
          onRetry={() => void offices.refetch()}
          retrying={offices.isFetching}
        />
      );
    if (offices.data.data.length === 0)
      return (
        <EmptyState
          icon={<IconMessageChatbot size={26} aria-hidden />}
          title="No assistants yet"
          description="Make an assistant, train it on your topics, and share its page with your visitors."
          py="xl"
        >
          <EmptyState.Actions>
            <NewButtons onNew={startNew} />
          </EmptyState.Actions>
        </EmptyState>
      );
    return (
      <ul className={classes.grid} aria-label="Your assistants">
        {offices.data.data.map((office) => (
          <li key={office._id}>
            <OfficeCard office={office} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <PageContainer size="lg">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>Your assistants</Title>
            <Text c="dimmed">
              Train an AI assistant on your own topics, give it a face, a voice and a personality.
            </Text>
          </div>
          {offices.signedIn && (offices.data?.data.length ?? 0) > 0 && <NewButtons onNew={startNew} />}
        </Group>
        <InvitationsCard token={invitationToken} />
        {body()}
      </Stack>
      <NewAssistantModal opened={creating} kind={kind} onClose={() => setCreating(false)} />
    </PageContainer>
  );
}

/** "New assistant" and "New mock interview". */
function NewButtons({ onNew }: { onNew: (kind: NewOfficeKind) => void }) {
  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconUserQuestion size={18} aria-hidden />}
        onClick={() => onNew('interview')}
      >
        New mock interview
      </Button>
      <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => onNew('aiChat')}>
        New assistant
      </Button>
    </Group>
  );
}
