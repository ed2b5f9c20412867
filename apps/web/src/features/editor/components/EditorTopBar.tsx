import { ActionIcon, Button, Group, Title, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, IconDeviceFloppy, IconDownload } from '@tabler/icons-react';
import { useSavePicture } from '../hooks/use-save-picture';
import { useEditor } from '../state/editor-context';
import { HelpDialogs } from './HelpDialogs';

/** Undo and Redo, help, Download and Save. */
export function EditorTopBar({ compact }: { compact: boolean }) {
  const { store, snapshot } = useEditor();
  const { save, download } = useSavePicture(store);
  const { busy } = snapshot.ui;
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Title order={1} size="h4" visibleFrom="sm">
        Edit picture
      </Title>
      <Group gap={6} wrap="nowrap" ml="auto">
        <Tooltip label="Undo (Ctrl+Z)">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Undo"
            disabled={!snapshot.canUndo || busy}
            onClick={() => store.undo()}
          >
            <IconArrowBackUp size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Redo (Ctrl+Shift+Z)">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Redo"
            disabled={!snapshot.canRedo || busy}
            onClick={() => store.redo()}
          >
            <IconArrowForwardUp size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <HelpDialogs />
        {compact ? (
          <Tooltip label="Download">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Download"
              loading={download.isPending}
              disabled={busy}
              onClick={() => download.mutate()}
            >
              <IconDownload size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={download.isPending}
            disabled={busy}
            onClick={() => download.mutate()}
          >
            Download
          </Button>
        )}
        <Button
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          loading={save.isPending}
          disabled={busy}
          onClick={() => save.mutate()}
        >
          Save
        </Button>
      </Group>
    </Group>
  );
}
