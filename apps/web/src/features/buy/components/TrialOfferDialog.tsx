import { Alert, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconClockPlay } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRIAL_DAYS, TRIAL_TIERS, tierLabel, type TrialTier } from '@muse/domain';
import { errorMessage } from '../../../app/api-error';
import { notifySuccess } from '../../../app/notify';
import { queryKeys } from '../../../app/query-keys';
import { LoadingState } from '../../../shared/LoadingState';
import { DialogFrame } from '../../../shared/DialogFrame';
import { buyApi } from '../buy.api';
import { useBuyer } from '../hooks/use-buyer';
import { useProducts } from '../hooks/use-products';
import { useSubscriptions } from '../hooks/use-subscriptions';
import { tierFeatures } from '../pricing-view';
import { FeatureList } from './parts';
import classes from './Buy.module.css';

/** The paid plan each trial tries out, for the "then $10 a month" line. */
const PLAN_OF: Record<TrialTier, string> = { trialpro: 'sub-pro', trialpremium: 'sub-premium' };

/**
 * The trial offer dialog: start a 7-day Trial Pro or Trial Premium (POST /user/starttrial), once per account,
 * from Free. What a trial gives comes from the tier rules: generations through the credit balance, downloads
 * of others' items at 1 credit.
 */
export function TrialOfferDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const queryClient = useQueryClient();
  const buyer = useBuyer();
  const products = useProducts();
  const { query: subscriptions, canStartTrial, hadTrial } = useSubscriptions();
  const start = useMutation({
    mutationFn: buyApi.startTrial,
    meta: { shownInPlace: () => true },
    onSuccess: (_reply, tier) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      void queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
      notifySuccess(
        `Enjoy your ${TRIAL_DAYS} days. You can subscribe any time.`,
        `${tierLabel(tier)} started`,
      );
      onClose();
    },
  });

  const priceOf = (tier: TrialTier) => products.data?.plans.find((p) => p.id === PLAN_OF[tier]);
  const reason = !buyer.account
    ? null
    : hadTrial
      ? 'This account has already had its trial.'
      : buyer.session && buyer.session.subscription !== ''
        ? `You already have ${tierLabel(buyer.session.subscription)}.`
        : null;

  return (
    <DialogFrame
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={start.reset}
      size={720}
      fullScreenOnPhone
      title={`Try Muse free for ${TRIAL_DAYS} days`}
      icon={<IconClockPlay size={28} stroke={1.6} color="var(--mantine-primary-color-filled)" aria-hidden />}
    >
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          No card needed, one trial per account. When it ends you are back on Free, unless you subscribe.
        </Text>

        {buyer.account && subscriptions.isPending ? (
          <LoadingState label="Checking your account…" minHeight={200} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {TRIAL_TIERS.map((tier) => {
              const plan = priceOf(tier);
              const label = tierLabel(tier);
              return (
                <Card key={tier} padding="lg" className={classes.card}>
                  <Stack gap="sm" className={classes.grow}>
                    <Title order={3} fz="h4">
                      {label}
                    </Title>
                    <div className={classes.grow}>
                      <FeatureList items={tierFeatures(tier)} label={`What ${label} gives`} />
                    </div>
                    {plan && (
                      <Text size="xs" c="dimmed">
                        To keep going, {plan.title} is {plan.priceLabel} a month.
                      </Text>
                    )}
                    <Button
                      fullWidth
                      loading={start.isPending && start.variables === tier}
                      disabled={
                        (buyer.account !== null && !canStartTrial) ||
                        (start.isPending && start.variables !== tier)
                      }
                      onClick={() => (buyer.account ? start.mutate(tier) : buyer.signIn())}
                    >
                      {buyer.account ? `Start a ${TRIAL_DAYS}-day ${label}` : `Sign in to start ${label}`}
                    </Button>
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        )}

        {reason && (
          <Alert color="gray" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {reason}
          </Alert>
        )}
        {buyer.session && buyer.isGuest && (
          <Alert color="gray" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            Sign in with your email to start a trial.
          </Alert>
        )}
        {start.error && (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title="Couldn't start the trial"
          >
            {errorMessage(start.error)}
          </Alert>
        )}
      </Stack>
    </DialogFrame>
  );
}
