import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { Link, useNavigate } from '../../../shared/routing';
import type { InvitationByToken } from '@muse/contracts';
import { errorMessage } from '../../../app/api-error';
import { openLoginDialog } from '../../auth';
import { useInvitationByToken, useMyInvitations } from '../hooks/use-invitations';

const CLOSED_TEXT: Record<Exclude<InvitationByToken['status'], 'pending'>, string> = {
  accepted: 'This invitation was accepted.',
  declined: 'This invitation was declined.',
  expired: 'This invitation has expired. Ask the owner to invite you again.',
};

/**
 * "Invitations" on /app: the signed-in account's open invitations to assistants, to accept or decline, and
 * the invitation of an emailed link (`?invitation=…`), which asks to sign in with the invited email first.
 * Shown only when there is something to answer.
 */
export function InvitationsCard({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const { list, accept, decline, signedIn, email } = useMyInvitations();
  const linked = useInvitationByToken(token);
  const mine = list.data?.data ?? [];
  const link = linked.data;
  const linkForSomeoneElse = link?.status === 'pending' && link.email !== email?.toLowerCase();
  const linkError = token !== null && linked.isError;
  const linkClosed = link && link.status !== 'pending' ? link : null;

  if (mine.length === 0 && !linkForSomeoneElse && !linkError && !linkClosed) return null;

  const failure = accept.error ?? decline.error;
  return (
    <Card withBorder p="md" component="section" aria-labelledby="invitations-title">
      <Stack gap="sm">
        <Group gap="xs">
          <IconMailOpened size={20} aria-hidden />
          <Title order={2} size="h4" id="invitations-title">
            Invitations
          </Title>
        </Group>
        {linkError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(linked.error)}
          </Alert>
        )}
        {linkClosed && (
          <Alert color="gray" variant="light">
            {CLOSED_TEXT[linkClosed.status as keyof typeof CLOSED_TEXT]}{' '}
            {linkClosed.status === 'accepted' && (
              <Link to={`/app/${encodeURIComponent(linkClosed.officeId)}`}>
                Open “{linkClosed.officeName}”
              </Link>
            )}
          </Alert>
        )}
        {link && linkForSomeoneElse && (
          <Stack gap={6}>
            <Text>
              You're invited to join the assistant <b>{link.officeName}</b> as a member.
            </Text>
            <Text size="sm" c="dimmed">
              {signedIn
                ? `This invitation is for ${link.email}, and you're signed in as ${email ?? 'someone else'}. Sign out, then sign in with ${link.email} to accept.`
                : `Sign in with ${link.email} to accept it.`}
            </Text>
            {!signedIn && (
              <Group>
                <Button onClick={openLoginDialog}>Sign in</Button>
              </Group>
            )}
          </Stack>
        )}
        {mine.length > 0 && (
          <ul aria-label="Your invitations" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {mine.map((inv) => (
              <li key={inv.id}>
                <Group justify="space-between" wrap="wrap" gap="xs" py={6}>
                  <Text>
                    Join the assistant <b>{inv.officeName}</b> as a member
                  </Text>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      loading={decline.isPending && decline.variables === inv.id}
                      disabled={accept.isPending}
                      onClick={() => decline.mutate(inv.id)}
                      aria-label={`Decline the invitation to ${inv.officeName}`}
                    >
                      Decline
                    </Button>
                    <Button
                      size="xs"
                      loading={accept.isPending && accept.variables === inv.id}
                      disabled={decline.isPending}
                      onClick={() =>
                        accept.mutate(inv.id, {
                          onSuccess: ({ officeId }) => void navigate(`/app/${encodeURIComponent(officeId)}`),
                        })
                      }
                      aria-label={`Accept the invitation to ${inv.officeName}`}
                    >
                      Accept
                    </Button>
                  </Group>
                </Group>
              </li>
            ))}
          </ul>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(failure)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
