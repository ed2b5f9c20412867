import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import type { ProductsReply } from '@muse/contracts';
import { tierLabel } from '@muse/domain';
import classes from './Buy.module.css';

interface PayOnceCardProps {
  offer: ProductsReply['offer'];
  pending: boolean;
  disabled?: boolean;
  onBuy(): void;
}

const days = (period: ProductsReply['offer']['period']) =>
  'days' in period ? period.days : period.months * 30;

/**
 * The Pay Once offer (7 days unlimited for $4.99, with 500 credits): one payment, no subscription. Shown to
 * free and trial-premium users outside the apps.
 */
export function PayOnceCard({ offer, pending, disabled, onBuy }: PayOnceCardProps) {
  const length = days(offer.period);
  return (
    <Paper withBorder p="lg" className={classes.offer} aria-labelledby="pay-once-title" component="section">
      <div className={classes.banner}>
        <Stack gap={4} maw={560}>
          <Group gap="xs">
            <IconBolt size={22} aria-hidden color="var(--mantine-primary-color-filled)" />
            <Title order={2} fz="h4" id="pay-once-title">
              Pay once: {offer.title}
            </Title>
            <Badge variant="light">No subscription</Badge>
          </Group>
          <Text size="sm">
            {tierLabel(offer.tier)} for {length} days — unlimited generations and downloads — plus{' '}
            {offer.credits.toLocaleString('en-US')} credits to keep. One payment of {offer.priceLabel};
            nothing renews.
          </Text>
        </Stack>
        <Button size="md" loading={pending} disabled={disabled} onClick={onBuy}>
          Pay once {offer.priceLabel}
        </Button>
      </div>
    </Paper>
  );
}
