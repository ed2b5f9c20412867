import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PlanCardView } from '../pricing-view';
import { FeatureList, PlanPrice } from './parts';
import classes from './Buy.module.css';

interface PlanGridProps {
  cards: readonly PlanCardView[];
  /** the plan whose checkout is opening */
  pendingId: string | null;
  /** no checkout on this server, or the catalogue is missing */
  disabled?: boolean;
  onSubscribe(card: PlanCardView): void;
  /** columns on wide screens */
  wideCols?: number;
}

/** The plan cards side by side (one column on phones): price, what it gives, the current one marked. */
export function PlanGrid({ cards, pendingId, disabled, onSubscribe, wideCols = 4 }: PlanGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: wideCols }} spacing="md" role="list" aria-label="Plans">
      {cards.map((card) => (
        <PlanCard
          key={card.title}
          card={card}
          pending={pendingId !== null && pendingId === card.productId}
          disabled={disabled || (pendingId !== null && pendingId !== card.productId)}
          onSubscribe={() => onSubscribe(card)}
        />
      ))}
    </SimpleGrid>
  );
}

function PlanCard({
  card,
  pending,
  disabled,
  onSubscribe,
}: {
  card: PlanCardView;
  pending: boolean;
  disabled?: boolean;
  onSubscribe(): void;
}) {
  const current = card.state === 'current';
  const headingId = `plan-${card.title.toLowerCase()}`;
  return (
    <Card
      role="listitem"
      aria-labelledby={headingId}
      padding="lg"
      className={`${classes.card} ${current ? classes.current : ''}`}
      data-current={current || undefined}
    >
      <Stack gap="md" className={classes.grow}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={3} fz="h4" id={headingId}>
            {card.title}
          </Title>
          {current && (
            <Badge variant="filled" size="md">
              Current plan
            </Badge>
          )}
        </Group>
        {card.priceLabel ? (
          <PlanPrice price={card.priceLabel} promoPrice={card.promoPriceLabel} period={card.periodLabel} />
        ) : (
          <Group gap={6} align="baseline">
            <span className={classes.price}>$0</span>
            <Text size="sm" c="dimmed">
              pay as you go
            </Text>
          </Group>
        )}
        <div className={classes.grow}>
          <FeatureList items={card.features} label={`What ${card.title} gives`} />
        </div>
        {card.productId && (
          <Stack gap={4}>
            <Button
              fullWidth
              variant={current ? 'light' : card.state === 'later' ? 'default' : 'filled'}
              disabled={current || disabled}
              loading={pending}
              onClick={onSubscribe}
              aria-label={card.actionLabel}
            >
              {card.action}
            </Button>
            {card.note && (
              <Text size="xs" c="dimmed" ta="center">
                {card.note}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
