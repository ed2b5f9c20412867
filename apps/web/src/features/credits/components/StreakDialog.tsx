import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconAward, IconCheck, IconFlame, IconGift } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '../../../shared/routing';
import type { SignedInSession, StreakReward, StreakRewardsReply } from '@muse/contracts';
import { STREAK_MILESTONES } from '@muse/domain';
import { notifySuccess } from '../../../app/notify';
import { ErrorState } from '../../../shared/ErrorState';
import { DialogFrame } from '../../../shared/DialogFrame';
import { useSession } from '../../auth';
import { creditsApi, creditsKeys } from '../credits.api';
import { closeCreditsDialogs, useCreditsDialogs } from '../dialogs-store';
import { creditsPhrase } from '../format-credits';
import { applyClaimReply } from '../hooks/use-claim';
import { useStreak } from '../hooks/use-earnings';
import { nextMilestoneText, streakProgress } from '../streak-view';
import { EarnDialogFooter, SignInToEarn } from './EarnDialogParts';

/**
 * The streak dialog: the streak of days in a row, the way to the next milestone (7, 14, 30, then again), and
 * the rewards reached with Claim.
 */
export function StreakDialog() {
  const { open } = useCreditsDialogs();
  const { session } = useSession();
  const account = session && !session.isGuest ? session : null;

  return (
    <DialogFrame
      opened={open === 'streak'}
      onClose={closeCreditsDialogs}
      size={460}
      title="Your streak"
      icon={<IconFlame size={22} stroke={1.7} color="var(--mantine-color-orange-6)" aria-hidden />}
    >
      <Stack gap="lg">
        {account ? (
          <StreakBody session={account} />
        ) : (
          <>
            <Text size="sm">Sign in with your email to keep a streak and earn its rewards.</Text>
            <SignInToEarn label={session ? 'Add your email' : 'Sign in'} />
          </>
        )}
        <EarnDialogFooter signedIn={!!session} />
      </Stack>
    </DialogFrame>
  );
}

function StreakBody({ session }: { session: SignedInSession }) {
  const streak = useStreak(session, { fresh: true });

  if (streak.isPending)
    return (
      <Stack gap="sm" role="status" aria-label="Loading your streak">
        <Skeleton height={64} radius="md" />
        <Skeleton height={40} radius="md" />
      </Stack>
    );
  if (streak.isError)
    return (
      <ErrorState
        title="Couldn't load your streak"
        error={streak.error}
        onRetry={() => void streak.refetch()}
        retrying={streak.isFetching}
      />
    );
  return <StreakView session={session} data={streak.data} />;
}

function StreakView({ session, data }: { session: SignedInSession; data: StreakRewardsReply }) {
  const progress = streakProgress(data.streak);
  return (
    <>
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fz={32} fw={800} lh={1.1}>
              {data.streak} {data.streak === 1 ? 'day' : 'days'}
            </Text>
            <Text size="sm" c="dimmed">
              in a row
            </Text>
          </div>
          {data.badge && (
            <Badge
              color="orange"
              variant="light"
              size="lg"
              tt="none"
              leftSection={<IconAward size={14} aria-hidden />}
            >
              Streak badge
            </Badge>
          )}
        </Group>
        <Progress
          value={progress.percent}
          color="orange"
          size="md"
          radius="xl"
          mt="md"
          aria-label={`Day ${progress.dayInCycle} of ${STREAK_MILESTONES[STREAK_MILESTONES.length - 1]}`}
        />
        <Group justify="space-between" mt={6} aria-hidden>
          {STREAK_MILESTONES.map((m) => (
            <Text key={m} size="xs" c={progress.dayInCycle >= m ? 'orange.7' : 'dimmed'} fw={600}>
              {m} days
            </Text>
          ))}
        </Group>
        <Text size="sm" mt="sm">
          {nextMilestoneText(data.streak)}
        </Text>
      </Paper>
      <Rewards session={session} rewards={data.data} />
    </>
  );
}

function Rewards({ session, rewards }: { session: SignedInSession; rewards: StreakReward[] }) {
  const queryClient = useQueryClient();
  const [giftCardId, setGiftCardId] = useState<string | null>(null);
  const claim = useMutation({
    mutationFn: (id: string) => creditsApi.claimStreak(id),
    onSuccess: async (reply) => {
      applyClaimReply(queryClient, reply);
      if (reply.giftCardId) setGiftCardId(reply.giftCardId);
      notifySuccess(
        reply.claimed > 0
          ? `${creditsPhrase(reply.claimed)} added to your balance.`
          : reply.giftCardId
            ? 'Your gift card is ready to give away.'
            : 'Your streak badge is yours.',
        'Claimed',
      );
      // A claimed reward turns from unclaimed to claimed, then the list is refreshed.
      await queryClient.invalidateQueries({ queryKey: creditsKeys.streak(session.userId) });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: creditsKeys.streak(session.userId) }),
    meta: { errorTitle: "Couldn't claim the reward" },
  });

  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Rewards
      </Text>
      {giftCardId && (
        <Paper withBorder p="sm" radius="md" role="status">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color="pink" radius="xl">
              <IconGift size={16} aria-hidden />
            </ThemeIcon>
            <Text size="sm">
              Your 1-week gift card is ready.{' '}
              <Anchor
                component={Link}
                to={`/gift-cards?card=${encodeURIComponent(giftCardId)}`}
                onClick={closeCreditsDialogs}
              >
                Share it
              </Anchor>
            </Text>
          </Group>
        </Paper>
      )}
      {rewards.length === 0 ? (
        <Text size="sm" c="dimmed">
          No rewards yet: each milestone you reach shows here with a Claim button.
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Streak rewards">
          {rewards.map((reward) => {
            const busy = claim.isPending && claim.variables === reward._id;
            return (
              <Paper key={reward._id} component="li" withBorder p="xs" radius="md">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm">{reward.description}</Text>
                  {reward.claimedOn ? (
                    <Badge
                      color="teal"
                      variant="light"
                      tt="none"
                      leftSection={<IconCheck size={12} aria-hidden />}
                    >
                      Claimed
                    </Badge>
                  ) : (
                    <Button
                      size="compact-sm"
                      loading={busy}
                      disabled={claim.isPending && !busy}
                      onClick={() => claim.mutate(reward._id)}
                    >
                      Claim
                    </Button>
                  )}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
