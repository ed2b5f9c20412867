import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconCoin, IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CreditTier } from '@muse/contracts';
import { tierRules } from '@muse/domain';
import { errorMessage } from '../../../app/api-error';
import { ErrorState } from '../../../shared/ErrorState';
import { DialogFrame } from '../../../shared/DialogFrame';
import { buyApi, buyKeys } from '../buy.api';
import { useBuyer } from '../hooks/use-buyer';
import { useCheckout } from '../hooks/use-checkout';
import { useProducts } from '../hooks/use-products';
import { bestValueId, perCreditLabel } from '../pricing-view';
import { CheckoutNote } from './parts';
import classes from './Buy.module.css';

/**
 * The buy-credits dialog: three packs, each with its count, price, struck-through normal price, per-credit
 * price and a Buy control; the header says "introductory offer 50% off, credits never expire". Buy opens the
 * checkout; the app shows the result when the browser comes back.
 */
export function BuyCreditsDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const products = useProducts();
  const checkout = useCheckout();
  const buyer = useBuyer();
  const packs = products.data?.credits ?? [];
  const best = bestValueId(packs);
  const sellsNothing = products.data?.checkout === null;
  // Free and trial downloads are watermarked until the account has bought credits.
  const watermarked = !!buyer.account && tierRules(buyer.account.subscription).paidDownloads;
  const hasBought = useQuery({
    queryKey: buyKeys.hasBought(buyer.account?.userId ?? ''),
    queryFn: ({ signal }) => buyApi.purchasedCredits(signal),
    enabled: opened && watermarked,
    meta: { shownInPlace: () => true },
  });

  const buy = (pack: CreditTier) => {
    if (!buyer.account) buyer.signIn();
    else
      checkout.start({
        productId: pack.buyButtonId,
        storeIds: { android: pack.androidProductId, ios: pack.iosProductId },
      });
  };

  return (
    <DialogFrame
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={checkout.reset}
      size={880}
      fullScreenOnPhone
      title="Buy credits"
      icon={<IconCoin size={28} stroke={1.6} color="var(--mantine-color-yellow-6)" aria-hidden />}
    >
      <Stack gap="lg">
        {products.data && (
          <Group gap="xs" wrap="nowrap">
            <IconSparkles size={20} color="var(--mantine-primary-color-filled)" aria-hidden />
            <Text fw={600}>{products.data.creditsHeader}</Text>
          </Group>
        )}

        {products.isPending ? (
          <SimpleGrid
            cols={{ base: 1, sm: 3 }}
            spacing="md"
            aria-busy="true"
            aria-label="Loading credit packs"
          >
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={210} radius="lg" />
            ))}
          </SimpleGrid>
        ) : products.isError ? (
          <ErrorState
            title="Couldn't load the credit packs"
            error={products.error}
            onRetry={() => void products.refetch()}
            retrying={products.isFetching}
          />
        ) : packs.length === 0 ? (
          <Text c="dimmed">There are no credit packs for sale right now.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" role="list" aria-label="Credit packs">
            {packs.map((pack) => (
              <PackCard
                key={pack.id}
                pack={pack}
                best={pack.id === best}
                pending={checkout.pendingId === pack.buyButtonId}
                disabled={
                  sellsNothing || (checkout.pendingId !== null && checkout.pendingId !== pack.buyButtonId)
                }
                onBuy={() => buy(pack)}
              />
            ))}
          </SimpleGrid>
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
        {watermarked && hasBought.data?.hasBought === false && (
          <Text size="sm">Buying credits also takes the watermark off your downloads.</Text>
        )}
        {buyer.session && buyer.isGuest && (
          <Text size="sm" c="dimmed">
            Sign in with your email to buy credits, so your purchase stays yours.
          </Text>
        )}
        {products.data && <CheckoutNote checkout={products.data.checkout} />}
        {products.data && !sellsNothing && (
          <Text size="xs" c="dimmed">
            Buy takes you to a secure checkout page and brings you back here.
          </Text>
        )}
      </Stack>
    </DialogFrame>
  );
}

function PackCard({
  pack,
  best,
  pending,
  disabled,
  onBuy,
}: {
  pack: CreditTier;
  best: boolean;
  pending: boolean;
  disabled: boolean;
  onBuy(): void;
}) {
  const count = pack.count.toLocaleString('en-US');
  return (
    <Card role="listitem" padding="lg" className={`${classes.card} ${best ? classes.current : ''}`}>
      <Stack gap="sm" className={classes.grow}>
        <Group gap={6} wrap="nowrap">
          <IconCoin size={22} stroke={1.6} color="var(--mantine-color-yellow-6)" aria-hidden />
          <Title order={3} fz="h4">
            {count} credits
          </Title>
        </Group>
        <Group gap={8} align="baseline" wrap="wrap">
          <span className={classes.price}>{pack.priceLabel}</span>
          <del className={classes.normalPrice}>
            <VisuallyHidden>Normal price: </VisuallyHidden>
            {pack.normalPriceLabel}
          </del>
        </Group>
        <Group gap="xs" align="flex-start" className={classes.grow}>
          <Text size="sm" c="dimmed">
            {perCreditLabel(pack.perCreditPrice)}
          </Text>
          {best && <Badge variant="light">Best value</Badge>}
        </Group>
        <Button
          fullWidth
          size="md"
          loading={pending}
          disabled={disabled}
          onClick={onBuy}
          aria-label={`Buy ${count} credits for ${pack.priceLabel}`}
        >
          Buy
        </Button>
      </Stack>
    </Card>
  );
}
