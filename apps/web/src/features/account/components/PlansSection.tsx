import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconExchange } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanEntry } from '@muse/contracts';
import { CANCEL_TERMS, formatPrice, planStatusText } from '@muse/domain';
import { queryKeys } from '../../../app/query-keys';
import { ErrorState } from '../../../shared/ErrorState';
import { useConfirm } from '../../../shared/confirm';
import { formatDate } from '../../../shared/format-time';
import { Link } from '../../../shared/routing';
import { accountApi, accountKeys } from '../account.api';

const STATE_BADGE: Record<PlanEntry['state'], { label: string; color: string }> = {
  renewing: { label: 'Renews', color: 'teal' },
  ending: { label: 'Cancelled', color: 'orange' },
  ended: { label: 'Ended', color: 'gray' },
};

const STORE_NOTE: Record<'android' | 'ios', string> = {
  android:
    'Bought in Google Play: cancel or change it in the Play Store app, under Payments & subscriptions.',
  ios: 'Bought in the App Store: cancel or change it in your Apple ID settings, under Subscriptions.',
};

/**
 * The account page's subscriptions: each monthly plan with its renewal or end date, cancelling (it runs to
 * the end of what was paid, then stops), taking a cancellation back, changing plan, and Stripe's billing
 * pages when cards go through Stripe. App-store plans can only be changed in their store.
 */
export function PlansSection({ userId }: { userId: string }) {
  const plans = useQuery({
    queryKey: accountKeys.plans(userId),
    queryFn: ({ signal }) => accountApi.plans(signal),
    meta: { shownInPlace: () => true },
  });
  return (
    <section aria-labelledby="plans-title">
      <Title id="plans-title" order={2} fz="h4" mb="sm">
        Subscriptions
      </Title>
      {plans.isPending && <Skeleton height={120} radius="md" aria-label="Loading your subscriptions" />}
      {plans.isError && (
        <ErrorState
          title="Couldn't load your subscriptions"
          error={plans.error}
          onRetry={() => void plans.refetch()}
          retrying={plans.isFetching}
        />
      )}
      {plans.isSuccess && plans.data.plans.length === 0 && (
        <Card>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text c="dimmed">You don&apos;t have a subscription.</Text>
            <Button component={Link} to="/pricing" variant="light">
              See plans
            </Button>
          </Group>
        </Card>
      )}
      {plans.isSuccess && plans.data.plans.length > 0 && (
        <Stack gap="sm">
          {plans.data.plans.map((plan) => (
            <PlanCard key={plan._id} plan={plan} userId={userId} billingPortal={plans.data.billingPortal} />
          ))}
          <Text size="sm" c="dimmed">
            {CANCEL_TERMS}.
          </Text>
        </Stack>
      )}
    </section>
  );
}

function PlanCard({
  plan,
  userId,
  billingPortal,
}: {
  plan: PlanEntry;
  userId: string;
  billingPortal: boolean;
}) {
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const date = formatDate(plan.periodEnd);
  const changed = async (next: PlanEntry) => {
    queryClient.setQueryData(accountKeys.plans(userId), (old: { plans: PlanEntry[] } | undefined) =>
      old ? { ...old, plans: old.plans.map((p) => (p._id === next._id ? next : p)) } : old,
    );
    await queryClient.invalidateQueries({ queryKey: queryKeys.session });
  };
  const cancel = useMutation({ mutationFn: () => accountApi.cancelPlan(plan._id), onSuccess: changed });
  const resume = useMutation({ mutationFn: () => accountApi.resumePlan(plan._id), onSuccess: changed });
  const portal = useMutation({
    mutationFn: accountApi.billingPortal,
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const store = plan.managedBy === 'store' && (plan.provider === 'android' || plan.provider === 'ios');
  const open = plan.state !== 'ended';
  const badge = STATE_BADGE[plan.state];

  const askCancel = () =>
    void confirm({
      title: `Cancel your ${plan.title} subscription?`,
      message: `It won't renew. You keep ${plan.title} until ${date}, and there is no refund for the time left.`,
      confirmLabel: 'Cancel subscription',
      cancelLabel: 'Keep subscription',
      action: () => cancel.mutateAsync(),
    });

  return (
    <Card aria-label={`${plan.title} subscription`} component="article">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Group gap="xs">
              <Text fw={700}>{plan.title}</Text>
              {!store && (
                <Badge variant="light" color={badge.color}>
                  {badge.label}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {formatPrice(Math.round(plan.price * 100))} a month
            </Text>
          </div>
          <Text fw={600} data-testid="plan-status">
            {store ? `Paid until ${date}` : planStatusText(plan.state, date)}
          </Text>
        </Group>
        {store && (
          <Text size="sm" c="dimmed">
            {STORE_NOTE[plan.provider as 'android' | 'ios']}
          </Text>
        )}
        {!store && open && (
          <Group gap="sm" wrap="wrap">
            {plan.state === 'renewing' ? (
              <Button variant="light" color="red" onClick={askCancel} loading={cancel.isPending}>
                Cancel subscription
              </Button>
            ) : (
              <Button variant="light" onClick={() => resume.mutate()} loading={resume.isPending}>
                Resume subscription
              </Button>
            )}
            {plan.kind === 'subscription' && (
              <Button
                component={Link}
                to="/pricing"
                variant="default"
                leftSection={<IconExchange size={16} aria-hidden />}
              >
                Change plan
              </Button>
            )}
            {billingPortal && plan.provider === 'stripe' && (
              <Button
                variant="default"
                leftSection={<IconCreditCard size={16} aria-hidden />}
                onClick={() => portal.mutate()}
                loading={portal.isPending}
              >
                Manage billing
              </Button>
            )}
          </Group>
        )}
        {!store && open && plan.kind === 'subscription' && (
          <Text size="xs" c="dimmed">
            To change plan, buy the new one and cancel this one: a higher plan starts at once, any other after
            this one ends on {date}.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
