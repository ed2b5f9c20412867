import { Button, Tooltip } from '@mantine/core';
import {
  IconEye,
  IconEyeOff,
  IconHandStop,
  IconMicrophone,
  IconMicrophoneOff,
  IconPhoneOff,
  IconScreenShare,
  IconScreenShareOff,
  IconUsers,
  IconVideo,
  IconVideoOff,
} from '@tabler/icons-react';
import type { LiveRoom } from '../hooks/use-live-room';
import classes from './LiveRoom.module.css';

interface Props {
  live: LiveRoom;
  canShareScreen: boolean;
  hideSelfView: boolean;
  onHideSelfView(hide: boolean): void;
  onPeople(): void;
  onLeave(): void;
}

/** The bar under the grid: microphone, camera, screen, hand, self view, people, leave. */
export function RoomControls({
  live,
  canShareScreen,
  hideSelfView,
  onHideSelfView,
  onPeople,
  onLeave,
}: Props) {
  const mic = !!live.local.mic;
  const camera = !!live.local.webcam;
  const screen = !!live.local.screen;
  const hand = live.myPeer?.raisedHand ?? false;
  return (
    <div className={classes.controls} role="toolbar" aria-label="Room controls">
      <Button
        variant={mic ? 'filled' : 'default'}
        leftSection={
          mic ? <IconMicrophone size={18} aria-hidden /> : <IconMicrophoneOff size={18} aria-hidden />
        }
        loading={live.busy === 'mic'}
        onClick={() => void live.toggle('mic')}
        aria-pressed={mic}
      >
        Microphone
      </Button>
      <Button
        variant={camera ? 'filled' : 'default'}
        leftSection={camera ? <IconVideo size={18} aria-hidden /> : <IconVideoOff size={18} aria-hidden />}
        loading={live.busy === 'webcam'}
        onClick={() => void live.toggle('webcam')}
        aria-pressed={camera}
      >
        Camera
      </Button>
      <Tooltip
        label="Only the moderators can share their screen in this room."
        disabled={canShareScreen || screen}
        events={{ hover: true, focus: true, touch: true }}
      >
        <Button
          variant={screen ? 'filled' : 'default'}
          leftSection={
            screen ? <IconScreenShareOff size={18} aria-hidden /> : <IconScreenShare size={18} aria-hidden />
          }
          loading={live.busy === 'screen'}
          disabled={!canShareScreen && !screen}
          onClick={() => void live.toggle('screen')}
          aria-describedby={canShareScreen || screen ? undefined : 'room-screen-refused'}
        >
          {screen ? 'Stop sharing' : 'Share screen'}
        </Button>
      </Tooltip>
      {!canShareScreen && !screen && (
        <span id="room-screen-refused" hidden>
          Only the moderators can share their screen in this room.
        </span>
      )}
      <Button
        variant={hand ? 'filled' : 'default'}
        color={hand ? 'orange.9' : undefined}
        leftSection={<IconHandStop size={18} aria-hidden />}
        onClick={() => void live.raiseHand(!hand)}
      >
        {hand ? 'Lower hand' : 'Raise hand'}
      </Button>
      <Button
        variant="default"
        leftSection={hideSelfView ? <IconEye size={18} aria-hidden /> : <IconEyeOff size={18} aria-hidden />}
        onClick={() => onHideSelfView(!hideSelfView)}
      >
        {hideSelfView ? 'Show self view' : 'Hide self view'}
      </Button>
      <Button
        className={classes.peopleButton}
        variant="default"
        leftSection={<IconUsers size={18} aria-hidden />}
        onClick={onPeople}
      >
        People
      </Button>
      <Button color="red.8" leftSection={<IconPhoneOff size={18} aria-hidden />} onClick={onLeave}>
        Leave
      </Button>
    </div>
  );
}
