import { Alert, Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCrown } from '@tabler/icons-react';
import { Link } from '../../../shared/routing';
import { TRIAL_DAYS } from '@muse/domain';
import { errorMessage } from '../../../app/api-error';
import { isInApp } from '../../../app/in-app';
import { ErrorState } from '../../../shared/ErrorState';
import { DialogFrame } from '../../../shared/DialogFrame';
import { openTrialOffer } from '../buy-dialogs-store';
import { useBuyer } from '../hooks/use-buyer';
import { useCheckout } from '../hooks/use-checkout';
import { useProducts } from '../hooks/use-products';
import { useSubscriptions } from '../hooks/use-subscriptions';
import { planCards, showPayOnce, type PlanCardView } from '../pricing-view';
import { CheckoutNote } from './parts';
import { PayOnceCard } from './PayOnceCard';
import { PlanGrid } from './PlanGrid';

/**
 * The subscribe dialog (what opens for a user with no tier): the paid plans, the Pay Once offer where it
 * applies, the trial offer when the account may start one, and a link to the full subscription page.
 */
export function SubscribeDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const products = useProducts();
  const checkout = useCheckout();
  const buyer = useBuyer();
  const { canStartTrial } = useSubscriptions();
  const tier = buyer.session?.subscription ?? '';
  const cards = products.data ? planCards(products.data, tier).filter((c) => c.productId !== null) : [];
  const sellsNothing = products.data?.checkout === null;

  const subscribe = (card: PlanCardView) => {
    if (!card.productId) return;
    if (!buyer.account) buyer.signIn();
    else checkout.start({ productId: card.productId });
  };

  return (
    <DialogFrame
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={checkout.reset}
      size={980}
      fullScreenOnPhone
      title="Upgrade your plan"
      icon={<IconCrown size={28} stroke={1.6} color="var(--mantine-primary-color-filled)" aria-hidden />}
    >
      <Stack gap="lg">
        <Text c="dimmed">Unlimited generations and downloads, and credits every month.</Text>
        {products.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" aria-busy="true" aria-label="Loading plans">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={320} radius="lg" />
            ))}
          </SimpleGrid>
        ) : products.isError ? (
          <ErrorState
            title="Couldn't load the plans"
            error={products.error}
            onRetry={() => void products.refetch()}
            retrying={products.isFetching}
          />
        ) : (
          <>
            <PlanGrid
              cards={cards}
              wideCols={3}
              pendingId={checkout.pendingId}
              disabled={sellsNothing}
              onSubscribe={subscribe}
            />
            {products.data && showPayOnce({ tier, inApp: isInApp() }) && (
              <PayOnceCard
                offer={products.data.offer}
                pending={checkout.pendingId === products.data.offer.id}
                disabled={
                  sellsNothing ||
                  (checkout.pendingId !== null && checkout.pendingId !== products.data.offer.id)
                }
                onBuy={() =>
                  buyer.account ? checkout.start({ productId: products.data.offer.id }) : buyer.signIn()
                }
              />
            )}
          </>
        )}
        {checkout.error && (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title="Couldn't open the checkout"
          >
            {errorMessage(checkout.error)}
          </Alert>
        )}
        {products.data && <CheckoutNote checkout={products.data.checkout} />}
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Anchor component={Link} to="/pricing" onClick={onClose} size="sm">
            Compare all plans
          </Anchor>
          {canStartTrial && (
            <Button variant="subtle" onClick={openTrialOffer}>
              Or try one free for {TRIAL_DAYS} days
            </Button>
          )}
        </Group>
      </Stack>
    </DialogFrame>
  );
}
