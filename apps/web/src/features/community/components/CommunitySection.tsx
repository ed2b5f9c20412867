import { useState } from 'react';
import { Button, Card, Group, Loader, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconQuote, IconUsers } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { communityApi } from '../community.api';
import { pageLanguage, statisticsLine } from '../community-texts';

/** The statistics banner: this server's real counts. Quiet while loading and when they cannot be read. */
function StatisticsBanner() {
  const stats = useQuery({
    queryKey: ['statistics'],
    queryFn: ({ signal }) => communityApi.statistics(signal),
    staleTime: 60_000,
    meta: { shownInPlace: () => true },
  });
  if (stats.isPending) return <Skeleton height={22} width={280} aria-label="Loading figures" />;
  if (stats.isError) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      <IconUsers size={18} aria-hidden color="var(--mantine-color-dimmed)" />
      <Text size="sm" c="dimmed">
        {statisticsLine(stats.data)}
      </Text>
    </Group>
  );
}

/** Client reviews: what people here wrote and agreed to show, 3 at a time. Absent while there are none. */
function ClientReviews() {
  const [page, setPage] = useState(0);
  const lang = pageLanguage(document.documentElement.lang, navigator.language);
  const reviews = useQuery({
    queryKey: ['client-reviews', lang, page],
    queryFn: ({ signal }) => communityApi.reviews(lang, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { shownInPlace: () => true },
  });
  if (reviews.isPending) return <Skeleton height={96} aria-label="Loading reviews" />;
  if (reviews.isError)
    return (
      <Group gap="sm">
        <Text size="sm" c="dimmed" role="alert">
          Couldn't load the reviews.
        </Text>
        <Button size="compact-sm" variant="subtle" onClick={() => void reviews.refetch()}>
          Try again
        </Button>
      </Group>
    );
  const { testimonials, hasMore } = reviews.data;
  if (testimonials.length === 0 && page === 0) return null;
  return (
    <section aria-labelledby="client-reviews-title">
      <Group justify="space-between" mb="xs">
        <Title id="client-reviews-title" order={2} fz="h4">
          What creators say
        </Title>
        {reviews.isFetching && <Loader size="xs" aria-label="Loading reviews" />}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {testimonials.map((t) => (
          <Card key={t._id} withBorder radius="md" padding="md" component="figure" m={0}>
            <Stack gap={6}>
              <IconQuote size={18} aria-hidden color="var(--mantine-color-dimmed)" />
              <Text size="sm" component="blockquote" m={0} lineClamp={6} style={{ whiteSpace: 'pre-line' }}>
                {t.review}
              </Text>
              <Text size="xs" c="dimmed" component="figcaption">
                {t.name ?? 'A Muse creator'}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {(page > 0 || hasMore) && (
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button
            size="compact-sm"
            variant="default"
            disabled={page === 0 || reviews.isFetching}
            onClick={() => setPage((p) => Math.max(0, p - 1))}
          >
            Previous reviews
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            disabled={!hasMore || reviews.isFetching}
            onClick={() => setPage((p) => p + 1)}
          >
            More reviews
          </Button>
        </Group>
      )}
    </section>
  );
}

/** The generator page's community section: the statistics banner and client reviews. */
export function CommunitySection() {
  return (
    <Stack gap="sm">
      <StatisticsBanner />
      <ClientReviews />
    </Stack>
  );
}
