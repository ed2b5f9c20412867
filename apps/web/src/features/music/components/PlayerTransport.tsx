import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import {
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerStopFilled,
  IconPlayerTrackNextFilled,
  IconRepeat,
} from '@tabler/icons-react';
import { AUTOPLAY_COUNT } from '@muse/domain';
import { formatDuration, formatLength } from '../track-view';
import type { useAudioState } from '../hooks/use-audio-state';
import type { useAutoplay } from '../hooks/use-autoplay';
import { Waveform } from './Waveform';
import classes from './MusicPlayer.module.css';

interface PlayerTransportProps {
  audioElement: HTMLAudioElement | null;
  player: ReturnType<typeof useAudioState>;
  /** the track's own length, until the audio's metadata is read */
  fallbackDuration: number;
  waveKey: string;
  autoplay: ReturnType<typeof useAutoplay>;
  onNext: () => void;
  nextLoading: boolean;
}

/** Play/pause, the waveform with the time, next track and "Play 10". */
export function PlayerTransport({
  audioElement,
  player,
  fallbackDuration,
  waveKey,
  autoplay,
  onNext,
  nextLoading,
}: PlayerTransportProps) {
  const duration = player.duration || fallbackDuration;
  return (
    <div className={classes.transport}>
      <Group gap="md" wrap="nowrap" align="center">
        <ActionIcon
          size={60}
          radius="xl"
          variant="white"
          color="dark"
          className={classes.playButton}
          aria-label={player.playing ? 'Pause' : 'Play'}
          onClick={player.toggle}
        >
          {player.playing ? (
            <IconPlayerPauseFilled size={28} aria-hidden />
          ) : (
            <IconPlayerPlayFilled size={28} aria-hidden />
          )}
        </ActionIcon>
        <div className={classes.waveColumn}>
          <Waveform
            key={waveKey}
            audio={audioElement}
            currentTime={player.currentTime}
            duration={duration}
            onSeek={player.seek}
          />
          <Group justify="space-between" mt={4}>
            <Text
              size="xs"
              className={classes.time}
              aria-label={`Elapsed ${formatDuration(player.currentTime)}`}
            >
              {formatDuration(player.currentTime)}
            </Text>
            <Text size="xs" className={classes.time} aria-label={`Duration ${formatLength(duration)}`}>
              {formatLength(duration)}
            </Text>
          </Group>
        </div>
      </Group>
      {player.failed && (
        <Text size="sm" c="red.3" role="alert" mt="xs">
          This track can't be played in this browser right now. Try again later, or download it.
        </Text>
      )}
      <Group gap="xs" mt="sm">
        <Button
          variant="default"
          className={classes.glassButton}
          leftSection={<IconPlayerTrackNextFilled size={16} aria-hidden />}
          loading={nextLoading}
          onClick={onNext}
        >
          Next track
        </Button>
        {autoplay.count === null ? (
          <Tooltip label={`Play this track and the next ${AUTOPLAY_COUNT - 1}, one after another`}>
            <Button
              variant="default"
              className={classes.glassButton}
              leftSection={<IconRepeat size={16} aria-hidden />}
              onClick={() => {
                autoplay.start();
                if (!player.playing) player.play();
              }}
            >
              Play {AUTOPLAY_COUNT}
            </Button>
          </Tooltip>
        ) : (
          <Button
            variant="light"
            color="violet"
            leftSection={<IconPlayerStopFilled size={16} aria-hidden />}
            onClick={autoplay.stop}
            aria-label={`Autoplay on, ${autoplay.count} left: stop`}
          >
            Autoplay · {autoplay.count} left
          </Button>
        )}
      </Group>
    </div>
  );
}
