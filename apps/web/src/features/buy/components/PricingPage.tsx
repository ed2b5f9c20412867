import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconClockPlay, IconCoin, IconCrown, IconMusic } from '@tabler/icons-react';
import { TRIAL_DAYS, isMusicPro } from '@muse/domain';
import { errorMessage, isApiError } from '../../../app/api-error';
import { isInApp } from '../../../app/in-app';
import { ErrorState } from '../../../shared/ErrorState';
import { PageContainer } from '../../../shared/PageContainer';
import { openBuyCredits, openMembership, openTrialOffer } from '../buy-dialogs-store';
import { useBuyer } from '../hooks/use-buyer';
import { useCheckout } from '../hooks/use-checkout';
import { useProducts } from '../hooks/use-products';
import { useSubscriptions } from '../hooks/use-subscriptions';
import { currentPlanLine, planCards, showPayOnce, type PlanCardView } from '../pricing-view';
import { CheckoutNote, PromoCodeField } from './parts';
import { PayOnceCard } from './PayOnceCard';
import { PlanGrid } from './PlanGrid';
import classes from './Buy.module.css';

/**
 * The subscription page: Free, Pro, Premium and Ultimate with what each gives and its monthly price, the
 * user's plan marked, Subscribe → the checkout, an upgrade code ($10 off a subscription), the Pay Once offer,
 * the trial offer, credits and Music Pro. Every price comes from the server's catalogue.
 */
export function PricingPage() {
  useDocumentTitle('Plans and pricing · Muse');
  const products = useProducts();
  const checkout = useCheckout();
  const buyer = useBuyer();
  const { canStartTrial } = useSubscriptions();
  const [upgradeCode, setUpgradeCode] = useState<string | null>(null);
  const tier = buyer.session?.subscription ?? '';
  const sellsNothing = products.data?.checkout === null;
  const cards = products.data ? planCards(products.data, tier, upgradeCode) : [];
  const promoError = isApiError(checkout.error) ? checkout.error.field('promoCode') : undefined;

  const subscribe = (card: PlanCardView) => {
    if (!card.productId) return;
    if (!buyer.account) buyer.signIn();
    else checkout.start({ productId: card.productId, promoCode: upgradeCode });
  };

  return (
    <PageContainer size="lg">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
          <div>
            <Group gap="sm" wrap="nowrap">
              <IconCrown size={32} stroke={1.6} aria-hidden color="var(--mantine-primary-color-filled)" />
              <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
                Plans and pricing
              </Title>
            </Group>
            <Text c="dimmed" mt={4}>
              Unlimited generations with Pro, Premium and Ultimate — or pay as you go with credits.
            </Text>
          </div>
          {buyer.session && (
            <Text size="sm">
              <Text span c="dimmed" inherit>
                Your plan:{' '}
              </Text>
              <Text span fw={700} inherit>
                {currentPlanLine(tier, buyer.session.subscriptionUntil)}
              </Text>
            </Text>
          )}
        </Group>

        {products.data && products.data.checkout !== 'stripe' && (
          <CheckoutNote checkout={products.data.checkout} />
        )}

        {canStartTrial && (
          <Paper
            withBorder
            p="lg"
            className={classes.offer}
            component="section"
            aria-labelledby="trial-title"
          >
            <div className={classes.banner}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size={40} radius="xl" aria-hidden>
                  <IconClockPlay size={22} />
                </ThemeIcon>
                <div>
                  <Title order={2} fz="h4" id="trial-title">
                    Try a plan free for {TRIAL_DAYS} days
                  </Title>
                  <Text size="sm" c="dimmed">
                    Trial Pro or Trial Premium. No card needed, one trial per account.
                  </Text>
                </div>
              </Group>
              <Button variant="default" onClick={openTrialOffer}>
                Start a free trial
              </Button>
            </div>
          </Paper>
        )}

        {products.isPending ? (
          <SimpleGrid
            cols={{ base: 1, xs: 2, lg: 4 }}
            spacing="md"
            aria-busy="true"
            aria-label="Loading plans"
          >
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={380} radius="lg" />
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
          <PlanGrid
            cards={cards}
            pendingId={checkout.pendingId}
            disabled={sellsNothing}
            onSubscribe={subscribe}
          />
        )}

        {checkout.error && !promoError && (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title="Couldn't open the checkout"
          >
            {errorMessage(checkout.error)}
          </Alert>
        )}

        {products.data && !sellsNothing && (
          <Paper withBorder p="md" maw={520}>
            <PromoCodeField
              label="Have an upgrade code?"
              kind="subscription"
              noun="subscriptions"
              applied={upgradeCode}
              onApply={(code) => {
                checkout.reset();
                setUpgradeCode(code);
              }}
              serverError={promoError}
              disabled={checkout.pendingId !== null}
            />
          </Paper>
        )}

        {products.data && showPayOnce({ tier, inApp: isInApp() }) && (
          <PayOnceCard
            offer={products.data.offer}
            pending={checkout.pendingId === products.data.offer.id}
            disabled={
              sellsNothing || (checkout.pendingId !== null && checkout.pendingId !== products.data.offer.id)
            }
            onBuy={() =>
              buyer.account ? checkout.start({ productId: products.data.offer.id }) : buyer.signIn()
            }
          />
        )}

        {products.data && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Paper withBorder p="lg" component="section" aria-labelledby="credits-title">
              <Stack gap="sm" h="100%" justify="space-between">
                <div>
                  <Group gap="xs">
                    <IconCoin size={22} stroke={1.6} color="var(--mantine-color-yellow-6)" aria-hidden />
                    <Title order={2} fz="h4" id="credits-title">
                      Credits
                    </Title>
                  </Group>
                  <Text size="sm" c="dimmed" mt={4}>
                    Pay as you go for generations, downloads and edits. {products.data.creditsHeader}
                  </Text>
                </div>
                {!sellsNothing && (
                  <Button
                    variant="default"
                    leftSection={<IconCoin size={18} aria-hidden />}
                    onClick={openBuyCredits}
                  >
                    Buy credits
                  </Button>
                )}
              </Stack>
            </Paper>
            <Paper withBorder p="lg" component="section" aria-labelledby="music-title">
              <Stack gap="sm" h="100%" justify="space-between">
                <div>
                  <Group gap="xs">
                    <IconMusic
                      size={22}
                      stroke={1.6}
                      aria-hidden
                      color="var(--mantine-primary-color-filled)"
                    />
                    <Title order={2} fz="h4" id="music-title">
                      {products.data.musicPro.title}
                    </Title>
                    {isMusicPro(buyer.session?.musicpro) && <Badge variant="light">Member</Badge>}
                  </Group>
                  <Text size="sm" c="dimmed" mt={4}>
                    Unlimited and full-length songs, AI lyrics and more, for{' '}
                    {products.data.musicPro.priceLabel} a month.
                  </Text>
                </div>
                <Button
                  variant="default"
                  leftSection={<IconMusic size={18} aria-hidden />}
                  onClick={() => openMembership()}
                >
                  {isMusicPro(buyer.session?.musicpro)
                    ? 'Your membership'
                    : `See ${products.data.musicPro.title}`}
                </Button>
              </Stack>
            </Paper>
          </SimpleGrid>
        )}

        <Text size="xs" c="dimmed">
          Subscriptions can be cancelled at any time, with access to the end of the billing period and no
          refund for unused time. Credits stay usable whatever your plan.
        </Text>
      </Stack>
    </PageContainer>
  );
}
