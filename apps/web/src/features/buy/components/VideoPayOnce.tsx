import { Button, Group, Paper, Text } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { tierLabel } from '@muse/domain';
import { isInApp } from '../../../app/in-app';
import { useBuyer } from '../hooks/use-buyer';
import { useCheckout } from '../hooks/use-checkout';
import { useProducts } from '../hooks/use-products';
import { showPayOnce } from '../pricing-view';

/**
 * The video view's Pay Once ($9.99 there, the spec's price): the 7-day offer bought as its own product.
 * Shown, as everywhere, only outside the apps to free and trial-premium users and visitors.
 */
export function VideoPayOnce() {
  const products = useProducts();
  const checkout = useCheckout();
  const buyer = useBuyer();
  const offer = products.data?.offer;
  if (!offer || !showPayOnce({ tier: buyer.session?.subscription ?? '', inApp: isInApp() })) return null;
  const price = `$${offer.videoPrice.toFixed(2)}`;
  const days = 'days' in offer.period ? offer.period.days : offer.period.months * 30;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Pay once">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <IconBolt size={20} aria-hidden color="var(--mantine-primary-color-filled)" />
          <Text size="sm">
            {tierLabel(offer.tier)} for {days} days with {offer.credits.toLocaleString('en-US')} credits for
            videos — one payment, nothing renews.
          </Text>
        </Group>
        <Button
          loading={checkout.pendingId === offer.videoId}
          disabled={products.data?.checkout === null}
          onClick={() => (buyer.account ? checkout.start({ productId: offer.videoId }) : buyer.signIn())}
        >
          Pay once {price}
        </Button>
      </Group>
    </Paper>
  );
}
