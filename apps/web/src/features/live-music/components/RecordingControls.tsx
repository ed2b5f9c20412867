import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconPlayerRecordFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import type { LivePlayerView } from '../live-player';
import { RECORDING_UNSUPPORTED, recordingSupported } from '../recording';

interface Props {
  view: LivePlayerView;
  onRecord(): void;
  onStopRecording(): void;
}

/** Record while playing; the recording's download link lasts five minutes. */
export function RecordingControls({ view, onRecord, onStopRecording }: Props) {
  if (!recordingSupported())
    return (
      <Text size="sm" c="dimmed">
        {RECORDING_UNSUPPORTED}
      </Text>
    );
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {view.recording ? (
          <Button
            color="red"
            variant="light"
            leftSection={<IconPlayerStopFilled size={16} aria-hidden />}
            onClick={onStopRecording}
          >
            Stop recording
          </Button>
        ) : (
          <Button
            variant="default"
            leftSection={<IconPlayerRecordFilled size={16} aria-hidden color="var(--mantine-color-red-6)" />}
            onClick={onRecord}
            disabled={view.status !== 'playing'}
          >
            Record
          </Button>
        )}
        {view.recording && (
          <Text size="sm" c="red" role="status">
            Recording…
          </Text>
        )}
      </Group>
      {view.status !== 'playing' && !view.recording && (
        <Text size="xs" c="dimmed">
          You can record while the music plays.
        </Text>
      )}
      {view.recordingError && (
        <Text size="sm" c="red" role="alert">
          {view.recordingError}
        </Text>
      )}
      {view.download && (
        <Group gap="xs">
          <Anchor href={view.download.url} download={view.download.name} fw={500}>
            <Group gap={6} component="span">
              <IconDownload size={16} aria-hidden />
              Download recording
            </Group>
          </Anchor>
          <Text size="xs" c="dimmed">
            The link works for 5 minutes.
          </Text>
        </Group>
      )}
    </Stack>
  );
}
