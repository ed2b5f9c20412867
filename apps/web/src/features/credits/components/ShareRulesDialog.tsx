import type { ReactNode } from 'react';
import {
  ActionIcon,
  Anchor,
  Avatar,
  Button,
  CopyButton,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconLink, IconRepeat, IconShare, IconUsers } from '@tabler/icons-react';
import { Link } from '../../../shared/routing';
import type { SignedInSession } from '@muse/contracts';
import { REFERRAL_CREDITS } from '@muse/domain';
import { ErrorState } from '../../../shared/ErrorState';
import { DialogFrame } from '../../../shared/DialogFrame';
import { useSession } from '../../auth';
import { closeCreditsDialogs, useCreditsDialogs } from '../dialogs-store';
import { creditsPhrase } from '../format-credits';
import { useClaim } from '../hooks/use-claim';
import { useReferrals, useShareableImage } from '../hooks/use-earnings';
import { EarnDialogFooter, SignInToEarn } from './EarnDialogParts';

/**
 * The share rules dialog: copy your image link, share it with friends, repeat; a friend who creates
 * an account earns you 50 credits; the referrals ready to redeem, each with Claim.
 */
export function ShareRulesDialog() {
  const { open } = useCreditsDialogs();
  const { session } = useSession();
  const account = session && !session.isGuest ? session : null;

  return (
    <DialogFrame
      opened={open === 'shareRules'}
      onClose={closeCreditsDialogs}
      size={480}
      title="Share and earn"
      icon={<IconShare size={22} stroke={1.7} aria-hidden />}
    >
      <Stack gap="lg">
        <List
          type="ordered"
          spacing="sm"
          center
          styles={{ itemWrapper: { alignItems: 'center' } }}
          aria-label="How referral credits work"
        >
          <Step icon={<IconLink size={16} aria-hidden />} text="Copy your image link" />
          <Step icon={<IconUsers size={16} aria-hidden />} text="Share it with friends" />
          <Step icon={<IconRepeat size={16} aria-hidden />} text="Repeat" />
        </List>
        <Paper withBorder p="sm" radius="md">
          <Text size="sm">
            A friend who creates an account from your link earns you{' '}
            <Text span fw={700}>
              {creditsPhrase(REFERRAL_CREDITS)}
            </Text>
            .
          </Text>
        </Paper>

        {account ? (
          <>
            <YourLink session={account} />
            <Referrals session={account} />
          </>
        ) : (
          <SignInToEarn label={session ? 'Add your email to share and earn' : 'Sign in to share and earn'} />
        )}

        <EarnDialogFooter signedIn={!!session} />
      </Stack>
    </DialogFrame>
  );
}

function Step({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <List.Item
      icon={
        <ThemeIcon size={28} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
      }
    >
      <Text size="sm" fw={500}>
        {text}
      </Text>
    </List.Item>
  );
}

/** Step 1 made easy: a link to one of the user's public images, ready to copy. */
function YourLink({ session }: { session: SignedInSession }) {
  const image = useShareableImage(session);

  if (image.isPending) return <Skeleton height={58} radius="md" aria-label="Loading your link" />;
  if (image.isError)
    return (
      <Text size="sm" c="dimmed">
        Open one of your images and choose Share to copy its link.
      </Text>
    );
  if (!image.data)
    return (
      <Text size="sm" c="dimmed">
        Make an image first, then share its link.{' '}
        <Anchor component={Link} to="/images" onClick={closeCreditsDialogs}>
          Create an image
        </Anchor>
      </Text>
    );

  const { shareLink, name, imageThumbUrl } = image.data;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-end">
      <Avatar src={imageThumbUrl} alt="" radius="md" size={44} />
      <TextInput
        label={`Your link to “${name}”`}
        value={shareLink}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: 1, minWidth: 0 }}
        rightSection={
          <CopyButton value={shareLink} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy link'}>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label="Copy link"
                >
                  {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        }
      />
    </Group>
  );
}

/** The referrals ready to redeem, each with its Claim button. */
function Referrals({ session }: { session: SignedInSession }) {
  const referrals = useReferrals(session, { fresh: true });
  const claim = useClaim(session.userId);

  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Referral credits to claim
      </Text>
      {referrals.isPending ? (
        <Skeleton height={40} radius="md" aria-label="Loading your referrals" />
      ) : referrals.isError ? (
        <ErrorState
          title="Couldn't load your referrals"
          error={referrals.error}
          onRetry={() => void referrals.refetch()}
          retrying={referrals.isFetching}
        />
      ) : referrals.data.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          None yet. When a friend joins from your link, it shows here.
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Referrals">
          {referrals.data.data.map((referral) => {
            const busy = claim.isPending && claim.variables?.id === referral._id;
            return (
              <Paper key={referral._id} component="li" withBorder p="xs" radius="md">
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" truncate>
                    A friend joined
                    {referral.imageRef ? (
                      <>
                        {' from '}
                        <Anchor
                          component={Link}
                          to={`/images/${encodeURIComponent(referral.imageRef)}`}
                          onClick={closeCreditsDialogs}
                        >
                          your image
                        </Anchor>
                      </>
                    ) : null}
                    {' · '}
                    {creditsPhrase(referral.credits)}
                  </Text>
                  <Button
                    size="compact-sm"
                    loading={busy}
                    disabled={claim.isPending && !busy}
                    onClick={() => claim.mutate({ claim: 'referral', id: referral._id })}
                  >
                    Claim
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
