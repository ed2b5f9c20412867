import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { giftDurationLabel, isGiftPaid } from '@muse/domain';
import { Link } from '../../../shared/routing';
import { ErrorState } from '../../../shared/ErrorState';
import { giftKeys, giftsApi } from '../gifts.api';

/**
 * One's paid gift cards (bought or earned), to find a share link again. Share opens the card on the gift
 * card page, or where `onOpen` says (the generator page's popup shows it in place).
 */
export function MyGiftCards({
  userId,
  currentId,
  onOpen,
  headingOrder = 2,
}: {
  userId: string;
  currentId: string | null;
  onOpen?: (cardId: string) => void;
  headingOrder?: 2 | 3;
}) {
  const mine = useQuery({
    queryKey: giftKeys.mine(userId),
    queryFn: ({ signal }) => giftsApi.mine(signal),
    meta: { shownInPlace: () => true },
  });
  const paid = (mine.data?.data ?? []).filter((c) => isGiftPaid(c));
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-gift-cards">
      <Title order={headingOrder} fz="h4" id="my-gift-cards">
        Your gift cards
      </Title>
      {mine.isPending ? (
        <Stack gap="xs" aria-busy>
          <Skeleton h={52} radius="md" />
          <Skeleton h={52} radius="md" />
        </Stack>
      ) : mine.isError ? (
        <ErrorState
          title="Couldn't load your gift cards"
          error={mine.error}
          onRetry={() => void mine.refetch()}
        />
      ) : paid.length === 0 ? (
        <Text size="sm" c="dimmed">
          Gift cards you buy, or earn with a 7-day streak, appear here with their share links.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {paid.map((card) => (
            <Paper component="li" key={card._id} withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <img
                    src={card.imageUrl}
                    alt=""
                    width={64}
                    height={40}
                    style={{ objectFit: 'cover', borderRadius: 6 }}
                  />
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm">
                      Premium for {giftDurationLabel(card.tier)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {card.source === 'streak' ? 'Streak reward' : 'Bought'}
                      {card.paidOn ? ` · ${new Date(card.paidOn).toLocaleDateString()}` : ''}
                    </Text>
                  </div>
                </Group>
                <Group gap="xs" wrap="nowrap">
                  <Badge variant="light" color={card.redeemed ? 'gray' : 'teal'} style={{ flex: 'none' }}>
                    {card.redeemed ? 'Redeemed' : 'To give'}
                  </Badge>
                  {card._id !== currentId && (
                    <Anchor
                      component={Link}
                      to={`/gift-cards?card=${encodeURIComponent(card._id)}`}
                      size="sm"
                      onClick={
                        onOpen
                          ? (event) => {
                              event.preventDefault();
                              onOpen(card._id);
                            }
                          : undefined
                      }
                    >
                      Share
                    </Anchor>
                  )}
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
