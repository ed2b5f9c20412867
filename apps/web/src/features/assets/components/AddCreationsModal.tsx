import { Button, Group, Image, Modal, ScrollArea, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { IconMusic, IconPhoto } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateAssetBody } from '@muse/contracts';
import { errorMessage } from '../../../app/api-error';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { assetsApi } from '../assets.api';
import { ASSETS_KEY } from '../use-assets';

export interface AddCreationsModalProps {
  opened: boolean;
  onClose(): void;
}

/** Adds the user's finished pictures and tracks to the library. */
export function AddCreationsModal({ opened, onClose }: AddCreationsModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add from my creations" size="lg" centered>
      <Tabs defaultValue="pictures" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="pictures" leftSection={<IconPhoto size={16} aria-hidden />}>
            Pictures
          </Tabs.Tab>
          <Tabs.Tab value="music" leftSection={<IconMusic size={16} aria-hidden />}>
            Music
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pictures" pt="md">
          <Pictures />
        </Tabs.Panel>
        <Tabs.Panel value="music" pt="md">
          <Tracks />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}

function useAdd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAssetBody) => assetsApi.add(body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ASSETS_KEY }),
  });
}

function Pictures() {
  const list = useQuery({
    queryKey: ['assets', 'my-pictures'],
    queryFn: ({ signal }) => assetsApi.myPictures(signal),
  });
  const add = useAdd();
  if (list.isPending) return <LoadingState label="Loading your pictures…" />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const ready = list.data.filter((i) => i.imageUrl);
  if (ready.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        You have no finished pictures yet. Create some on the Images page.
      </Text>
    );
  return (
    <ScrollArea.Autosize mah="60vh">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {ready.map((item) => (
          <Stack key={item._id} gap={4}>
            <Image src={item.imageThumbUrl ?? item.imageUrl} alt="" h={100} fit="cover" radius="sm" />
            <Button
              size="compact-sm"
              variant="light"
              loading={add.isPending && add.variables?.filename === item.filename}
              disabled={add.isSuccess && add.variables?.filename === item.filename}
              onClick={() => add.mutate({ type: 'image', filename: item.filename })}
              aria-label={`Add ${item.name || 'this picture'}`}
            >
              {add.isSuccess && add.variables?.filename === item.filename ? 'Added' : 'Add'}
            </Button>
          </Stack>
        ))}
      </SimpleGrid>
      {add.isError && (
        <Text size="sm" c="red.7" role="alert" mt="sm">
          {errorMessage(add.error)}
        </Text>
      )}
    </ScrollArea.Autosize>
  );
}

function Tracks() {
  const list = useQuery({
    queryKey: ['assets', 'my-music'],
    queryFn: ({ signal }) => assetsApi.myMusic(signal),
  });
  const add = useAdd();
  if (list.isPending) return <LoadingState label="Loading your music…" />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const ready = list.data.data.filter((t) => t.url);
  if (ready.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        You have no finished music yet. Create some on the Music page.
      </Text>
    );
  return (
    <ScrollArea.Autosize mah="60vh">
      <Stack gap="xs">
        {ready.map((track) => (
          <Group key={track._id} justify="space-between" wrap="nowrap">
            <Text size="sm" lineClamp={1}>
              {track.name}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              loading={add.isPending && add.variables?.filename === track.filename}
              onClick={() => add.mutate({ type: 'music', filename: track.filename })}
              aria-label={`Add ${track.name}`}
            >
              {add.isSuccess && add.variables?.filename === track.filename ? 'Added' : 'Add'}
            </Button>
          </Group>
        ))}
      </Stack>
      {add.isError && (
        <Text size="sm" c="red.7" role="alert" mt="sm">
          {errorMessage(add.error)}
        </Text>
      )}
    </ScrollArea.Autosize>
  );
}
