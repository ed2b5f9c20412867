import { Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconCoin, IconInfinity } from '@tabler/icons-react';
import type { SignedInSession } from '@muse/contracts';
import { tierLabel } from '@muse/domain';
import { ErrorState } from '../../../shared/ErrorState';
import { sessionBalance } from '../../auth';
import { renewalLine, unlimitedNote } from '../balance-text';
import { earnRows } from '../earn-rows';
import { creditsPhrase } from '../format-credits';
import { useInsightOver } from '../../games';
import { useCreditsSummary, useGameDaily, useReferrals, useStreak } from '../hooks/use-earnings';
import { waitingRewards } from '../streak-view';
import { EarnTable } from './EarnTable';
import { GetMoreCreditsButton } from './GetMoreCreditsButton';
import classes from './CreditsDialogs.module.css';

/** The signed-in credits dialog: plan, total balance, the renewal line, then the earn table. */
export function SignedInPanel({ session }: { session: SignedInSession }) {
  const summary = useCreditsSummary(session, { fresh: true });
  const gameDaily = useGameDaily(session, { fresh: true });
  const referrals = useReferrals(session, { fresh: true });
  const streak = useStreak(session, { fresh: true });
  const insightOver = useInsightOver(session.userId);

  const total = sessionBalance(session);
  const note = unlimitedNote(session.subscription);

  return (
    <Stack gap="md">
      <Paper className={classes.summary} p="md" radius="md">
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              Your plan
            </Text>
            <Badge variant="light" size="lg" radius="xl" tt="none">
              {tierLabel(session.subscription)}
            </Badge>
          </Group>
          <Group gap={8} wrap="nowrap" align="center">
            <IconCoin size={30} stroke={1.6} color="var(--mantine-color-yellow-6)" aria-hidden />
            <Text className={classes.balance} aria-label={`Balance: ${creditsPhrase(total)}`}>
              {total.toLocaleString('en-US')}
            </Text>
            <Text size="sm" c="dimmed" mt={8}>
              {total === 1 ? 'credit' : 'credits'}
            </Text>
          </Group>
          {session.subscriptionCredits > 0 && (
            <Text size="xs" c="dimmed">
              {creditsPhrase(session.credits)} + {creditsPhrase(session.subscriptionCredits)} from your
              subscription
            </Text>
          )}
          {summary.data ? (
            <Text size="sm">
              {renewalLine({
                subscription: session.subscription,
                subscriptionCredits: session.subscriptionCredits,
                subscriptionCreditsExpireOn: summary.data.subscriptionCreditsExpireOn,
              })}
            </Text>
          ) : (
            summary.isPending && <Skeleton height={14} width="80%" mt={4} aria-hidden />
          )}
          {note && (
            <Group gap={6} wrap="nowrap">
              <IconInfinity size={16} color="var(--mantine-color-teal-6)" aria-hidden />
              <Text size="sm" c="teal.7">
                {note}
              </Text>
            </Group>
          )}
        </Stack>
      </Paper>

      <GetMoreCreditsButton />

      {summary.isError ? (
        <ErrorState
          title="Couldn't load the ways to earn"
          error={summary.error}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : !summary.data ? (
        <Stack gap="xs" role="status" aria-label="Loading the ways to earn">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={30} radius="sm" />
          ))}
        </Stack>
      ) : (
        <EarnTable
          userId={session.userId}
          rows={earnRows({
            isGuest: session.isGuest,
            createdOn: session.createdOn,
            now: new Date(),
            summary: summary.data,
            gameDaily,
            insightOver,
            referrals: referrals.data?.data ?? null,
            streak: streak.data
              ? { days: streak.data.streak, waiting: waitingRewards(streak.data.data) }
              : streak.isError
                ? 'unavailable'
                : null,
          })}
        />
      )}
    </Stack>
  );
}
