import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import {
  IconDownload,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerRecord,
  IconPlayerStop,
} from '@tabler/icons-react';
import type { RoomState } from '@muse/contracts';
import type { RoomRecording } from '../hooks/use-room-recording';
import type { LiveRoom } from '../hooks/use-live-room';
import { recordingRequest } from '../room-view';

/**
 * Local recording: the recorder asks, everyone answers in a banner, the recording starts once everyone
 * agreed; others see that it is on and may withdraw their consent (which pauses it).
 */
export function RecordingBar({
  live,
  room,
  recording,
  canRecord,
}: {
  live: LiveRoom;
  room: RoomState;
  recording: RoomRecording;
  canRecord: boolean;
}) {
  const meId = live.me?.id ?? '';
  const request = recordingRequest(room, meId);
  const mine = request?.recorder.id === meId;
  const agreed = room.peers.filter((p) => p.localRecordingConsent === 'agreed').length;

  const download = recording.link && (
    <Anchor href={recording.link.url} download={recording.link.name}>
      <Group gap={4} component="span">
        <IconDownload size={16} aria-hidden />
        Download your recording
      </Group>
    </Anchor>
  );

  if (!request)
    return canRecord && recording.supported ? (
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconPlayerRecord size={18} aria-hidden />}
          loading={recording.working}
          onClick={() => void recording.ask()}
        >
          Record
        </Button>
        {download}
      </Group>
    ) : (
      download || null
    );

  if (mine) {
    const state = request.recorder.localRecordingState;
    return (
      <Alert
        color={request.active ? 'red' : 'blue'}
        title={request.active ? 'Recording' : 'Recording on this device'}
      >
        <Text size="sm" mb="xs">
          {state === 'init'
            ? `${agreed} of ${room.peers.length} people agreed. Recording starts only when everyone agrees.`
            : state === 'pause'
              ? request.everyoneAgreed
                ? 'Paused.'
                : 'Paused: someone in the room has not agreed to be recorded.'
              : 'Everyone agreed. The file stays in this browser.'}
        </Text>
        <Group gap="xs">
          {state === 'init' && (
            <>
              <Button
                size="xs"
                color="red"
                leftSection={<IconPlayerRecord size={16} aria-hidden />}
                disabled={!request.everyoneAgreed}
                loading={recording.working}
                onClick={() => void recording.start()}
              >
                Start recording
              </Button>
              <Button size="xs" variant="default" onClick={() => void recording.cancel()}>
                Cancel
              </Button>
            </>
          )}
          {request.active && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPlayerPause size={16} aria-hidden />}
              onClick={() => void recording.pause()}
            >
              Pause
            </Button>
          )}
          {state === 'pause' && (
            <Button
              size="xs"
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              disabled={!request.everyoneAgreed}
              onClick={() => void recording.resume()}
            >
              Resume
            </Button>
          )}
          {state !== 'init' && (
            <Button
              size="xs"
              color="red"
              leftSection={<IconPlayerStop size={16} aria-hidden />}
              loading={recording.working}
              onClick={() => void recording.stop()}
            >
              Stop and save
            </Button>
          )}
        </Group>
      </Alert>
    );
  }

  return (
    <Alert
      color={request.active ? 'red' : 'yellow'}
      title={request.active ? `${request.recorder.displayName} is recording` : 'Recording request'}
    >
      <Text size="sm" mb="xs">
        {request.needsMyConsent
          ? `${request.recorder.displayName} would like to record this room on their device. Recording starts only when everyone agrees.`
          : 'You agreed to be recorded. You can change your mind at any time.'}
      </Text>
      {request.needsMyConsent ? (
        <Button size="xs" onClick={() => void live.consent(true)}>
          I agree to be recorded
        </Button>
      ) : (
        <Button size="xs" variant="default" onClick={() => void live.consent(false)}>
          Withdraw my consent
        </Button>
      )}
    </Alert>
  );
}
