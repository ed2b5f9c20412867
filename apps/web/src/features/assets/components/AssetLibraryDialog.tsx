import { useEffect, useMemo, useState } from 'react';
import {
  Button,
  Chip,
  FileButton,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconChartBar, IconPhotoPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Asset, AssetType } from '@muse/contracts';
import { toggleSelection } from '@muse/domain';
import { notifyError, notifySuccess } from '../../../app/notify';
import { useConfirm } from '../../../shared/confirm';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { assetsApi } from '../assets.api';
import { AssetsSocket } from '../assets-socket';
import { TYPE_FILTERS, draftOf, emptyPollDraft, type PollFormDraft } from '../library-view';
import { ASSETS_KEY, useAssetSearch } from '../use-assets';
import { AddCreationsModal } from './AddCreationsModal';
import { AssetCard } from './AssetCard';
import { PollFormModal } from './PollFormModal';
import { SelectionBar } from './SelectionBar';

export interface AssetLibraryDialogProps {
  opened: boolean;
  onClose(): void;
  /** the office it was opened from: its saved polls can be shown there live */
  officeId?: string;
}

/**
 * The asset library dialog (spec: "asset library dialog with type filters"): the user's pictures, music and
 * polls for office scenes; type, tag and text filters; selection toggles with tags added to or removed from
 * every selected asset (then the selection clears); deletes after a confirmation; the poll form.
 */
export function AssetLibraryDialog({ opened, onClose, officeId }: AssetLibraryDialogProps) {
  const phone = useMediaQuery('(max-width: 600px)') ?? false;
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [types, setTypes] = useState<AssetType[]>([]);
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 300);
  const [tag, setTag] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pollDraft, setPollDraft] = useState<PollFormDraft | null>(null);
  const [addOpen, setAddOpen] = useState(false);
  const [showing, setShowing] = useState<string | null>(null);
  const [socket] = useState(() => new AssetsSocket());
  useEffect(() => () => socket.close(), [socket]);

  const filters = useMemo(
    () => ({ types, tags: tag ? [tag] : [], text: debounced }),
    [types, tag, debounced],
  );
  const search = useAssetSearch(filters, opened);
  const assets = search.data?.pages.flatMap((p) => p.data) ?? [];
  const allTags = search.data?.pages[0]?.tags ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: ASSETS_KEY });
  const filtered = types.length > 0 || tag !== null || debounced.trim() !== '';

  const upload = useMutation({
    mutationFn: (file: File) => assetsApi.upload(file),
    onSuccess: () => void refresh(),
    onError: (err) => notifyError(err, { title: 'The picture was not added' }),
  });

  const remove = (ids: string[], what: string) =>
    confirm({
      title: `Delete ${what}?`,
      message: 'It leaves your library. Your creations stay where they are.',
      confirmLabel: 'Delete',
      action: async () => {
        const results = await Promise.allSettled(ids.map((id) => assetsApi.remove(id)));
        const failed = results.find((r) => r.status === 'rejected');
        setSelected(new Set());
        await refresh();
        if (failed) notifyError(failed.reason, { title: 'Some assets were not deleted' });
      },
    });

  const show = async (asset: Asset) => {
    if (!officeId) return;
    setShowing(asset._id);
    const ack = await socket.showPoll(asset._id, officeId);
    setShowing(null);
    if ('error' in ack) notifyError(new Error(ack.error.message), { title: 'The poll was not shown' });
    else notifySuccess(`“${asset.poll?.question ?? asset.name}” is live in this office.`, 'Poll shown');
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Asset library"
      size="xl"
      fullScreen={phone}
      centered={!phone}
    >
      <Stack gap="sm">
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconPhotoPlus size={18} aria-hidden />}
            onClick={() => setAddOpen(true)}
          >
            Add from my creations
          </Button>
          <FileButton
            onChange={(file) => file && upload.mutate(file)}
            accept="image/png,image/jpeg,image/webp"
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                loading={upload.isPending}
                leftSection={<IconUpload size={18} aria-hidden />}
              >
                Upload a picture
              </Button>
            )}
          </FileButton>
          <Button
            variant="default"
            leftSection={<IconChartBar size={18} aria-hidden />}
            onClick={() => setPollDraft(emptyPollDraft())}
          >
            New poll
          </Button>
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Chip.Group multiple value={types} onChange={(v) => setTypes(v as AssetType[])}>
            <Group gap={6} role="group" aria-label="Show only">
              {TYPE_FILTERS.map((f) => (
                <Chip key={f.value} value={f.value} size="sm">
                  {f.label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <TextInput
            flex={1}
            miw={160}
            placeholder="Search by name or tag"
            aria-label="Search assets"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Select
            w={170}
            placeholder="Any tag"
            aria-label="Filter by tag"
            data={allTags}
            value={tag}
            onChange={setTag}
            clearable
            // Mantine hides the clear button from assistive technology; here it is a real, named control.
            clearButtonProps={{ 'aria-label': 'Clear the tag filter', 'aria-hidden': false, tabIndex: 0 }}
            searchable
            nothingFoundMessage="No such tag"
          />
        </Group>
        {selected.size > 0 && (
          <SelectionBar
            count={selected.size}
            onTag={async (value, add) => {
              const ids = [...selected];
              const results = await Promise.allSettled(
                ids.map((id) => (add ? assetsApi.tag(id, value) : assetsApi.untag(id, value))),
              );
              const failed = results.find((r) => r.status === 'rejected');
              if (failed) {
                notifyError(failed.reason, {
                  title: add ? 'The tag was not added' : 'The tag was not removed',
                });
                return false;
              }
              setSelected(new Set());
              await refresh();
              return true;
            }}
            onDelete={() =>
              void remove([...selected], selected.size === 1 ? 'this asset' : `${selected.size} assets`)
            }
            onClear={() => setSelected(new Set())}
          />
        )}
        {search.isPending ? (
          <LoadingState label="Loading your library…" />
        ) : search.isError ? (
          <ErrorState
            error={search.error}
            onRetry={() => void search.refetch()}
            retrying={search.isFetching}
          />
        ) : assets.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {filtered
              ? 'Nothing matches these filters.'
              : 'Your library is empty. Add pictures or music from your creations, upload a picture, or write a poll.'}
          </Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" aria-label="Your assets">
              {assets.map((asset) => (
                <AssetCard
                  key={asset._id}
                  asset={asset}
                  selected={selected.has(asset._id)}
                  onToggle={() => setSelected((s) => toggleSelection(s, asset._id))}
                  onDelete={() => void remove([asset._id], `“${asset.name}”`)}
                  {...(asset.type === 'poll'
                    ? {
                        onEdit: () => setPollDraft(draftOf(asset)),
                        ...(officeId
                          ? { onShow: () => void show(asset), showing: showing === asset._id }
                          : {}),
                      }
                    : {})}
                />
              ))}
            </SimpleGrid>
            {search.hasNextPage && (
              <Group justify="center">
                <Button
                  variant="default"
                  onClick={() => void search.fetchNextPage()}
                  loading={search.isFetchingNextPage}
                >
                  Load more
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
      <AddCreationsModal opened={addOpen} onClose={() => setAddOpen(false)} />
      {pollDraft && (
        <PollFormModal
          draft={pollDraft}
          socket={socket}
          onClose={() => setPollDraft(null)}
          onSaved={() => {
            setPollDraft(null);
            void refresh();
          }}
        />
      )}
    </Modal>
  );
}
