import { Button, Center, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/**
 * The foot of an infinitely scrolled list: "Load more" while pages remain, or, after a failed page (which
 * stops paging), the error with "Try again".
 */
export function LoadMore({
  list,
}: {
  list: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    fetchNextPage: () => unknown;
  };
}) {
  if (list.isFetchNextPageError)
    return (
      <Group justify="center" mt="md" gap="sm" role="alert">
        <Text c="red" fz="sm">
          Couldn't load more images.
        </Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          Try again
        </Button>
      </Group>
    );
  if (!list.hasNextPage) return null;
  return (
    <Center mt="md">
      <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
        Load more
      </Button>
    </Center>
  );
}
