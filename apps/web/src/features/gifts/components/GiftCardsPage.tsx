import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconGift } from '@tabler/icons-react';
import { useSearchParams } from '../../../shared/routing';
import { PageContainer } from '../../../shared/PageContainer';
import { GIFT_CARDS_INTRO, GiftCardsBody } from './GiftCardsBody';

/**
 * The gift card page: a heading and the gift card's content (`GiftCardsBody`). The card id rides in the
 * address (?card=) so the page picks up where it was when the checkout comes back (&order=).
 */
export function GiftCardsPage() {
  useDocumentTitle('Gift cards · Muse');
  const [params, setParams] = useSearchParams();
  const cardId = params.get('card');
  const orderId = params.get('order');

  return (
    <PageContainer size="lg">
      <Stack gap="xl">
        <div>
          <Group gap="sm" wrap="nowrap">
            <IconGift size={32} stroke={1.6} aria-hidden color="var(--mantine-primary-color-filled)" />
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
              Give Muse Premium
            </Title>
          </Group>
          <Text c="dimmed" mt={4}>
            {GIFT_CARDS_INTRO}
          </Text>
        </div>
        <GiftCardsBody
          cardId={cardId}
          orderId={orderId}
          onCardChange={(id) =>
            id ? setParams({ card: id }, { replace: true }) : setParams({}, { replace: false })
          }
        />
      </Stack>
    </PageContainer>
  );
}
